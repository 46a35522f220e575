import LiveryCore
import LiveryTools

/// A small but rich theme source for the exporter tests: light/dark × normal/high contrast,
/// colors (opaque, translucent, one outside sRGB but inside Display P3), a dimension in px and
/// in rem, a duration, a cubic Bézier, a layered shadow, a typography, a number, a font weight,
/// and names that need escaping (`2xl`, `default`).
enum ExportFixture {
    static let modifiers = [
        ModifierDescription(name: "theme", contexts: ["light", "dark"], defaultContext: "light"),
        ModifierDescription(name: "contrast", contexts: ["normal", "high"], defaultContext: "normal"),
    ]

    static func srgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> TokenValue {
        .color(Color(.srgb, r, g, b, alpha: a))
    }

    static func token(_ type: TokenType, _ value: TokenValue) -> ResolvedToken {
        ResolvedToken(type: type, value: value)
    }

    /// Tokens shared by every combination.
    static let common: [String: ResolvedToken] = [
        "color.overlay": token(.color, srgb(0, 0, 0, 0.5)),
        "size.spacing.2xl": token(.dimension, .dimension(Dimension(32, .px))),
        "size.radius.default": token(.dimension, .dimension(Dimension(0.5, .rem))),
        "motion.duration.fast": token(.duration, .duration(TokenDuration(200, .ms))),
        "motion.easing.standard": token(.cubicBezier, .cubicBezier(CubicBezier(0.2, 0, 0, 1))),
        "opacity.disabled": token(.number, .number(0.4)),
        "font.weight.bold": token(.fontWeight, .fontWeight(700)),
        "typography.body": token(
            .typography,
            .typography(
                Typography(
                    fontFamily: ["Inter", "system-ui", "sans-serif"], fontSize: Dimension(16, .px), fontWeight: 400,
                    letterSpacing: Dimension(0.5, .px), lineHeight: 1.5))),
        "color.legacy": ResolvedToken(
            type: .color, value: srgb(0.5, 0.5, 0.5), description: "The old grey.",
            deprecated: .deprecatedBecause("Use color.text.primary.")),
    ]

    static func shadow(alpha: Double) -> ResolvedToken {
        let black = Color(.srgb, 0, 0, 0, alpha: alpha)
        return token(
            .shadow,
            .shadow([
                Shadow(
                    color: black, offsetX: Dimension(0, .px), offsetY: Dimension(1, .px), blur: Dimension(3, .px),
                    spread: Dimension(0, .px)),
                Shadow(
                    color: black, offsetX: Dimension(0, .px), offsetY: Dimension(4, .px), blur: Dimension(8, .px),
                    spread: Dimension(-2, .px), inset: true),
            ]))
    }

    static func themed(dark: Bool, high: Bool) -> [String: ResolvedToken] {
        var tokens = common
        tokens["color.background"] = token(
            .color, dark ? (high ? srgb(0, 0, 0) : srgb(0.063, 0.063, 0.078)) : srgb(1, 1, 1))
        tokens["color.text.primary"] = token(
            .color,
            dark ? (high ? srgb(1, 1, 1) : srgb(0.96, 0.96, 0.96)) : (high ? srgb(0, 0, 0) : srgb(0.1, 0.1, 0.1)))
        tokens["color.accent.vivid"] = token(
            .color, .color(dark ? Color(.displayP3, 1, 0.35, 0.25) : Color(.displayP3, 0.95, 0.2, 0.1)))
        tokens["elevation.card"] = shadow(alpha: dark ? 0.6 : 0.1)
        return tokens
    }

    static let table = ThemeTable(
        modifiers: modifiers,
        themes: [
            ResolverInput([("theme", "light"), ("contrast", "normal")]): themed(dark: false, high: false),
            ResolverInput([("theme", "light"), ("contrast", "high")]): themed(dark: false, high: true),
            ResolverInput([("theme", "dark"), ("contrast", "normal")]): themed(dark: true, high: false),
            ResolverInput([("theme", "dark"), ("contrast", "high")]): themed(dark: true, high: true),
        ])

    static let request = ExportRequest(source: table)
}

extension ExportFixture {
    /// The same table built again from fresh dictionaries (whose iteration order differs
    /// between runs and instances), for determinism tests.
    static func rebuiltTable() -> ThemeTable {
        var themes: [ResolverInput: [String: ResolvedToken]] = [:]
        for input in table.allInputs.reversed() {
            let dark = input["theme"] == "dark"
            let high = input["contrast"] == "high"
            themes[input] = Dictionary(uniqueKeysWithValues: themed(dark: dark, high: high).map { ($0, $1) }.reversed())
        }
        return ThemeTable(modifiers: modifiers, themes: themes)
    }
}
