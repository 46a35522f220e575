import LiveryCore
import Testing

@testable import LiveryTools

/// What a dark keeps from the light, by the light's own structure: a solid fill whose text is
/// of another color family (white on a blue step), a lone chromatic palette color, and a color
/// named for a surface that never changes (`…OnLight`).
@Suite("Derive keeps what the light's structure says is fixed")
struct EmphasisFillTests {
    /// A blue, a grey and a mint ramp of six steps (OKLCH lightness 0.97 … 0.25), loose `white`, `black`
    /// and `yellow`, and `light.tokens.json` from `light` (name → palette step, or a `#` hex
    /// literal), derived to dark
    /// with `pairs` (foreground, background, minimum).
    static func derived(
        _ light: KeyValuePairs<String, String>, pairs: [(String, String, String)]
    ) throws -> [String: DerivedTokenReport] {
        var palette = JSONObject()
        let lightness = [0.97, 0.85, 0.7, 0.55, 0.4, 0.25]
        // Mint's chroma peaks sharply mid-ramp: its lightest step is a pale tint.
        let mint = [0.035, 0.06, 0.12, 0.16, 0.12, 0.06]
        for (hue, chroma, group) in [
            (255.0, { (_: Int, l: Double) in 0.2 * (1 - abs(l - 0.55)) }, "blue"), (0.0, { _, _ in 0 }, "gray"),
            (170.0, { index, _ in mint[index] }, "mint"),
        ] {
            var steps = JSONObject()
            for (index, l) in lightness.enumerated() {
                let color = OKLCHValue(l: l, c: chroma(index, l), h: hue).srgb(alpha: 1)
                steps["\((index + 1) * 10)"] = ["$value": color.dtcg]
            }
            palette[group] = .object(steps)
        }
        palette["white"] = ["$value": Color.white.dtcg]
        palette["black"] = ["$value": Color.black.dtcg]
        palette["yellow"] = ["$value": OKLCHValue(l: 0.9, c: 0.18, h: 100).srgb(alpha: 1).dtcg]
        var tokens = JSONObject()
        for (name, step) in light {
            tokens[name] = ["$value": step.hasPrefix("#") ? try Color(hex: step).dtcg : .string("{palette.\(step)}")]
        }
        let files = DerivationFixtures.paletteTheme(
            palette: palette, light: ["color": .object(tokens), "$type": "color"])
        let requirements = ContrastRequirements(
            pairs: pairs.enumerated().map { index, pair in
                ContrastPair(
                    foreground: "color.\(pair.0)", background: "color.\(pair.1)",
                    minimum: .ratio(pair.2 == "text" ? 4.5 : 3), path: "pairs[\(index)]")
            },
            file: "pairs.json")
        let resolved = try Resolver(path: "app.resolver.json", loader: .memory(files))
        let result = try ThemeDerivation.derive(
            try DeriveInput(resolver: resolved, from: "light", to: "dark"),
            options: .init(strategy: .invertLightness, requirements: requirements, overwrite: true),
            placement: try DerivedPlacement(
                resolverPath: "app.resolver.json", output: "dark.tokens.json", modifier: "theme", context: "dark",
                loader: .memory(files)))
        return Dictionary(
            uniqueKeysWithValues: result.report.tokens.map {
                ($0.name.replacingOccurrences(of: "color.", with: ""), $0)
            })
    }

    @Test func aFillWithWhiteTextKeepsItsStepAndItsText() throws {
        let tokens = try Self.derived(
            ["page": "white", "text": "gray.60", "primary": "blue.40", "onPrimary": "white"],
            pairs: [("text", "page", "text"), ("onPrimary", "primary", "text")])
        let primary = try #require(tokens["primary"])
        #expect(primary.new == "{palette.blue.40}", "\(primary.reason)")
        #expect(primary.reason == EmphasisFills.reason)
        #expect(tokens["onPrimary"]?.new == "{palette.white}")
        #expect(tokens["page"]?.new != "{palette.white}", "the page still turns dark")
    }

