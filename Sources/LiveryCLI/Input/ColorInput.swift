import LiveryCore

/// Reads a color as the user typed it: CSS hex (`#rgb`, `#rrggbbaa`, `#` optional) or a DTCG
/// color object in JSON (`{"colorSpace":"oklch","components":[0.7,0.1,200]}`).
///
/// A whole DTCG token (`{"$type":"color","$value":{…}}`) is accepted too; its `$value` is read.
enum ColorInput {
    /// - Throws: ``ColorInputError`` quoting the input and saying what is wrong with it.
    static func parse(_ text: String) throws(ColorInputError) -> Color {
        guard text.hasPrefix("{") else {
            do throws(ColorError) {
                return try Color(hex: text)
            } catch {
                throw ColorInputError(input: text, reason: error.description)
            }
        }
        let json: JSONValue
        do throws(JSONParseError) {
            json = try JSONParser.parse(text)
        } catch {
            throw ColorInputError(input: text, reason: "malformed JSON: \(error)")
        }
        do throws(ColorError) {
            return try Color(dtcg: json["$value"] ?? json)
        } catch {
            throw ColorInputError(input: text, reason: error.description)
        }
    }
}

/// A color argument or input line that is not a color.
struct ColorInputError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text as given.
    var input: String
    /// Why it is not a color.
    var reason: String

    /// The input is quoted up to ``TextExcerpt/limit`` characters.
    var description: String { "invalid color \(TextExcerpt.quoted(input, quote: "'")): \(reason)" }
}
