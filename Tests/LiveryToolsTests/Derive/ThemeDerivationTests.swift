import LiveryCore
import Testing

@testable import LiveryTools

@Suite("Theme derivation")
struct ThemeDerivationTests {
    static func hex(_ text: String) throws -> ResolvedToken {
        ResolvedToken(type: .color, value: .color(try Color(hex: text)))
    }

    /// A small light theme: surfaces, text, a brand color and a link that refers to it.
    static func lightTokens() throws -> [String: ResolvedToken] {
        [
            "color.bg": try hex("#ffffff"), "color.surface": try hex("#f3f4f6"),
            "color.text": try hex("#111827"), "color.muted": try hex("#6b7280"),
            "color.brand": try hex("#2563eb"), "color.on-brand": try hex("#ffffff"),
            "color.link": try hex("#2563eb"),
        ]
    }

    static let pairsText = """
        [{"foreground": "color.text", "background": "color.bg", "minimum": "text"},
         {"foreground": "color.muted", "background": "color.bg", "minimum": "text"},
         {"foreground": "color.muted", "background": "color.surface", "minimum": "text"},
         {"foreground": "color.on-brand", "background": "color.brand", "minimum": "text"},
         {"foreground": "color.link", "background": "color.surface", "minimum": "text"},
         {"foreground": "color.brand", "background": "color.bg", "minimum": "non-text"}]
        """

    func derive(
        _ contexts: [String: [String: ResolvedToken]], to target: String = "dark", aliases: [String: String] = [:],
        scope: Set<String>? = nil, overwrite: Bool = false, strategy: DerivationStrategy = .invertLightness,
        pairs: String = pairsText, minimumsFile: String? = nil
    ) throws -> ThemeDerivation.Result {
        let table = ThemeTable(contexts: contexts, order: ["light"] + contexts.keys.filter { $0 != "light" }.sorted())
        let input = try DeriveInput(source: table, from: "light", to: target, sourceAliases: aliases, scope: scope)
        let requirements = try ContrastRequirements.parse(try JSONParser.parse(pairs), file: "pairs.json")
        return try ThemeDerivation.derive(
            input, options: .init(strategy: strategy, requirements: requirements, overwrite: overwrite))
    }

