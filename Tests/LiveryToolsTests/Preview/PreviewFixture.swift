import LiveryCore
import LiveryTools

/// A theme source for the preview tests: appearance light/dark/sepia × contrast normal/high,
/// with role-like names (`color.bg.default`, `color.text.muted`, `color.accent.on`, …), a
/// translucent color, a color outside sRGB, palette steps, typography and a dimension, and a
/// description that needs HTML escaping.
enum PreviewFixture {
    static let modifiers = [
        ModifierDescription(name: "theme", contexts: ["light", "dark", "sepia"], defaultContext: "light"),
        ModifierDescription(name: "contrast", contexts: ["normal", "high"], defaultContext: "normal"),
    ]

    /// A description with markup and quotes, shown escaped.
    static let trickyDescription = "Use <b>only</b> for \"alerts\" & 'errors' </style><script>alert(1)</script>"

    static func rgb(_ hex: String) -> TokenValue {
        // The fixture's hex strings are literals below; a typo shows as magenta.
        .color((try? Color(hex: hex)) ?? Color(.srgb, 1, 0, 1))
    }

    static func color(_ hex: String, description: String? = nil) -> ResolvedToken {
        ResolvedToken(type: .color, value: rgb(hex), description: description)
    }

    /// Per appearance: bg, surface, text, muted text, accent, on-accent, danger, border.
    static let palettes: [String: [String]] = [
        "light": ["#ffffff", "#f4f5f7", "#16181d", "#5b6270", "#2457d6", "#ffffff", "#c4281c", "#d5d9e0"],
        "dark": ["#0f1115", "#1a1d24", "#f2f3f5", "#a3aab8", "#7aa2ff", "#0f1115", "#ff7b6e", "#343a46"],
        "sepia": ["#f6eedd", "#efe4cc", "#3b2f20", "#6e5c45", "#8a4b14", "#fffaf0", "#a8321e", "#d9c8a6"],
    ]

    static func tokens(theme: String, high: Bool) -> [String: ResolvedToken] {
        let p = palettes[theme] ?? []
        func at(_ i: Int) -> String { p.indices.contains(i) ? p[i] : "#ff00ff" }
        let strongText = theme == "dark" ? "#ffffff" : "#000000"
        return [
            "color.bg.default": color(at(0)),
            "color.bg.surface": color(at(1)),
            "color.text.default": color(high ? strongText : at(2)),
            "color.text.muted": color(high ? at(2) : at(3)),
            "color.accent.default": color(at(4)),
            "color.accent.on": color(at(5)),
            "color.danger.default": color(at(6), description: trickyDescription),
            "color.border.default": color(high ? at(3) : at(7)),
            "color.overlay": color(theme == "dark" ? "#00000099" : "#00000040"),
            "color.brand.vivid": ResolvedToken(
                type: .color, value: .color(Color(.displayP3, theme == "dark" ? 0.2 : 0.1, 0.85, 0.3))),
            "palette.blue.500": color("#2f6fe4"),
            "size.radius.card": ResolvedToken(type: .dimension, value: .dimension(Dimension(12, .px))),
            "typography.body": ResolvedToken(
                type: .typography,
                value: .typography(
                    Typography(
                        fontFamily: ["Georgia", "serif"], fontSize: Dimension(15, .px), fontWeight: 400, lineHeight: 1.5
                    ))),
            "typography.headline": ResolvedToken(
                type: .typography,
                value: .typography(
                    Typography(
                        fontFamily: ["Georgia", "serif"], fontSize: Dimension(19, .px), fontWeight: 700,
                        lineHeight: 1.25))),
        ]
    }

    static let table: ThemeTable = {
        var themes: [ResolverInput: [String: ResolvedToken]] = [:]
        for theme in ["light", "dark", "sepia"] {
            for contrast in ["normal", "high"] {
                themes[ResolverInput([("theme", theme), ("contrast", contrast)])] =
                    tokens(theme: theme, high: contrast == "high")
            }
        }
        return ThemeTable(modifiers: modifiers, themes: themes)
    }()

    /// The fixture's color token names.
    static let colorNames = tokens(theme: "light", high: false).filter { $0.value.type == .color }.keys.sorted()
}
