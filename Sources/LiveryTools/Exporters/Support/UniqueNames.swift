/// Names derived from token names for a target that allows fewer characters (CSS properties,
/// asset names, Android resources), kept unique and deterministic.
///
/// Tokens are taken in the order given; the first to produce a name keeps it and later ones
/// get a suffix (`-2`, `_2`, …), skipping suffixes already taken.
enum UniqueNames {
    static func make(
        for tokens: [String], separator: String = "-", _ derive: (String) -> String
    ) -> [String: String] {
        var used: Set<String> = []
        var result: [String: String] = [:]
        for token in tokens {
            let base = derive(token)
            var name = base
            var n = 2
            while used.contains(name) {
                name = "\(base)\(separator)\(n)"
                n += 1
            }
            used.insert(name)
            result[token] = name
        }
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
