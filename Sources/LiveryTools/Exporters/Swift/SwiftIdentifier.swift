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
            part.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.map(String.init)
        }
    }

    private static func make(_ words: [String], upper: Bool) -> String {
        var result = ""
        for (i, word) in words.enumerated() {
            let allCaps = word.allSatisfy { !$0.isLetter || $0.isUppercase }
            if i == 0 && !upper {
                result += allCaps ? word.lowercased() : word.prefix(1).lowercased() + word.dropFirst()
            } else {
                result += word.prefix(1).uppercased() + (allCaps && i == 0 ? word.dropFirst().lowercased() : String(word.dropFirst()))
            }
        }
        if result.isEmpty { return upper ? "Token" : "token" }
        if result.first?.isNumber == true { result = "_" + result }
        if reservedMeanings.contains(result) { result += "_" }
        return result
    }

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
