import LiveryCore

/// Android resource names for token names: `color.textPrimary` → `color_text_primary`.
///
/// Words are the runs of ASCII letters and digits, split again where a lowercase letter or
/// digit meets a capital; they are lowercased and joined by `_`. A name that would start with a
/// digit gets `token_` in front, a Java keyword (which R fields cannot be named) gets `_` after.
/// Collisions keep the first in token order; the others get `_2`, `_3`, ….
enum AndroidResourceName {
    /// The resource name of each of `tokens`, in order.
    static func list(for tokens: [String]) -> [String] {
        UniqueNames.list(for: tokens, separator: "_", name)
    }

    static func name(_ token: String) -> String {
        guard token.utf8.allSatisfy({ $0 < 0x80 }) else { return nameByCharacters(token) }
        // ASCII: the words found and joined byte by byte.
        var out: [UInt8] = []
        out.reserveCapacity(token.utf8.count + 4)
        var inWord = false
        var previous: UInt8?
        for byte in token.utf8 {
            guard SwiftIdentifier.isASCIIAlphanumeric(byte) else {
                inWord = false
                previous = nil
                continue
            }
            let upper = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
            if upper, let p = previous, !(p >= UInt8(ascii: "A") && p <= UInt8(ascii: "Z")) { inWord = false }
            if !inWord {
                if !out.isEmpty { out.append(UInt8(ascii: "_")) }
                inWord = true
            }
            out.append(upper ? byte + 32 : byte)
            previous = byte
        }
        return finished(String(decoding: out, as: UTF8.self))
    }

    /// ``name(_:)`` for names with non-ASCII characters, which separate words whole.
    private static func nameByCharacters(_ token: String) -> String {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for ch in token {
            guard ch.isASCII, ch.isLetter || ch.isNumber else {
                if !current.isEmpty { words.append(current) }
                current = ""
                previous = nil
                continue
            }
            if ch.isUppercase, let p = previous, p.isLowercase || p.isNumber {
                words.append(current)
                current = ""
            }
            current.append(ch)
            previous = ch
        }
        if !current.isEmpty { words.append(current) }
        return finished(words.map { $0.lowercased() }.joined(separator: "_"))
    }

    /// `token` for nothing, `token_` before a digit, `_` after a Java keyword.
    private static func finished(_ words: String) -> String {
        var result = words
        if result.isEmpty { result = "token" }
        if let first = result.utf8.first, first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9") {
            result = "token_" + result
        }
        if javaKeywords.contains(result) { result += "_" }
        return result
    }

    static let javaKeywords: Set<String> = [
        "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const", "continue",
        "default", "do", "double", "else", "enum", "extends", "false", "final", "finally", "float", "for", "goto",
        "if", "implements", "import", "instanceof", "int", "interface", "long", "native", "new", "null",
        "package", "private", "protected", "public", "return", "short", "static", "strictfp", "super", "switch",
        "synchronized", "this", "throw", "throws", "transient", "true", "try", "void", "volatile", "while",
    ]
}
