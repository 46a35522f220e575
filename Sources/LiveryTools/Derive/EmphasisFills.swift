import LiveryCore

/// The solid emphasis fills a dark keeps as they are: a background that on-emphasis text is
/// read on (a primary button, a status badge) whose text is a color of another family than
/// the fill — white or a neutral on a blue step, not a tone of the fill's own ramp.
///
/// Two designs meet here. A tonal system writes a fill's text as a step of the fill's own
/// ramp (`on-primary` → `primary.100` on `primary.40`), and its dark swaps the two ends of
/// that ramp (`primary.80` under `primary.20`): derive mirrors both, as before. A system
/// that writes white (or a neutral) on its fill keeps the fill's color in its dark, since the
/// pair already reads on both pages, and the white text on it.
///
/// Only chromatic fills are kept (OKLCH chroma at least ``PaletteRamp/greyChroma``, the grey
/// ramps' bound): a neutral fill (a dark grey button) would sink into the dark
/// page. Only fills on a shared palette: a step of a ramp the theme defines itself is the
/// derived ramp's step (``ThemeRamps``), and keeping the fill's color would tear it from its
/// ramp. A fill is not kept when its text is also read on a fill that moves. Only strategies
/// that mirror ramps (the darks) keep fills.
///
/// ```swift
/// // Carbon: text01 on the page, and the white text04 on the blue.60 fill interactive01.
/// let pairs = try ContrastRequirements.parse(
///     try JSONParser.parse(
///         """
///         [{"foreground": "color.text01", "background": "color.ui", "minimum": "text"},
///          {"foreground": "color.text04", "background": "color.interactive01", "minimum": "text"}]
///         """), file: "pairs.json")
/// let aliases = ["color.interactive01": "carbon.blue.60", "color.text04": "carbon.white"]
/// let lightness = ["color.text01": 0.2, "color.ui": 1, "color.text04": 1, "color.interactive01": 0.55]
/// let roles = TokenRoleInference(
///     pairs: pairs.pairs, names: Array(lightness.keys), aliases: aliases, lightness: { lightness[$0] })
/// let fills = EmphasisFills(
///     pairs: pairs.pairs, roles: roles, aliases: aliases, derived: [], color: { _ in try? Color(hex: "#0f62fe") })
/// fills.kept   // ["color.interactive01"]
/// ```
struct EmphasisFills {
    /// The fills kept, by token name.
    let kept: Set<String>

    init(
        pairs: [ContrastPair], roles: TokenRoleInference, aliases: [String: String], derived: Set<String>,
        color: (String) -> Color?
    ) {
        var textOn: [String: [String]] = [:]
        for pair in pairs where roles.role(of: pair.foreground) == .onEmphasis {
            textOn[pair.background, default: []].append(pair.foreground)
        }
        var kept: Set<String> = []
        for (fill, texts) in textOn where roles.role(of: fill) == .background && aliases[fill] != nil {
            let step = Self.literal(fill, aliases: aliases)
            let ramp = PaletteRamp.scale(of: step)
            guard !ramp.isEmpty, !derived.contains(step),
                texts.allSatisfy({ PaletteRamp.scale(of: Self.literal($0, aliases: aliases)) != ramp }),
                let fillColor = color(fill), OKLCHValue(fillColor).c >= PaletteRamp.greyChroma
            else { continue }
            kept.insert(fill)
        }
        // A text read on a fill that moves follows that fill, so every fill it is read on
        // moves with it (a hover fill is not kept under text its resting fill turns dark).
        var changed = true
        while changed {
            changed = false
            for (fill, texts) in textOn where !kept.contains(fill) {
                for other in kept where texts.contains(where: { textOn[other]?.contains($0) == true }) {
                    kept.remove(other)
                    changed = true
                }
            }
        }
        // Where the pairs name no fill at all (Codex pairs nothing with its blue `progressive`
        // button), a solid background is taken for one when it is chromatic, opaque and white
        // text reads on it. Where they name fills, an unpaired background is none of them:
        // Fluent pairs text with its kept `BrandBackground` and mirrors the unpaired
        // `CompoundBrandBackground`.
        let pairsNameFills = textOn.keys.contains { roles.role(of: $0) == .background }
        if !pairs.isEmpty, !pairsNameFills {
            let paired = Set(pairs.flatMap { [$0.foreground, $0.background] })
            for name in aliases.keys where !paired.contains(name) && Self.isLoneFill(name, roles: roles) {
                guard !derived.contains(Self.literal(name, aliases: aliases)), let fill = color(name), fill.alpha >= 1,
                    OKLCHValue(fill).c >= PaletteRamp.greyChroma,
                    Color.contrastRatio(.white, fill) >= TokenRoleInference.textMinimum
                else { continue }
                kept.insert(name)
            }
        }
        self.kept = kept
    }

    /// Whether `name` is a background by its pairs and by its words alone, and names no
    /// foreground (Fluent's `BrandForegroundLink.Fill.Color.Rest` paints text as a fill).
    private static func isLoneFill(_ name: String, roles: TokenRoleInference) -> Bool {
        roles.role(of: name) == .background && TokenRoleInference.role(fromWordsOf: name) == .background
            && !TokenRoleInference.words(of: name).contains(where: TokenRoleInference.foregroundWords.contains)
    }

    /// The token `name`'s references end at (itself when it is a literal; a cycle, 16 deep at
    /// most, ends where it was cut).
    private static func literal(_ name: String, aliases: [String: String]) -> String {
        var current = name
        for _ in 0..<16 {
            guard let next = aliases[current] else { break }
            current = next
        }
        return current
    }

    /// The anchored on-emphasis text (a foreground of a declared pair, read on a fill) that
    /// the designer put on the other side of mid-lightness from its light color, first by
    /// name: white button text stated dark says the design lightens its fills (PatternFly's
    /// `on-brand` text, `gray.90` in its dark), so no fill is kept, as with `--fills mirror`.
    /// `nil` when no anchor says so.
    static func mirroringAnchor(
        _ anchors: [String: Color], pairs: [ContrastPair], roles: TokenRoleInference, light: (String) -> Color?
    ) -> String? {
        anchors.keys.sorted().first { name in
            guard let anchor = anchors[name], roles.role(of: name) == .onEmphasis,
                pairs.contains(where: { $0.foreground == name }), let color = light(name)
            else { return false }
            return (OKLCHValue(color).l >= 0.5) != (OKLCHValue(anchor).l >= 0.5)
        }
    }

    /// Why an anchor turned the fills to the mirror, in the report.
    static let mirroringReason =
        "anchored: the color stated for it, on-emphasis text turned to the other side: fills are mirrored, as with --fills mirror"

    /// Why a kept fill keeps its color, in the report.
    static let reason =
        "emphasis fill with text of another color family on it: kept, as the light's pair reads on both pages"
}
