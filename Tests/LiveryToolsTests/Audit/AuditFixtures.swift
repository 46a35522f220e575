import LiveryCore
import LiveryTools

/// Small themes for the audit and derive specifications.
enum Fixture {
    static func color(_ r: Double, _ g: Double, _ b: Double, alpha: Double = 1) -> ResolvedToken {
        ResolvedToken(type: .color, value: .color(Color(.srgb, r, g, b, alpha: alpha)))
    }

    static func gray(_ v: Double, alpha: Double = 1) -> ResolvedToken { color(v, v, v, alpha: alpha) }

    static let white = gray(1)
    static let black = gray(0)
    static let spacing = ResolvedToken(type: .dimension, value: .dimension(Dimension(4, .px)))

    /// A theme × contrast source where every combination has the same tokens.
    static func twoModifiers(_ tokens: [String: ResolvedToken]) -> ThemeTable {
        let modifiers = [
            ModifierDescription(name: "theme", contexts: ["light", "dark"]),
            ModifierDescription(name: "contrast", contexts: ["normal", "high"]),
        ]
        var themes: [ResolverInput: [String: ResolvedToken]] = [:]
        for theme in ["light", "dark"] {
            for contrast in ["normal", "high"] {
                themes[ResolverInput([("theme", theme), ("contrast", contrast)])] = tokens
            }
        }
        return ThemeTable(modifiers: modifiers, themes: themes)
    }

    static func requirements(_ text: String, file: String = "pairs.json") throws -> ContrastRequirements {
        try ContrastRequirements.parse(try JSONParser.parse(text), file: file)
    }
}
