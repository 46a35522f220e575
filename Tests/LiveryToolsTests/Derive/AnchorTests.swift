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
}
