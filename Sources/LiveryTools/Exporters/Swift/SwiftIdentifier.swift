/// Swift identifiers for token path segments: `text-primary` → `textPrimary`, `2xl` → `_2xl`,
/// `default` → `` `default` ``.
///
/// Words are the runs of ASCII letters and digits; other characters separate words. The first
/// word is lowercased at its start (entirely when it is all capitals, `URL` → `url`), later
/// words are capitalised, existing inner capitals are kept. A leading digit gets `_`, keywords
/// are escaped with backticks, and the names Swift gives a meaning of their own in member
/// position (`self`, `Type`, `init`, …) get a trailing `_`.
enum SwiftIdentifier {
    /// `lowerCamelCase` for constants.
    static func member(_ parts: [String]) -> String { make(words(parts), upper: false) }

    /// `UpperCamelCase` for namespace enums.
    static func type(_ parts: [String]) -> String { make(words(parts), upper: true) }

    /// The identifier as written in source: keywords in backticks.
    static func escaped(_ identifier: String) -> String {
        keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    static func words(_ parts: [String]) -> [String] {
        parts.flatMap { part in
            if part.utf8.allSatisfy({ $0 < 0x80 }) {
                // ASCII: the same split on bytes, without grapheme breaking.
                return part.utf8.split { !isASCIIAlphanumeric($0) }.map { String(decoding: $0, as: UTF8.self) }
            }
            return part.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.map(String.init)
        }
    }

    /// Words are ASCII letters and digits only (see ``words(_:)``), so they are cased byte by byte.
    private static func make(_ words: [String], upper: Bool) -> String {
        var result: [UInt8] = []
        for (i, word) in words.enumerated() {
            let bytes = Array(word.utf8)
            guard let first = bytes.first else { continue }
            let allCaps = bytes.allSatisfy { !isASCIILetter($0) || isASCIIUppercase($0) }
            if i == 0 && !upper {
                result.append(lowercased(first))
                if allCaps { result += bytes.dropFirst().map(lowercased) } else { result += bytes.dropFirst() }
            } else {
                result.append(uppercased(first))
                if allCaps && i == 0 {
                    result += bytes.dropFirst().map(lowercased)
                } else {
                    result += bytes.dropFirst()
                }
            }
        }
        if result.isEmpty { return upper ? "Token" : "token" }
        if isASCIIDigit(result[0]) { result.insert(UInt8(ascii: "_"), at: 0) }
        var identifier = String(decoding: result, as: UTF8.self)
        if reservedMeanings.contains(identifier) { identifier += "_" }
        return identifier
    }

    private static func isASCIIDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
    private static func isASCIIUppercase(_ b: UInt8) -> Bool { b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z") }
    private static func isASCIILowercase(_ b: UInt8) -> Bool { b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z") }
    private static func isASCIILetter(_ b: UInt8) -> Bool { isASCIIUppercase(b) || isASCIILowercase(b) }
    static func isASCIIAlphanumeric(_ b: UInt8) -> Bool { isASCIILetter(b) || isASCIIDigit(b) }
    private static func lowercased(_ b: UInt8) -> UInt8 { isASCIIUppercase(b) ? b + 32 : b }
    private static func uppercased(_ b: UInt8) -> UInt8 { isASCIILowercase(b) ? b - 32 : b }

    /// Names that compile in backticks but mean something else after a dot (`Tokens.self`).
    static let reservedMeanings: Set<String> = [
        "self", "Self", "Type", "Protocol", "init", "deinit", "subscript", "_",
    ]

    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try",
    ]
}