    @Test func theRulesOwnExampleKeepsCarbonsInteractiveFill() throws {
        let pairs = try ContrastRequirements.parse(
            try JSONParser.parse(
                """
                [{"foreground": "color.text01", "background": "color.ui", "minimum": "text"},
                 {"foreground": "color.text04", "background": "color.interactive01", "minimum": "text"}]
                """), file: "pairs.json")
        let aliases = ["color.interactive01": "carbon.blue.60", "color.text04": "carbon.white"]
        let lightness = ["color.text01": 0.2, "color.ui": 1, "color.text04": 1, "color.interactive01": 0.55]
        let roles = TokenRoleInference(
            pairs: pairs.pairs, names: Array(lightness.keys), aliases: aliases, lightness: { lightness[$0] })
        let blue = try Color(hex: "#0f62fe")
        let fills = EmphasisFills(pairs: pairs.pairs, roles: roles, aliases: aliases, derived: [], color: { _ in blue })
        #expect(fills.kept == ["color.interactive01"])
        let perTheme = EmphasisFills(
            pairs: pairs.pairs, roles: roles, aliases: aliases, derived: ["carbon.blue.60"], color: { _ in blue })
        #expect(perTheme.kept.isEmpty, "a step of a ramp the theme defines is left to the ramp")
        let grey = EmphasisFills(
            pairs: pairs.pairs, roles: roles, aliases: aliases, derived: [], color: { _ in try? Color(hex: "#6f6f6f") })
        #expect(grey.kept.isEmpty)
    }

    @Test func aTonalFillWhoseTextIsOfItsOwnRampIsMirrored() throws {
        let tokens = try Self.derived(
            ["page": "white", "text": "gray.60", "primary": "blue.40", "onPrimary": "blue.10"],
            pairs: [("text", "page", "text"), ("onPrimary", "primary", "text")])
        #expect(tokens["primary"]?.new != "{palette.blue.40}", "a tonal system swaps its fill's ends")
        #expect(tokens["onPrimary"]?.new != "{palette.blue.10}")
    }

    @Test func aGreyFillIsNotKept() throws {
        let tokens = try Self.derived(
            ["page": "white", "text": "gray.60", "button": "gray.50", "onButton": "white"],
            pairs: [("text", "page", "text"), ("onButton", "button", "text")])
        #expect(tokens["button"]?.new != "{palette.gray.50}", "a dark grey fill would sink into the dark page")
    }

    @Test func aFillSharingItsTextWithAFillThatMovesMovesToo() throws {
        // `accent` is also read on the page (so it must turn light), and `accentHover` carries
        // the same white text: keeping the hover fill would leave that text, turned dark for
        // `accent`, unreadable on it.
        let tokens = try Self.derived(
            [
                "page": "white", "text": "gray.60", "accent": "blue.40", "accentHover": "blue.50",
                "onAccent": "white",
            ],
            pairs: [
                ("text", "page", "text"), ("accent", "page", "non-text"), ("onAccent", "accent", "text"),
                ("onAccent", "accentHover", "text"),
            ])
        #expect(tokens["accentHover"]?.reason != EmphasisFills.reason)
        #expect(tokens["accentHover"]?.new != "{palette.blue.50}")
    }

    /// Codex pairs no text with its blue button: where the pairs name no fill, a solid
    /// chromatic background that white reads on is taken for one.
    @Test func anUnpairedFillIsKeptWhereThePairsNameNoFill() throws {
        let light: KeyValuePairs<String, String> = [
            "page": "white", "text": "gray.60", "buttonBackground": "blue.50", "tintBackground": "blue.10",
            "linkForegroundFill": "blue.50",
        ]
        let tokens = try Self.derived(light, pairs: [("text", "page", "text")])
        let button = try #require(tokens["buttonBackground"])
        #expect(button.new == "{palette.blue.50}", "\(button.reason)")
        #expect(button.reason == EmphasisFills.reason)
        #expect(tokens["tintBackground"]?.new != "{palette.blue.10}", "white does not read on a pale tint")
        #expect(tokens["linkForegroundFill"]?.new != "{palette.blue.50}", "a foreground painted as a fill is text")
    }

