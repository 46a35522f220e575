/// Android resource names for token names: `color.textPrimary` → `color_text_primary`.
///
/// Words are the runs of ASCII letters and digits, split again where a lowercase letter or
/// digit meets a capital; they are lowercased and joined by `_`. A name that would start with a
/// digit gets `token_` in front, a Java keyword (which R fields cannot be named) gets `_` after.
/// Collisions keep the first in token order; the others get `_2`, `_3`, ….
enum AndroidResourceName {
    static func names(for tokens: [String]) -> [String: String] {
        UniqueNames.make(for: tokens, separator: "_", name)
    }

    static func name(_ token: String) -> String {
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
        var result = words.map { $0.lowercased() }.joined(separator: "_")
        if result.isEmpty { result = "token" }
        if result.first?.isNumber == true { result = "token_" + result }
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
