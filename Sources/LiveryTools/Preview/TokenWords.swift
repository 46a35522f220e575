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
        if let ascii = asciiWords(in: name) { return ascii }
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

    /// ``words(in:)`` for a name of ASCII bytes only, on the bytes (the same rules; a preview of
    /// thousands of tokens splits every name once per context, and `Character`'s properties are
    /// the slow part); `nil` for any other name.
    private static func asciiWords(in name: String) -> [String]? {
        let utf8 = name.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        var words: [String] = []
        var current: [UInt8] = []
        var previous: UInt8?
        func isLetter(_ b: UInt8) -> Bool { (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) }
        func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
        func flush() {
            if !current.isEmpty {
                let word = String(decoding: current, as: UTF8.self)
                if !ignored.contains(word) { words.append(word) }
            }
            current.removeAll(keepingCapacity: true)
        }
        for byte in utf8 {
            guard isLetter(byte) || isDigit(byte) else {
                flush()
                previous = nil
                continue
            }
            if let p = previous {
                let caseChange = (p >= 0x61 && p <= 0x7A) && (byte >= 0x41 && byte <= 0x5A)
                if caseChange || isDigit(p) != isDigit(byte) { flush() }
            }
            current.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
            previous = byte
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
