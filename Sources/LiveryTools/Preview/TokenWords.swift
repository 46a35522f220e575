/// The words of a token name, for matching names against semantic roles.
///
/// Path segments, `-`, `_` and spaces separate words; so do lower-to-upper case changes and
/// letter/digit changes. Words are lowercased; the generic words `color` and `colors` are dropped.
///
/// ```swift
/// TokenWords.words(in: "color.backgroundSecondary")   // ["background", "secondary"]
/// TokenWords.words(in: "palette.blue.600")            // ["palette", "blue", "600"]
/// ```
enum TokenWords {
    static let ignored: Set<String> = ["color", "colors"]

    static func words(in name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character?
        func flush() {
            if !current.isEmpty, !ignored.contains(current) { words.append(current) }
            current = ""
        }
        for ch in name {
            guard ch.isLetter || ch.isNumber else {
                flush()
                previous = nil
                continue
            }
            if let p = previous {
                let caseChange = p.isLowercase && ch.isUppercase
                let digitChange = p.isNumber != ch.isNumber
                if caseChange || digitChange { flush() }
            }
            current += ch.lowercased()
            previous = ch
        }
        flush()
        return words
    }

    /// Words that mark a name as a raw palette entry rather than a semantic token.
    static let paletteWords: Set<String> = ["palette", "primitive", "primitives", "ref", "ramp"]

    /// Whether a name looks like a palette step (`palette.blue.600`, `blue.500`): a word that is
    /// a number, or one of ``paletteWords``.
    static func looksLikePaletteStep(_ words: [String]) -> Bool {
        words.contains { word in word.allSatisfy(\.isNumber) || paletteWords.contains(word) }
    }
}
