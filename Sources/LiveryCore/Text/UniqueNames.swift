/// Names derived from token names for a target that allows fewer characters (CSS properties,
/// asset names, Android resources), kept unique and deterministic.
///
/// Tokens are taken in the order given; the first to produce a name keeps it and later ones
/// get a suffix (`-2`, `_2`, …), skipping suffixes already taken.
package enum UniqueNames {
    package static func make(
        for tokens: [String], separator: String = "-", _ derive: (String) -> String
    ) -> [String: String] {
        var result: [String: String] = [:]
        for (token, name) in zip(tokens, list(for: tokens, separator: separator, derive)) { result[token] = name }
        return result
    }

    /// The names of ``make(for:separator:_:)`` in the order of `tokens`, one per position, for
    /// callers that go through the tokens by position (no lookup by name).
    package static func list(for tokens: [String], separator: String = "-", _ derive: (String) -> String) -> [String] {
        var scope = NameScope(separator: separator)
        var names: [String] = []
        names.reserveCapacity(tokens.count)
        for token in tokens { names.append(scope.claim(derive(token))) }
        return names
    }

    /// The longest file-name stem a derived name keeps, in bytes (file systems allow 255, and
    /// the stem gets a suffix and an extension such as `.colorset`).
    package static let maxFileStem = 200

    /// Names for files or folders, one per token: as ``list(for:separator:_:)``, except that
    /// names differing only in letter case count as one (so none replaces another on a
    /// case-insensitive file system) and a name longer than ``maxFileStem`` keeps its start
    /// and ends with a hash of the whole token name (so it still fits, and stays distinct).
    package static func fileNames(
        for tokens: [String], separator: String = "-", _ derive: (String) -> String
    ) -> [String] {
        var scope = NameScope(separator: separator, ignoresCase: true)
        return tokens.map { token in
            var name = derive(token)
            if name.utf8.count > maxFileStem {
                name =
                    String(decoding: name.utf8.prefix(maxFileStem - 17), as: UTF8.self) + separator
                    + String(SHA256.hex(Array(token.utf8)).prefix(16))
            }
            return scope.claim(name)
        }
    }

    /// ASCII letters, digits, `-`, `_` and the scalars in `kept` kept, anything else (by
    /// default the `.` between path segments too) replaced by `replacement`; `token` when
    /// nothing is left.
    package static func slug(
        _ text: String, replacement: Character = "-", alsoKeeping kept: Set<Unicode.Scalar> = []
    ) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        let replacementBytes = Array(String(replacement).utf8)
        for scalar in text.unicodeScalars {
            if scalar.isASCII, isKeptASCII(UInt8(scalar.value)) || kept.contains(scalar) {
                out.append(UInt8(scalar.value))
            } else {
                out.append(contentsOf: replacementBytes)
            }
        }
        return out.isEmpty ? "token" : String(decoding: out, as: UTF8.self)
    }

    /// ASCII letters, digits, `-` and `_`.
    private static func isKeptASCII(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
            true
        default: false
        }
    }
}
