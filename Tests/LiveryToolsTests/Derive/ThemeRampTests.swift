import LiveryCore
import Testing

@testable import LiveryTools

/// Per-theme primitives (a theme file holding its own `gray.1` … `gray.12`): the ramp is
/// derived as one ramp, tokens outside the derived file that point into it read what derive
/// writes, and the white only on-emphasis text uses stays white.
@Suite("Derivation of ramps a theme defines itself")
struct ThemeRampTests {
    static func grey(_ l: Double) -> Color { OKLCHValue(l: l, c: 0, h: 0).srgb(alpha: 1) }

    /// A light theme with its own grey ramp `palette.gray.1` (lightest) … `.6`.
    static let rampLightness = [0.98, 0.93, 0.85, 0.7, 0.5, 0.25]

    static func tokens(_ extra: [String: Color] = [:]) -> [String: ResolvedToken] {
        var colors: [String: Color] = [:]
        for (i, l) in rampLightness.enumerated() { colors["palette.gray.\(i + 1)"] = grey(l) }
        colors["color.bg"] = colors["palette.gray.1"]
        colors["color.text"] = colors["palette.gray.6"]
        colors.merge(extra) { a, _ in a }
        return colors.mapValues { ResolvedToken(type: .color, value: .color($0)) }
    }

    static let aliases = ["color.bg": "palette.gray.1", "color.text": "palette.gray.6"]

    func input(
        _ tokens: [String: ResolvedToken], aliases: [String: String], scope: Set<String>? = nil
    ) throws
        -> DeriveInput
    {
        let table = ThemeTable(contexts: ["light": tokens], order: ["light"])
        return try DeriveInput(source: table, from: "light", to: "dark", sourceAliases: aliases, scope: scope)
    }

    @Test func numberedLiteralsFormARampStatesOfOneTokenDoNot() throws {
        var literals = Self.rampLightness.enumerated().map { ("palette.gray.\($0 + 1)", Self.grey($1)) }
        literals += ["Rest", "Hover", "Pressed", "Selected", "Disabled"].enumerated().map {
            ("Subtle.Fill.Color.\($1)", Self.grey(0.9 - 0.05 * Double($0)))
        }
        let ramps = ThemeRamps(literals: literals)
        #expect(ramps.spans.keys.sorted() == ["palette.gray"])
        let span = try #require(ramps.spans["palette.gray"])
        #expect(abs(span.lightest - 0.98) < 0.01 && abs(span.darkest - 0.25) < 0.01)
        #expect(ramps.span(of: "Subtle.Fill.Color.Rest") == nil)
        #expect(ramps.span(of: "palette.gray.3") != nil)
    }

    @Test func aStepMapsOnTheLineFromTheSurfaceCurveToTheTextCurve() throws {
        let strategy = DerivationStrategy.invertLightness
        let span = ThemeRamps.Span(lightest: 0.98, darkest: 0.25)
        let top = try #require(strategy.map(OKLCHValue(l: 0.98, c: 0.01, h: 40), alongRamp: span))
        let bottom = try #require(strategy.map(OKLCHValue(l: 0.25, c: 0, h: 0), alongRamp: span))
        #expect(abs(top.l - strategy.background(OKLCHValue(l: 0.98, c: 0, h: 0)).l) < 1e-9)
        #expect(abs(bottom.l - strategy.foreground(OKLCHValue(l: 0.25, c: 0, h: 0)).l) < 1e-9)
        #expect(top.c == 0.01 && top.h == 40, "hue and chroma kept")
        #expect(DerivationStrategy.compressLightness.map(top, alongRamp: span) == nil)
    }

