/// Custom property names for token names: `color.text.primary` → `--color-text-primary`.
///
/// Path segments are joined by `-`; characters other than ASCII letters, digits, `-` and `_`
/// become `-`. Names that collide after this keep the first (in token order) and the others get
/// `-2`, `-3`, … so the mapping is deterministic.
enum CSSPropertyNames {
    static func names(for tokens: [String]) -> [String: String] {
        var used: Set<String> = []
        var result: [String: String] = [:]
        for token in tokens {
            let base = "--" + sanitized(token)
            var name = base
            var n = 2
            while used.contains(name) {
                name = "\(base)-\(n)"
                n += 1
            }
            used.insert(name)
            result[token] = name
        }
        return result
    }

    static func sanitized(_ token: String) -> String {
        let mapped = token.unicodeScalars.map { s -> Character in
            let ok = s.isASCII && (s.properties.isAlphabetic || ("0"..."9").contains(s) || s == "-" || s == "_")
            return ok ? Character(s) : "-"
        }
        return mapped.isEmpty ? "token" : String(mapped)
    }
}
