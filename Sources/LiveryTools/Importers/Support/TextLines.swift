/// A text file split into numbered lines, for the line-oriented formats.
struct TextLine {
    /// 1-based.
    var number: Int
    /// The line without its terminator.
    var text: String

    /// The line's whitespace-separated fields.
    var fields: [String] {
        text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    }

    var isBlank: Bool { text.allSatisfy { $0 == " " || $0 == "\t" } }

    /// Splits text at `\n`, `\r\n` or `\r`.
    static func lines(of text: String) -> [TextLine] {
        var lines: [TextLine] = []
        var current = ""
        var number = 1
        for character in text {
            // "\r\n" is a single Character in Swift.
            if character == "\n" || character == "\r" || character == "\r\n" {
                lines.append(TextLine(number: number, text: current))
                current = ""
                number += 1
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { lines.append(TextLine(number: number, text: current)) }
        return lines
    }
}
