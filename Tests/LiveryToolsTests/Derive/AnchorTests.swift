import LiveryCore
import Testing

@testable import LiveryTools

/// `--anchor <token>=<color>` (``ThemeDerivation/Options/anchors``): a color the designer
/// states for a token of the target. It is written as given, never moved for a pair, and an
/// anchored page is where the mirrored surfaces turn. Shown on Carbon's and Spectrum's own
/// tokens (corpus systems, not held out).
@Suite("Derive anchors")
struct AnchorTests {
    /// The token `name` of `result`'s report.
    func token(_ name: String, in result: ThemeDerivation.Result) throws -> DerivedTokenReport {
        try #require(result.report.tokens.first { $0.name == name })
    }

    @Test func anAnchorOfAPaletteStepsColorIsWrittenAsThatStep() throws {
        let result = try CorpusTests.derive("carbon", anchors: ["color.uiBackground": try Color(hex: "#171717")])
        let page = try token("color.uiBackground", in: result)
        #expect(page.kind == .anchored)
        #expect(page.new == "{carbon.gray.100}")
        #expect(!page.adjusted)
    }

    @Test func anAnchorOfNoPaletteStepsColorIsWrittenAsALiteral() throws {
        let result = try CorpusTests.derive("carbon", anchors: ["color.uiBackground": try Color(hex: "#0d1117")])
        #expect(try token("color.uiBackground", in: result).new == "#0d1117")
        #expect(result.report.text.contains("1 anchored"), "the summary counts it")
    }

    /// Carbon's first layer `ui01` sits one step inside its white page; with the page
    /// anchored lighter it lands lighter, with the page anchored darker, darker.
    @Test func theSurfacesTurnAboutAnAnchoredPage() throws {
        func layer(page hex: String) throws -> Double {
            let result = try CorpusTests.derive("carbon", anchors: ["color.uiBackground": try Color(hex: hex)])
            let resolved = try placedColor("color.ui01", result)
            return OKLCHValue(resolved).l
        }
        let darker = try layer(page: "#171717")
        let lighter = try layer(page: "#3d3d3d")
        #expect(darker < lighter, "ui01 \(darker) with a gray.100 page, \(lighter) with a gray.80 page")
    }

    /// An anchor is the designer's word: where a pair fails on it, the other token moves.
    @Test func theOtherTokenOfAPairMovesForAnAnchor() throws {
        // A mid-grey page: the derived near-white body text reads 3.3 : 1 on it.
        let result = try CorpusTests.derive("carbon", anchors: ["color.uiBackground": try Color(hex: "#8c8c8c")])
        let page = try token("color.uiBackground", in: result)
        #expect(page.new == "{carbon.gray.50}")
        let text = result.report.pairs.filter {
            $0.pair.foreground == "color.text01" && $0.pair.background == "color.uiBackground"
        }
        #expect(!text.isEmpty)
        let ratios = text.map(\.ratio)
        #expect(text.allSatisfy { $0.passed }, "\(ratios)")
        let body = try token("color.text01", in: result)
        #expect(body.adjusted)
    }

    /// Two anchors that fail their pair stay as stated, and the report says the pair cannot
    /// pass: nothing the designer stated is moved to hide it.
    @Test func anAnchorIsNeverMovedEvenWhereItsPairFails() throws {
        let grey = try Color(hex: "#8c8c8c")
        let result = try CorpusTests.derive("carbon", anchors: ["color.uiBackground": grey, "color.text01": grey])
        for name in ["color.uiBackground", "color.text01"] {
            let anchored = try token(name, in: result)
            #expect(anchored.new == "{carbon.gray.50}", "\(name)")
            #expect(!anchored.adjusted, "\(name)")
        }
        let failing = result.report.unresolved.filter {
            $0.pair.foreground == "color.text01" && $0.pair.background == "color.uiBackground"
        }
        #expect(!failing.isEmpty)
        #expect(result.report.text.contains("cannot pass: "), "\(result.report.text)")
    }