    @Test func aPerThemeRampKeepsItsOrderWhateverRoleEachStepPlays() throws {
        // gray.1 is the page (a surface), gray.6 the text, gray.2 … 5 used by no pair: mapped
        // by three role curves, gray.2 landed darker than the page gray.1.
        let pairs = try ContrastRequirements.parse(
            try JSONParser.parse(#"[{"foreground": "color.text", "background": "color.bg", "minimum": "text"}]"#),
            file: "pairs.json")
        let result = try ThemeDerivation.derive(
            try input(Self.tokens(), aliases: Self.aliases),
            options: .init(strategy: .invertLightness, requirements: pairs))
        let lightness = try (1...6).map { step in
            let value = try #require(result.document["palette"]?["gray"]?["\(step)"]?["$value"])
            return OKLCHValue(try Color(dtcg: value)).l
        }
        #expect(lightness == lightness.sorted(), "the dark ramp runs dark → light: \(lightness)")
        #expect(result.report.passed)
    }

    @Test func aTokenOutsideTheFileThatPointsIntoItReadsTheDerivedColor() throws {
        // A shared `color.page` (no per-theme value) pointing at the per-theme gray.1.
        let tokens = Self.tokens(["color.page": Self.grey(0.98)])
        let aliases = Self.aliases.merging(["color.page": "palette.gray.1"]) { a, _ in a }
        let scope = Set(tokens.keys.filter { $0 != "color.page" })
        var plan = DerivationPlan(
            input: try input(tokens, aliases: aliases, scope: scope), options: .init(strategy: .invertLightness),
            pairs: [])
        #expect(plan.slot(for: "color.page") == plan.slot(for: "palette.gray.1"))
    }

    @Test func aTokenThroughASharedAliasKeepsItAndShowsTheDerivedStep() throws {
        // Spectrum's shape: a shared `color.accent.2` (no per-theme value) points at the
        // per-theme gray.2, and the theme's `color.subtle` refers to the shared alias.
        let tokens = Self.tokens(["color.accent.2": Self.grey(0.93), "color.subtle": Self.grey(0.93)])
        let aliases = Self.aliases.merging(["color.accent.2": "palette.gray.2", "color.subtle": "color.accent.2"]) {
            a, _ in a
        }
        let scope = Set(tokens.keys.filter { $0 != "color.accent.2" })
        let result = try ThemeDerivation.derive(
            try input(tokens, aliases: aliases, scope: scope), options: .init(strategy: .invertLightness))
        #expect(result.document["color"]?["subtle"]?["$value"] == "{color.accent.2}", "the alias is kept")
        let step = try #require(result.document["palette"]?["gray"]?["2"]?["$value"])
        #expect(OKLCHValue(try Color(dtcg: step)).l < 0.5, "and it shows the derived, dark gray.2")
        let subtle = try #require(result.report.tokens.first { $0.name == "color.subtle" })
        #expect(subtle.kind == .reference, "\(subtle.reason)")
    }

    @Test func onEmphasisTextWhoseOwnImageReadsOnItsFillStaysAReference() throws {
        // Primer's shape: light text (a reference to the theme's own white) on the dark
        // inverse fill gray.6. The dark turns the fill light and the white dark, and the
        // text, read on the fill, follows the white: a reference still, not a new color.
        let tokens = Self.tokens([
            "palette.white": .white, "color.on-inverse": .white, "color.inverse": Self.grey(0.25),
        ])
        let aliases = Self.aliases.merging(["color.on-inverse": "palette.white", "color.inverse": "palette.gray.6"]) {
            a, _ in a
        }
        let pairs = try ContrastRequirements.parse(
            try JSONParser.parse(
                """
                [{"foreground": "color.text", "background": "color.bg", "minimum": "text"},
                 {"foreground": "color.on-inverse", "background": "color.inverse", "minimum": "text"}]
                """), file: "pairs.json")
        let result = try ThemeDerivation.derive(
            try input(tokens, aliases: aliases), options: .init(strategy: .invertLightness, requirements: pairs))
        let text = try #require(result.report.tokens.first { $0.name == "color.on-inverse" })
        #expect(text.new == "{palette.white}", "\(text.kind): \(text.reason)")
        let white = try #require(result.document["palette"]?["white"]?["$value"])
        #expect(OKLCHValue(try Color(dtcg: white)).l < 0.5, "the white turned dark with it")
        #expect(result.report.passed)
    }

    @Test func aSolidFillOnAPerThemeRampKeepsItsColorOnTheRampTintsAndSurfacesMirror() throws {
        // Spectrum's badges: `badge-bg` on the saturated blue.5 keeps its color in the dark, so it
        // points at the dark ramp's step nearest that color. The `subtle` tint and a surface
        // the text is read on along with the page mirror with the ramp (their step kept).
        var extra: [String: Color] = [:]
        var aliases = Self.aliases
        for (i, l) in Self.rampLightness.enumerated() {
            extra["palette.blue.\(i + 1)"] = OKLCHValue(l: l, c: 0.04 + 0.14 * (1 - abs(l - 0.5) / 0.5), h: 255)
                .srgb(alpha: 1)
        }
        for (name, step) in [("color.badge-bg", 5), ("color.badge-subtle-bg", 5), ("color.panel", 5)] {
            extra[name] = extra["palette.blue.\(step)"]
            aliases[name] = "palette.blue.\(step)"
        }
        let pairs = try ContrastRequirements.parse(
            try JSONParser.parse(
                """
                [{"foreground": "color.text", "background": "color.bg", "minimum": "text"},
                 {"foreground": "color.text", "background": "color.panel", "minimum": 3}]
                """), file: "pairs.json")
        let result = try ThemeDerivation.derive(
            try input(Self.tokens(extra), aliases: aliases),
            options: .init(strategy: .invertLightness, requirements: pairs))
        let report = Dictionary(uniqueKeysWithValues: result.report.tokens.map { ($0.name, $0) })
        let badge = try #require(report["color.badge-bg"])
        #expect(badge.new != "{palette.blue.5}", "\(badge.reason)")
        let light = try #require(extra["palette.blue.5"])
        let derived = { (step: String) throws -> Color in
            try Color(dtcg: try #require(result.document["palette"]?["blue"]?[step]?["$value"]))
        }
        let step = String(badge.new.dropFirst("{palette.blue.".count).dropLast())
        for other in (1...6).map(String.init) where other != step {
            #expect(try derived(step).deltaEOK(light) <= derived(other).deltaEOK(light), "blue.\(other) is nearer")
        }
        #expect(report["color.badge-subtle-bg"]?.new == "{palette.blue.5}", "a tint mirrors")
        #expect(report["color.panel"]?.new == "{palette.blue.5}", "a surface the text is read on mirrors")
    }

    @Test func theWhiteOnlyOnEmphasisTextUsesStaysWhite() throws {
        let tokens = Self.tokens([
            "palette.white": .white, "color.on-brand": .white, "color.brand": try Color(hex: "#2563eb"),
        ])
        let aliases = Self.aliases.merging(["color.on-brand": "palette.white"]) { a, _ in a }
        let pairs = try ContrastRequirements.parse(
            try JSONParser.parse(
                """
                [{"foreground": "color.text", "background": "color.bg", "minimum": "text"},
                 {"foreground": "color.on-brand", "background": "color.brand", "minimum": "text"}]
                """), file: "pairs.json")
        let result = try ThemeDerivation.derive(
            try input(tokens, aliases: aliases), options: .init(strategy: .invertLightness, requirements: pairs))
        let white = try #require(result.document["palette"]?["white"]?["$value"])
        #expect(try Color(dtcg: white).hex == "#ffffff")
        #expect(result.report.passed)
    }
}
