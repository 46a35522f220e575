/// Finds `case name = "value"` declarations in Swift source, line by line.
///
/// Not a Swift parser: it reads lines that start with `case`, splits them at top-level commas
/// (`case a = "x", b = "y"`), and keeps entries with a string raw value. `//` comments are
/// dropped; `case .x:` lines of switch statements have no raw value and are ignored. The
/// name of the enum declared most recently before the first entry is remembered.
enum SwiftCaseScanner {
    struct Entry {
        var name: String
        var value: String
        var source: ImportSource
    }

    struct Result {
        var enumName: String?
        var entries: [Entry] = []
    }

    static func scan(_ text: String, file: String) -> Result {
        var result = Result()
        var currentEnum: String?
        for line in TextLine.lines(of: text) {
            let code = withoutComment(line.text).trimmingSpaces
            if let name = enumName(in: code) { currentEnum = name }
            guard code.hasPrefix("case ") else { continue }
            for part in topLevelParts(String(code.dropFirst(5))) {
                guard let entry = entry(part, line: line.number, file: file) else { continue }
                if result.entries.isEmpty { result.enumName = currentEnum }
                result.entries.append(entry)
            }
        }
        return result
    }

    /// `enum kColor: String {` → `kColor`.
    private static func enumName(in code: String) -> String? {
        let words = code.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "{" || $0 == "<" })
        guard let index = words.firstIndex(of: "enum"), index + 1 < words.count else { return nil }
        return String(words[index + 1])
    }

    /// `name = "value"` → an entry; anything else → `nil`.
    private static func entry(_ part: String, line: Int, file: String) -> Entry? {
        guard let equals = part.firstIndex(of: "=") else { return nil }
        var name = String(part[..<equals]).trimmingSpaces
        if name.hasPrefix("`") && name.hasSuffix("`") && name.count > 2 { name = String(name.dropFirst().dropLast()) }
        guard let first = name.first, first.isLetter || first == "_",
            name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return nil }
        let literal = String(part[part.index(after: equals)...]).trimmingSpaces
        guard literal.count >= 2, literal.hasPrefix("\""), literal.hasSuffix("\"") else { return nil }
        let value = String(literal.dropFirst().dropLast())
        return Entry(name: name, value: value, source: ImportSource(file: file, line: line, key: name))
    }

    /// The line up to a `//` that is outside a string literal.
    private static func withoutComment(_ line: String) -> String {
        var inString = false
        var previous: Character?
        var end = line.endIndex
        for index in line.indices {
            let character = line[index]
            if character == "\"" && previous != "\\" { inString.toggle() }
            if !inString && character == "/" && previous == "/" {
                end = line.index(before: index)
                break
            }
            previous = character
        }
        return String(line[..<end])
    }

    /// Splits at commas outside string literals.
    private static func topLevelParts(_ text: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var inString = false
        for character in text {
            if character == "\"" { inString.toggle() }
            if character == "," && !inString {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current)
        return parts
    }
}