    /// Spectrum's page, `background-base-color`, is the same in every theme and points at the
    /// per-theme `gray.25`: the anchor goes to `gray.25`, which derive writes.
    @Test func anAnchorOnASharedTokenGoesToTheDerivedTokenItRefersTo() throws {
        let result = try CorpusTests.derive(
            "spectrum", anchors: ["color.background-base-color": try Color(hex: "#111111")])
        let end = try token("spectrum.gray.25", in: result)
        #expect(end.kind == .anchored)
        #expect(end.new == "#111111")
    }

    @Test func anAnchorNamingNoTokenTheDerivationCanWriteIsAnErrorAtItsName() throws {
        let cases: [(String, String)] = [
            ("color.uiBackgrund", "no token of that name"),
            ("carbon.gray.100", "refers to no token derive writes"),
        ]
        for (name, message) in cases {
            let error = try #require(throws: DiagnosticsError.self) {
                try CorpusTests.derive("carbon", anchors: [name: .black])
            }
            #expect(error.diagnostics.map(\.path) == [name])
            #expect(error.description.contains(message), "\(error)")
        }
    }

    /// `name`'s color in the derived dark as the resolver reads it with the file in place.
    func placedColor(_ name: String, _ result: ThemeDerivation.Result) throws -> Color {
        let resolver = try result.placement.resolver(with: result.document)
        let theme = try resolver.theme(for: ResolverInput([("theme", "dark")]))
        return try #require(theme[name]?.value.color)
    }

    // MARK: A shared grey palette, semantic tokens in scope

    static func grey(_ l: Double) -> ResolvedToken {
        ResolvedToken(type: .color, value: .color(OKLCHValue(l: l, c: 0, h: 0).srgb(alpha: 1)))
    }

    /// Derives a light of a shared `palette.gray.1` (0.98) … `.7` (0.15) and the semantic
    /// tokens `aliases` names (all in scope), with `pairs` (foreground, background) as text
    /// pairs and `anchors`; returns the report's tokens by name.
    func derive(
        aliases: [String: String], pairs: [(String, String)], anchors: [String: Color] = [:]
    ) throws -> [String: DerivedTokenReport] {
        var light: [String: ResolvedToken] = [:]
        for (i, l) in [0.98, 0.9, 0.75, 0.6, 0.45, 0.3, 0.15].enumerated() {
            light["palette.gray.\(i + 1)"] = Self.grey(l)
        }
        func end(_ name: String) -> String { aliases[name].map(end) ?? name }
        for name in aliases.keys { light[name] = light[end(name)] }
        let scope = Set(aliases.keys.filter { $0.hasPrefix("color.") })
        let input = try DeriveInput(
            source: ThemeTable(contexts: ["light": light], order: ["light"]), from: "light", to: "dark",
            sourceAliases: aliases, scope: scope)
        let requirements = ContrastRequirements(
            pairs: pairs.enumerated().map { i, pair in
                ContrastPair(foreground: pair.0, background: pair.1, minimum: .ratio(4.5), path: "pairs[\(i)]")
            }, file: "pairs.json")
        let result = try ThemeDerivation.derive(
            input, options: .init(strategy: .invertLightness, requirements: requirements, anchors: anchors))
        return Dictionary(uniqueKeysWithValues: result.report.tokens.map { ($0.name, $0) })
    }

    /// `caption` refers to `text`; with `text` anchored to a grey that fails on the page, the
    /// caption moves for its pair and the page stays where it was without the anchor.
    @Test func aTokenReferringToAnAnchorMovesForItsPairNotThePage() throws {
        let aliases = ["color.page": "palette.gray.1", "color.text": "palette.gray.7", "color.caption": "color.text"]
        let pairs = [("color.caption", "color.page")]
        let plain = try derive(aliases: aliases, pairs: pairs)
        let anchored = try derive(
            aliases: aliases, pairs: pairs, anchors: ["color.text": OKLCHValue(l: 0.45, c: 0, h: 0).srgb(alpha: 1)])
        #expect(anchored["color.text"]?.kind == .anchored)
        #expect(anchored["color.page"]?.new == plain["color.page"]?.new)
        let caption = try #require(anchored["color.caption"])
        #expect(caption.adjusted, "\(caption)")
        #expect(caption.new != anchored["color.text"]?.new)
    }

    /// The pairs read text on `shared.page`, a token the same in every context that refers to
    /// the derived `color.page`: anchoring `shared.page` anchors `color.page`, and the chip
    /// one step inside the page turns about it — darker with a darker page.
    @Test func aPageAnchoredThroughASharedTokenTurnsTheSurfaces() throws {
        let aliases = [
            "shared.page": "color.page", "color.page": "palette.gray.1", "color.chip": "palette.gray.2",
            "color.text": "palette.gray.7",
        ]
        let pairs = [("color.text", "shared.page")]
        func chip(page l: Double) throws -> String {
            let tokens = try derive(
                aliases: aliases, pairs: pairs, anchors: ["shared.page": OKLCHValue(l: l, c: 0, h: 0).srgb(alpha: 1)])
            #expect(tokens["color.page"]?.kind == .anchored)
            return try #require(tokens["color.chip"]?.new)
        }
        // Steps run light (gray.1) to dark (gray.7): a darker chip has the higher number.
        let darker = try chip(page: 0.15)
        let lighter = try chip(page: 0.3)
        #expect(darker > lighter, "the chip is \(darker) on a 0.15 page, \(lighter) on a 0.3 page")
    }

    /// Two anchors that land on one token must agree, whichever name sorts first.
    @Test func twoAnchorsOnOneTokenThatDisagreeAreAnErrorAtTheIndirectOne() throws {
        let error = try #require(throws: DiagnosticsError.self) {
            try CorpusTests.derive(
                "spectrum",
                anchors: [
                    "color.background-base-color": try Color(hex: "#111111"),
                    "spectrum.gray.25": try Color(hex: "#222222"),
                ])
        }
        #expect(error.diagnostics.map(\.path) == ["color.background-base-color"])
        #expect(error.description.contains("another anchor states otherwise"), "\(error)")
        let agreeing = try CorpusTests.derive(
            "spectrum",
            anchors: [
                "color.background-base-color": try Color(hex: "#111111"), "spectrum.gray.25": try Color(hex: "#111111"),
            ])
        #expect(agreeing.report.tokens.first { $0.name == "spectrum.gray.25" }?.new == "#111111")
    }

    // MARK: States follow an anchor that keeps its light color

    /// Fluent keeps its white `BrandBackgroundInverted` button, and its hover, pressed and
    /// selected steps, in its dark. Stating the resting color keeps the three states too;
    /// without the anchor each is mirrored to another step.
    @Test func statesOfATokenStatedAsItsLightColorKeepTheirLightColors() throws {
        let family = "BrandBackgroundInverted.Fill.Color"
        let states = [
            "Hover": "{Global.Color.Brand.160}", "Pressed": "{Global.Color.Brand.140}",
            "Selected": "{Global.Color.Brand.150}",
        ]
        let plain = try CorpusTests.derive("fluent")
        for (state, light) in states {
            #expect(try token("\(family).\(state)", in: plain).new != light, "mirrored without the anchor")
        }
        let result = try CorpusTests.derive("fluent", anchors: ["\(family).Rest": .white])
        #expect(try token("\(family).Rest", in: result).kind == .anchored)
        for (state, light) in states {
            let kept = try token("\(family).\(state)", in: result)
            #expect(kept.new == light, "\(state)")
            #expect(kept.kind == .kept, "\(state)")
            #expect(kept.reason == AnchorFollowers.reason(.init(anchored: "\(family).Rest")), "\(state)")
        }
        // A token of another family, or a state's own anchor, is not overridden.
        let own = try Color(hex: "#123456")
        let stated = try CorpusTests.derive(
            "fluent", anchors: ["\(family).Rest": .white, "\(family).Hover": own])
        #expect(try token("\(family).Hover", in: stated).new == "#123456")
        #expect(
            try token("BrandBackground.Fill.Color.Hover", in: stated).new
                == token("BrandBackground.Fill.Color.Hover", in: plain).new)
    }

    /// An anchor of another color says how far one token moves, not where its states go:
    /// they are derived as without it.
    @Test func statesOfATokenStatedAsANewColorAreDerivedAsBefore() throws {
        let family = "BrandBackgroundInverted.Fill.Color"
        let plain = try CorpusTests.derive("fluent")
        let result = try CorpusTests.derive("fluent", anchors: ["\(family).Rest": try Color(hex: "#eeeeee")])
        for state in ["Hover", "Pressed", "Selected"] {
            #expect(try token("\(family).\(state)", in: result).new == token("\(family).\(state)", in: plain).new)
        }
    }

    /// A state shares its name with its resting token and its other states: a state word in
    /// the last segment, in any case and separator, is what differs. Focus is none: a focus
    /// ring is a color of its own.
    @Test(arguments: [
        ("BrandBackgroundInverted.Fill.Color.Rest", "BrandBackgroundInverted.Fill.Color.Pressed", true),
        ("color.activePrimary", "color.hoverPrimary", true),
        ("background-color.error", "background-color.error--hover", true),
        ("color.bg.default", "color.bg.selected", true),
        ("global.text.color.on-brand.default", "global.text.color.on-brand.clicked", true),
        ("color.progressive", "color.progressive--focus", false),
        ("color.activePrimary", "color.activeDanger", false),
        ("a.color.hover", "b.color.hover", false),
    ])
    func aStateIsNamedLikeItsSiblings(first: String, second: String, siblings: Bool) throws {
        let states = AnchorFollowers(anchors: [first: .white], names: [first, second], color: { _ in .white })
        #expect((states.followers[second]?.anchored == first) == siblings)
    }

    /// PatternFly's white `on-brand` text at rest, hovered and clicked is one `gray.90` in its
    /// dark: states the light does not tell apart, the dark does not either. Stating the
    /// resting text states its hover, of the same light color; its pressed state, of another
    /// light color, is derived as without the anchor.
    @Test func statesOfTheSameLightColorTakeTheStatedColor() throws {
        let aliases = [
            "color.page": "palette.gray.1", "color.text.default": "palette.gray.7",
            "color.text.hover": "palette.gray.7", "color.text.pressed": "palette.gray.6",
        ]
        let pairs = [("color.text.default", "color.page")]
        let stated = OKLCHValue(l: 0.9, c: 0, h: 0).srgb(alpha: 1)
        let plain = try derive(aliases: aliases, pairs: pairs)
        let anchored = try derive(aliases: aliases, pairs: pairs, anchors: ["color.text.default": stated])
        #expect(plain["color.text.hover"]?.new != "{palette.gray.2}")
        let hover = try #require(anchored["color.text.hover"])
        #expect(hover.new == "{palette.gray.2}")
        #expect(hover.reason == AnchorFollowers.reason(.init(anchored: "color.text.default", color: stated)))
        #expect(anchored["color.text.pressed"]?.new == plain["color.text.pressed"]?.new)
        #expect(anchored["color.text.pressed"]?.reason == plain["color.text.pressed"]?.reason)
    }

    /// PatternFly keeps its pale `nonstatus` label fills pale in its dark, each one step
    /// deeper (`blue.20` → `blue.30`, `red.20` → `red.30`). Stating the blue one states its
    /// analogues on the other hue ramps, named one word apart on the same step number.
    @Test func analoguesOnOtherRampsTakeTheStatedStepNumber() throws {
        let blue30 = try Color(hex: "#92c5f9")
        let plain = try CorpusTests.derive("patternfly")
        let result = try CorpusTests.derive(
            "patternfly", anchors: ["global.color.nonstatus.blue.default": blue30])
        for hue in ["red", "orange", "yellow", "green", "teal", "purple"] {
            let name = "global.color.nonstatus.\(hue).default"
            #expect(try token(name, in: plain).new != "{patternfly.\(hue).30}", "\(hue) without the anchor")
            let analogue = try token(name, in: result)
            #expect(analogue.new == "{patternfly.\(hue).30}", "\(hue)")
            #expect(
                analogue.reason
                    == AnchorFollowers.reason(
                        .init(anchored: "global.color.nonstatus.blue.default", color: nil, step: "patternfly.\(hue).30")
                    ), "\(hue)")
        }
        // A token two words apart is no analogue.
        #expect(
            try token("global.color.nonstatus.blue.hover", in: result).new
                == token("global.color.nonstatus.blue.hover", in: plain).new)
        #expect(
            try token("global.border.color.nonstatus.red.default", in: result).new
                == token("global.border.color.nonstatus.red.default", in: plain).new)
    }

    /// An analogue is one word apart and on another ramp's step of the same number; a token
    /// on the anchored token's own ramp, of another number, or another word count is none.
    @Test func anAnalogueIsOneWordApartOnTheSameStepOfAnotherRamp() throws {
        let grey = { (l: Double) in OKLCHValue(l: l, c: 0, h: 0).srgb(alpha: 1) }
        let palette: [(name: String, color: Color)] = [
            ("p.blue.20", grey(0.9)), ("p.blue.30", grey(0.8)), ("p.red.20", grey(0.91)), ("p.red.30", grey(0.81)),
        ]
        let aliases = [
            "c.label.blue": "p.blue.20", "c.label.red": "p.red.20", "c.label.cyan": "p.blue.20",
            "c.label.red.strong": "p.red.20", "c.label.pink": "p.red.30",
        ]
        let followers = AnchorFollowers(
            anchors: ["c.label.blue": grey(0.8)], names: aliases.keys.sorted(), color: { _ in nil },
            aliases: aliases, palette: palette
        ).followers
        #expect(
            followers["c.label.red"]
                == .init(anchored: "c.label.blue", color: grey(0.81), step: "p.red.30"))
        #expect(followers["c.label.cyan"] == nil, "the same ramp")
        #expect(followers["c.label.red.strong"] == nil, "another word count")
        #expect(followers["c.label.pink"] == nil, "another step number")
    }

    /// An analogue is written as the step it was given, even on a ramp too short to place a
    /// color on (four steps, where a lone chromatic color keeps its step).
    @Test func anAnalogueLandsOnItsStepOfAShortRamp() throws {
        let hexes = [
            "palette.white": "#ffffff", "palette.gray.90": "#262626", "palette.blue.20": "#d0e2ff",
            "palette.blue.30": "#a6c8ff", "palette.blue.60": "#0f62fe", "palette.blue.80": "#002d9c",
            "palette.red.20": "#ffd7d9", "palette.red.30": "#ffb3b8", "palette.red.60": "#da1e28",
            "palette.red.80": "#750e13",
        ]
        let aliases = [
            "color.page": "palette.white", "color.text": "palette.gray.90",
            "color.label.blue": "palette.blue.20", "color.label.red": "palette.red.20",
        ]
        var light: [String: ResolvedToken] = [:]
        for (name, hex) in hexes { light[name] = ResolvedToken(type: .color, value: .color(try Color(hex: hex))) }
        for (name, step) in aliases { light[name] = light[step] }
        let input = try DeriveInput(
            source: ThemeTable(contexts: ["light": light], order: ["light"]), from: "light", to: "dark",
            sourceAliases: aliases, scope: Set(aliases.keys))
        let pairs = ContrastRequirements(
            pairs: [ContrastPair(foreground: "color.text", background: "color.page", minimum: .ratio(4.5), path: "p")],
            file: "pairs.json")
        let result = try ThemeDerivation.derive(
            input,
            options: .init(
                strategy: .invertLightness, requirements: pairs,
                anchors: ["color.label.blue": try Color(hex: "#a6c8ff")]))
        #expect(try token("color.label.red", in: result).new == "{palette.red.30}")
    }

    /// PatternFly lightens its fills in its dark and turns their white text dark. Stating one
    /// white `on-brand` text dark says so: the fills are derived as with `--fills mirror`,
    /// and the anchor's reason says why.
    @Test func onEmphasisTextStatedOnTheOtherSideMirrorsTheFills() throws {
        let text = "global.text.color.on-brand.default"
        let dark = try Color(hex: "#1f1f1f")
        let kept = try CorpusTests.derive("patternfly")
        let mirrored = try CorpusTests.derive("patternfly", fills: .mirror)
        let result = try CorpusTests.derive("patternfly", anchors: [text: dark])
        #expect(try token(text, in: result).reason == EmphasisFills.mirroringReason)
        for fill in ["global.color.brand.default", "global.color.status.success.default", "global.color.brand.hover"] {
            #expect(try token(fill, in: kept).new != token(fill, in: mirrored).new, "\(fill): kept by default")
            #expect(try token(fill, in: result).new == token(fill, in: mirrored).new, "\(fill)")
        }
    }

    /// Text stated on its own side says nothing of the fills (Carbon's white `text04` on its
    /// kept blue button), and neither does an on-emphasis color no declared pair names
    /// (Fluent's `NeutralStrokeOnBrand`, read on the brand only by its name, which its
    /// designers turn dark while keeping the brand fill).
    @Test func otherAnchorsLeaveTheFillsKept() throws {
        let carbon = try CorpusTests.derive("carbon", anchors: ["color.text04": try Color(hex: "#f4f4f4")])
        #expect(try token("color.interactive01", in: carbon).new == "{carbon.blue.60}")
        let fluent = try CorpusTests.derive(
            "fluent", anchors: ["NeutralStrokeOnBrand.Stroke.Color.Rest": try Color(hex: "#292929")])
        #expect(try token("BrandBackground.Fill.Color.Rest", in: fluent).reason == EmphasisFills.reason)
    }

    /// Base Web states its banners' action colors on the dark counterpart ramps (`red700` →
    /// `red300Dark`): an analogue on another hue lands on its own counterpart ramp, at the
    /// same number (`green700` → `green300Dark`).
    @Test func anAnalogueLandsOnItsCounterpartRampWhereTheAnchorDoes() throws {
        let grey = { (l: Double) in OKLCHValue(l: l, c: 0, h: 0).srgb(alpha: 1) }
        let palette: [(name: String, color: Color)] = [
            ("p.red700", grey(0.4)), ("p.red300Dark", grey(0.7)), ("p.green700", grey(0.41)),
            ("p.green300Dark", grey(0.71)),
        ]
        let aliases = ["c.actionNegative": "p.red700", "c.actionPositive": "p.green700"]
        let followers = AnchorFollowers(
            anchors: ["c.actionNegative": grey(0.7)], names: aliases.keys.sorted(), color: { _ in nil },
            aliases: aliases, palette: palette, counterparts: ["p.red": "p.redDark", "p.green": "p.greenDark"]
        ).followers
        #expect(followers["c.actionPositive"]?.step == "p.green300Dark")
        let without = AnchorFollowers(
            anchors: ["c.actionNegative": grey(0.7)], names: aliases.keys.sorted(), color: { _ in nil },
            aliases: aliases, palette: palette
        ).followers
        #expect(without["c.actionPositive"] == nil, "no counterpart ramps: the anchor is on none of its ramps")
    }
}
