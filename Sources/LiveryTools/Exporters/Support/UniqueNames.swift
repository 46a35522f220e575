/// Names derived from token names for a target that allows fewer characters (CSS properties,
/// asset names, Android resources), kept unique and deterministic.
///
/// Tokens are taken in the order given; the first to produce a name keeps it and later ones
/// get a suffix (`-2`, `_2`, …), skipping suffixes already taken.
enum UniqueNames {
    static func make(
        for tokens: [String], separator: String = "-", _ derive: (String) -> String
    ) -> [String: String] {
        var scope = NameScope(separator: separator)
        var result: [String: String] = [:]
        for token in tokens { result[token] = scope.claim(derive(token)) }
        return result
    }

    /// ASCII letters, digits, `-`, `_` and the scalars in `kept` kept, anything else (by
    /// default the `.` between path segments too) replaced by `replacement`; `token` when
    /// nothing is left.
    static func slug(_ text: String, replacement: Character = "-", alsoKeeping kept: Set<Unicode.Scalar> = []) -> String {
        let mapped = text.unicodeScalars.map { s -> Character in
            let ok =
                s.isASCII && (s.properties.isAlphabetic || ("0"..."9").contains(s) || s == "-" || s == "_" || kept.contains(s))
            return ok ? Character(s) : replacement
        }
        return mapped.isEmpty ? "token" : String(mapped)
    }
}
