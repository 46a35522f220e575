import LiveryCore

/// The pairs a theme's names state where its pairs file does not: a foreground named
/// `… on <surface>` (`NeutralForegroundOnBrand.Fill.Color.Rest`, `NeutralStrokeOnBrand2…`) is
/// read on the background named `<surface> background` with the same state
/// (`BrandBackground.Fill.Color.Rest`).
///
/// They tell derive which background an on-emphasis foreground follows and which fills carry
/// text of another color family (``EmphasisFills``); they are never checked, so the report
/// stays the audit of the declared pairs. A foreground a declared pair names has its pairs
/// already and implies none; `on light` / `on dark` name a fixed surface
/// (``TokenRoleInference/isInvariant(_:color:)``), not a token.
///
/// Words are compared without the words naming the property (`fill`, `stroke`, `color`) and
/// without a variant number right after the surface (`OnBrand2`); the background's words are
/// the surface, one background word (either order: `BrandBackground`, `background.brand`) and
/// the foreground's remaining words.
///
/// ```swift
/// let implied = ImpliedPairs.pairs(
///     names: ["NeutralForegroundOnBrand.Fill.Color.Rest", "BrandBackground.Fill.Color.Rest", "BrandBackground.Fill.Color.Hover"],
///     declared: [])
/// implied.map(\.background)   // ["BrandBackground.Fill.Color.Rest"]
/// ```
enum ImpliedPairs {
    /// The pairs `names` imply, in the order of `names`, for foregrounds `declared` does not name.
    static func pairs(names: [String], declared: [ContrastPair]) -> [ContrastPair] {
        let paired = Set(declared.map(\.foreground))
        var backgrounds: [[String]: String] = [:]
        for name in names {
            let words = significantWords(of: name)
            if backgrounds[words] == nil { backgrounds[words] = name }
        }
        var implied: [ContrastPair] = []
        for name in names where !paired.contains(name) {
            let words = TokenRoleInference.words(of: name)
            guard let on = words.firstIndex(of: "on"), on + 1 < words.count,
                words[..<on].contains(where: foregroundWords.contains)
            else { continue }
            let surface = words[on + 1]
            guard !fixedSurfaces.contains(surface), surface.first?.isLetter == true else { continue }
            var rest = words[(on + 2)...].filter { !propertyWords.contains($0) }
            if rest.first?.allSatisfy(\.isNumber) == true { rest.removeFirst() }
            let candidates = backgroundWords.flatMap { word in [[surface, word] + rest, [word, surface] + rest] }
            guard let background = candidates.lazy.compactMap({ backgrounds[$0] }).first, background != name else {
                continue
            }
            implied.append(
                ContrastPair(
                    foreground: name, background: background, minimum: .ratio(TokenRoleInference.textMinimum),
                    path: "implied by \(name)"))
        }
        return implied
    }

    /// The words of `name` (``TokenRoleInference/words(of:)``) without those naming the property.
    private static func significantWords(of name: String) -> [String] {
        TokenRoleInference.words(of: name).filter { !propertyWords.contains($0) }
    }

    private static let propertyWords: Set<String> = ["fill", "stroke", "color"]
    private static let foregroundWords: Set<String> = ["text", "icon", "foreground", "fg", "stroke", "label", "link"]
    private static let backgroundWords = ["background", "bg", "surface"]
    private static let fixedSurfaces: Set<String> = ["light", "dark"]
}