    /// The derived document's colors, references followed — an audit independent of the solver.
    func resolvedColors(_ document: JSONValue) throws -> [String: ResolvedToken] {
        var raw: [String: JSONValue] = [:]
        func walk(_ value: JSONValue, _ path: [String]) {
            guard let object = value.objectValue else { return }
            if let v = object["$value"] {
                raw[path.joined(separator: ".")] = v
                return
            }
            for (key, child) in object where !key.hasPrefix("$") { walk(child, path + [key]) }
        }
        walk(document, [])
        var result: [String: ResolvedToken] = [:]
        for name in raw.keys {
            var value = raw[name]
            var hops = 0
            while let text = value?.stringValue, text.hasPrefix("{"), hops < 10 {
                value = raw[String(text.dropFirst().dropLast())]
                hops += 1
            }
            let color = try Color(dtcg: try #require(value))
            result[name] = ResolvedToken(type: .color, value: .color(color))
        }
        return result
    }

    @Test func everyDeclaredPairPassesInTheDerivedDarkContext() throws {
        let result = try derive(["light": try Self.lightTokens()])
        #expect(result.report.passed)
        let dark = ThemeTable(contexts: ["dark": try resolvedColors(result.document)])
        let requirements = try ContrastRequirements.parse(try JSONParser.parse(Self.pairsText), file: "pairs.json")
        let audit = try ContrastAudit.run(requirements, on: dark)
        #expect(audit.passed, "\(audit.table)")
        #expect(audit.results.count == 6)
    }

    @Test func backgroundsTurnDarkAndTextTurnsLight() throws {
        let colors = try resolvedColors(try derive(["light": try Self.lightTokens()]).document)
        let bg = try #require(colors["color.bg"]?.value.color)
        let text = try #require(colors["color.text"]?.value.color)
        #expect(OKLCHValue(bg).l < 0.3)
        #expect(OKLCHValue(text).l > 0.75)
    }

    @Test func hueIsKept() throws {
        let light = try Self.lightTokens()
        let colors = try resolvedColors(try derive(["light": light]).document)
        let before = OKLCHValue(try #require(light["color.brand"]?.value.color)).h
        let after = OKLCHValue(try #require(colors["color.brand"]?.value.color)).h
        #expect(abs(before - after) < 2, "hue \(before) → \(after)")
    }

    @Test func aReferenceInTheSourceStaysAReferenceWhileNoPairMovesIt() throws {
        let result = try derive(["light": try Self.lightTokens()], aliases: ["color.link": "color.brand"], pairs: "[]")
        #expect(result.document["color"]?["link"]?["$value"] == "{color.brand}")
        #expect(result.report.tokens.first { $0.name == "color.link" }?.kind == .reference)
        #expect(result.report.passed)
    }

    @Test func aReferenceOutsideTheScopeIsBakedIntoADerivedLiteral() throws {
        var tokens = try Self.lightTokens()
        tokens["palette.white"] = try Self.hex("#ffffff")
        let scope = Set(tokens.keys.filter { $0.hasPrefix("color.") })
        let result = try derive(["light": tokens], aliases: ["color.bg": "palette.white"], scope: scope)
        #expect(result.document["palette"] == nil)
        #expect(result.document["color"]?["bg"]?["$value"]?["colorSpace"] == "srgb")
        #expect(result.report.tokens.first { $0.name == "color.bg" }?.kind == .baked)
    }

    /// A fully transparent color shows nothing in either theme: it is written as it was
    /// (`#00000000`), not turned into a transparent light grey, while a translucent one moves.
    @Test func aFullyTransparentColorIsWrittenAsItWas() throws {
        var tokens = try Self.lightTokens()
        tokens["color.bg-transparent"] = try Self.hex("#00000000")
        tokens["color.bg-dim"] = try Self.hex("#0000001a")
        let result = try derive(["light": tokens], pairs: "[]")
        let transparent = try #require(result.report.tokens.first { $0.name == "color.bg-transparent" })
        #expect(transparent.new == "#00000000")
        #expect(transparent.reason.contains("fully transparent"))
        let written = try resolvedColors(result.document)
        #expect(written["color.bg-transparent"]?.value.color == (try Color(hex: "#00000000")))
        #expect(result.report.tokens.first { $0.name == "color.bg-dim" }?.new != "#0000001a")
    }

    @Test func tokensTheTargetAlreadyDefinesAreKept() throws {
        let light = try Self.lightTokens()
        let dark = ["color.brand": try Self.hex("#60a5fa")]
        let result = try derive(["light": light, "dark": dark], pairs: "[]")
        let brand = result.report.tokens.first { $0.name == "color.brand" }
        #expect(brand?.kind == .kept)
        #expect(brand?.new == "#60a5fa")
        #expect(result.report.tokens.first { $0.name == "color.bg" }?.kind == .derived)
    }

    @Test func overwriteReplacesTokensTheTargetAlreadyDefines() throws {
        let light = try Self.lightTokens()
        let dark = ["color.brand": try Self.hex("#60a5fa")]
        let result = try derive(["light": light, "dark": dark], overwrite: true, pairs: "[]")
        let brand = result.report.tokens.first { $0.name == "color.brand" }
        #expect(brand?.kind == .derived)
        #expect(brand?.new != "#60a5fa")
    }

    /// No grey step is light enough for the dark page and dark enough for the mirrored chip at
    /// once: the chip, a surface read with the page, moves a step, and the text keeps its step
    /// instead of becoming a new color (the ramps of ``EmphasisFillTests/derived(_:pairs:)``).
    @Test func aChipMovesWhereItsTextCannotReadOnBothItAndThePage() throws {
        let tokens = try EmphasisFillTests.derived(
            ["page": "white", "chip": "gray.30", "text": "gray.60"],
            pairs: [("text", "page", "text"), ("text", "chip", "text")])
        let chip = try #require(tokens["chip"])
        for t in tokens.values.sorted(by: { $0.name < $1.name }) {
            print("DBG", t.name, t.old, t.new, t.adjusted, t.reason, t.satisfies)
        }
        #expect(chip.adjusted, "\(chip.new): \(chip.reason)")
        #expect(chip.new.hasPrefix("{palette.gray."), "the chip stays on its ramp: \(chip.new)")
        #expect(tokens["text"]?.adjusted == false, "the text keeps its step: \(tokens["text"]?.reason ?? "")")
        #expect(tokens["text"]?.new.hasPrefix("{palette.gray.") == true)
        for token in tokens.values {
            #expect(token.satisfies.count == (token.name == "color.text" ? 2 : 1), "\(token.name): \(token.satisfies)")
        }
    }

    @Test func aPairThatCannotPassIsReported() throws {
        // Both sides are kept from the target, so nothing may move.
        let light = ["fg": try Self.hex("#777777"), "bg": try Self.hex("#888888")]
        let dark = ["fg": try Self.hex("#777777"), "bg": try Self.hex("#888888")]
        let result = try derive(
            ["light": light, "dark": dark], pairs: #"[{"foreground": "fg", "background": "bg", "minimum": 4.5}]"#)
        #expect(!result.report.passed)
        #expect(result.report.unresolved.map(\.pair.path) == ["pairs[0]"])
        #expect(result.report.text.contains("cannot pass: pairs[0] fg on bg"))
    }

    @Test func aTargetContextsOwnMinimumsApply() throws {
        let pairs = """
            {"minimums": {"high": {"text": 7}},
             "pairs": [{"foreground": "color.muted", "background": "color.bg", "minimum": "text"}]}
            """
        let result = try derive(["light": try Self.lightTokens()], to: "high", strategy: .pushContrast, pairs: pairs)
        #expect(result.report.pairs.first?.required == 7)
        #expect(result.report.passed)
        #expect((result.report.pairs.first?.ratio ?? 0) >= 7)
    }

    @Test func aPairNamingAMissingTokenIsAnError() throws {
        #expect(throws: DiagnosticsError.self) {
            try derive(
                ["light": try Self.lightTokens()],
                pairs: #"[{"foreground": "color.nope", "background": "color.bg", "minimum": 3}]"#)
        }
    }

    @Test func theReportListsOldAndNewValuesAndSatisfiedPairs() throws {
        let result = try derive(["light": try Self.lightTokens()])
        let text = try #require(result.report.tokens.first { $0.name == "color.text" })
        #expect(text.old == "#111827")
        #expect(text.new.hasPrefix("#"))
        #expect(text.satisfies == ["pairs[0]"])
        #expect(result.report.json["passed"] == true)
    }

    @Test func anUnknownSourceContextIsAnError() throws {
        let table = ThemeTable(contexts: ["light": try Self.lightTokens()])
        #expect(throws: DiagnosticsError.self) { try DeriveInput(source: table, from: "sepia", to: "dark") }
    }
}

@Suite("Derivation strategies")
struct DerivationStrategyTests {
    @Test func invertingMapsWhiteToADarkSurfaceAndBlackToLightText() {
        let white = DerivationStrategy.invertLightness.map(OKLCHValue(l: 1, c: 0, h: 0))
        let black = DerivationStrategy.invertLightness.map(OKLCHValue(l: 0, c: 0, h: 0))
        #expect((0.15...0.2).contains(white.l))
        #expect(abs(black.l - 0.95) < 1e-9)
    }

    @Test func everyLightnessStrategyKeepsHue() {
        for strategy in DerivationStrategy.all
        where !DerivationStrategy.visionStrategies.map(\.id).contains(strategy.id) {
            #expect(strategy.map(OKLCHValue(l: 0.6, c: 0.1, h: 250)).h == 250, "\(strategy.id)")
        }
    }

    @Test func pushingContrastMovesLightnessAwayFromTheMiddle() {
        let light = DerivationStrategy.pushContrast.map(OKLCHValue(l: 0.75, c: 0, h: 0)).l
        let dark = DerivationStrategy.pushContrast.map(OKLCHValue(l: 0.25, c: 0, h: 0)).l
        #expect(light > 0.75)
        #expect(dark < 0.25)
    }

    @Test func darkStrategiesMapSurfacesDarkAndTextLightByRole() {
        let white = OKLCHValue(l: 1, c: 0, h: 0)
        let black = OKLCHValue(l: 0, c: 0, h: 0)
        for strategy in [DerivationStrategy.invertLightness, .dimmedDark, .highContrastDark] {
            #expect(strategy.map(white, as: .background).l < 0.4, "\(strategy.id)")
            #expect(strategy.map(black, as: .foreground).l > 0.9, "\(strategy.id)")
        }
        // Dimmed surfaces are lighter than dark ones; high contrast ones darker.
        let surface = { (s: DerivationStrategy) in s.map(white, as: .background).l }
        #expect(surface(.dimmedDark) > surface(.invertLightness))
        #expect(surface(.highContrastDark) < surface(.invertLightness))
    }

    @Test func visionVariantsKeepLightnessAndGraysButMoveConfusedHues() {
        let red = OKLCHValue(Color(.srgb, 0.85, 0.15, 0.15))
        let gray = OKLCHValue(l: 0.6, c: 0, h: 0)
        for deficiency in ColorVisionDeficiency.allCases {
            let strategy = DerivationStrategy.vision(deficiency)
            #expect(abs(strategy.map(red).l - red.l) < 1e-9)
            #expect(strategy.map(gray).c < 1e-3)
        }
        let protan = DerivationStrategy.vision(.protanopia).map(red)
        #expect(abs(protan.h - red.h) > 3, "\(red.h) → \(protan.h)")
        #expect(DerivationStrategy.forContext("deuteranopia")?.id == "deuteranopia")
    }

    @Test func theTargetContextNameSuggestsAStrategy() {
        #expect(DerivationStrategy.forContext("dark")?.id == "invert-lightness")
        #expect(DerivationStrategy.forContext("dim")?.id == "compress-lightness")
        #expect(DerivationStrategy.forContext("high-contrast")?.id == "push-contrast")
        #expect(DerivationStrategy.forContext("dark-dimmed")?.id == "dimmed-dark")
        #expect(DerivationStrategy.forContext("dark-high-contrast")?.id == "high-contrast-dark")
        #expect(DerivationStrategy.forContext("sepia") == nil)
    }
}