    /// Where the pairs name the fills, an unpaired background is none of them, whether the
    /// named fills move (white text on a grey button turns dark with it) or are kept.
    @Test(arguments: ["gray.50", "blue.40"])
    func anUnpairedBackgroundIsNoFillWhereThePairsNameTheFills(_ namedFill: String) throws {
        let tokens = try Self.derived(
            [
                "page": "white", "text": "gray.60", "namedBackground": namedFill, "onNamed": "white",
                "buttonBackground": "blue.50",
            ],
            pairs: [("text", "page", "text"), ("onNamed", "namedBackground", "text")])
        #expect(tokens["buttonBackground"]?.reason != EmphasisFills.reason)
        #expect(tokens["buttonBackground"]?.new != "{palette.blue.50}")
    }

    @Test func aLoneChromaticColorKeepsItsStep() throws {
        let tokens = try Self.derived(
            ["page": "white", "text": "gray.60", "warning": "yellow"], pairs: [("text", "page", "text")])
        #expect(tokens["warning"]?.new == "{palette.yellow}", "no grey step stands in for a yellow")
    }

    @Test func aLooseWhiteStillTurnsIntoTheDarkPage() throws {
        let tokens = try Self.derived(["page": "white", "text": "black"], pairs: [("text", "page", "text")])
        #expect(tokens["page"]?.new.hasPrefix("{palette.gray.") == true, "\(tokens["page"]?.new ?? "")")
    }

    /// A shadow darkens what lies under it in a dark theme too; a light color named for a
    /// box shadow (Codex's white `box-shadow.color.inverted`, its blue rings) is a ring.
    @Test func aDarkShadowIsKeptAndALightOneIsARing() throws {
        let black = Color.black
        #expect(TokenRoleInference.isInvariant("md.sys.color.shadow", color: black))
        #expect(TokenRoleInference.isInvariant("shadow.small", color: try Color(hex: "#0a0d0e29")))
        #expect(
            TokenRoleInference.isInvariant("box-shadow.color.progressive--active", color: try Color(hex: "#233566")))
        #expect(!TokenRoleInference.isInvariant("box-shadow.color.inverted", color: .white))
        #expect(
            !TokenRoleInference.isInvariant("box-shadow.color.progressive-selected", color: try Color(hex: "#3366cc")))
        #expect(TokenRoleInference.isInvariant("box-shadow.color.inverted"), "by its name alone, a shadow")
    }

    @Test func aColorNamedForALightOrDarkSurfaceIsTheSameInEveryTheme() {
        for name in [
            "BrandForegroundOnLight.Fill.Color.Rest", "color.text.on-dark", "color.icon_on_light",
            "semantic.backgroundAlwaysDark", "color.background.always-light",
        ] {
            #expect(TokenRoleInference.isInvariant(name), "\(name)")
        }
        for name in ["color.text.on-brand", "color.light.text", "color.on.surface.dark-ish", "color.always.brand"] {
            #expect(!TokenRoleInference.isInvariant(name), "\(name)")
        }
    }

    @Test func aTranslucentDarkOverlayDimsInEveryTheme() {
        let dim = Color(.srgb, 0.09, 0.09, 0.09, alpha: 0.5)
        for name in [
            "color.overlay01", "BackgroundOverlay.Fill.Color.Rest", "modal-overlay",
            "global.background.color.backdrop.default",
        ] {
            #expect(TokenRoleInference.isInvariant(name, color: dim), "\(name)")
        }
        // An opaque overlay is a surface (a popover's background), a white veil lightens: both move.
        #expect(!TokenRoleInference.isInvariant("overlay.bgColor", color: .white))
        #expect(!TokenRoleInference.isInvariant("color.backdrop", color: .white), "an opaque backdrop is a surface")
        #expect(!TokenRoleInference.isInvariant("overlay.bgColor", color: Color(.srgb, 0.1, 0.1, 0.1)))
        #expect(!TokenRoleInference.isInvariant("color.overlay", color: Color(.srgb, 1, 1, 1, alpha: 0.6)))
        #expect(!TokenRoleInference.isInvariant("color.hover", color: dim))
        #expect(!TokenRoleInference.isInvariant("color.overlay01"), "the name alone does not say translucent")
    }
}
