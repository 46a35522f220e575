import LiveryCore
import Testing

@testable import LiveryTools

/// The designers made the dark palette (the dark file holds its own `gray.1` … `gray.6`) and
/// derive writes the semantic tokens, without `--overwrite`: the palette is kept, and the
/// semantic tokens move along it. Whether a token keeps its step's name depends on the ramp:
/// a mirrored ramp (`gray.1` the lightest in the light and the darkest in the dark, as in
/// Radix) names roles, so a token keeps its step; a ramp whose order holds (`gray.1` the
/// lightest in both) names lightness, so a token moves to the step its image lands on. Either
/// way a pair that fails re-points the token to another step.
@Suite("Derivation onto a dark palette the designers made")
struct GivenPaletteTests {
    static func grey(_ l: Double) -> ResolvedToken {
        ResolvedToken(type: .color, value: .color(OKLCHValue(l: l, c: 0, h: 0).srgb(alpha: 1)))
    }

    /// The light ramp, `gray.1` (lightest) … `gray.6`.
    static let light = [0.98, 0.93, 0.85, 0.7, 0.5, 0.25]

    /// Derives the dark of: the page on `gray.1`, the text on `gray.6`, muted text on `gray.5`
    /// (each read on the page), with the dark file holding a ramp of lightness `dark`.
    /// `dark` may hold fewer steps than six (`nil`: the dark file does not define it), at
    /// `alpha`; `anchors` as `--anchor` states them.
    func derive(
        dark: [Double?], alpha: Double = 1, anchors: [String: Color] = [:]
    ) throws -> [String: DerivedTokenReport] {
        var lightTokens: [String: ResolvedToken] = [:]
        var darkTokens: [String: ResolvedToken] = [:]
        for step in 1...6 {
            lightTokens["palette.gray.\(step)"] = Self.grey(Self.light[step - 1])
            if let l = dark[step - 1] {
                darkTokens["palette.gray.\(step)"] = ResolvedToken(
                    type: .color, value: .color(OKLCHValue(l: l, c: 0, h: 0).srgb(alpha: alpha)))
            }
        }
        let aliases = ["color.page": "palette.gray.1", "color.text": "palette.gray.6", "color.muted": "palette.gray.5"]
        for (name, step) in aliases { lightTokens[name] = lightTokens[step] }
        let table = ThemeTable(contexts: ["light": lightTokens, "dark": darkTokens], order: ["light", "dark"])
        let input = try DeriveInput(source: table, from: "light", to: "dark", sourceAliases: aliases)
        let pairs = try ContrastRequirements.parse(
            try JSONParser.parse(
                """
                [{"foreground": "color.text", "background": "color.page", "minimum": "text"},
                 {"foreground": "color.muted", "background": "color.page", "minimum": "text"}]
                """),
            file: "pairs.json")
        let result = try ThemeDerivation.derive(
            input, options: .init(strategy: .invertLightness, requirements: pairs, anchors: anchors))
        #expect(result.report.passed, "\(result.report.text)")
        return Dictionary(uniqueKeysWithValues: result.report.tokens.map { ($0.name, $0) })
    }

    @Test func theDesignersPaletteIsKept() throws {
        let dark = [0.95, 0.8, 0.6, 0.45, 0.3, 0.18]
        let tokens = try derive(dark: dark)
        for step in 1...6 {
            let token = try #require(tokens["palette.gray.\(step)"])
            #expect(token.kind == .kept, "gray.\(step)")
            #expect(token.new == OKLCHValue(l: dark[step - 1], c: 0, h: 0).srgb(alpha: 1).hex, "gray.\(step)")
        }
    }

    /// A step of the kept palette may be anchored itself: written as stated (not as a
    /// reference to itself), and the tokens on it read the stated color.
    @Test func anAnchoredStepOfTheKeptPaletteIsWrittenAsStated() throws {
        let black = Color.black
        let tokens = try derive(dark: [0.18, 0.25, 0.35, 0.45, 0.55, 0.93], anchors: ["palette.gray.1": black])
        let step = try #require(tokens["palette.gray.1"])
        #expect(step.kind == .anchored)
        #expect(step.new == "#000000")
        #expect(tokens["color.page"]?.new == "{palette.gray.1}")
    }

    /// Two kept steps are no ramp to move along: each token follows its step by name.
    @Test func aFewKeptStepsAreFollowedByName() throws {
        let tokens = try derive(dark: [0.18, nil, nil, nil, nil, 0.93])
        let page = try #require(tokens["color.page"])
        #expect(page.new == "{palette.gray.1}")
        #expect(page.kind == .reference && page.reason == "refers to palette.gray.1, derived too", "\(page)")
        #expect(tokens["color.text"]?.new == "{palette.gray.6}")
    }

    /// A translucent kept ramp takes no opaque token by placement: the token follows its
    /// step by name, and says so.
    @Test func aTranslucentKeptRampIsFollowedByName() throws {
        let tokens = try derive(dark: [0.95, 0.8, 0.6, 0.45, 0.3, 0.18], alpha: 0.9)
        let page = try #require(tokens["color.page"])
        #expect(page.new == "{palette.gray.1}", "\(page)")
        #expect(page.reason.contains("the target's own palette"), "\(page.reason)")
    }

    /// `gray.1` is the lightest step in both themes: the dark page is not `gray.1` but the
    /// step where the page's image lands, near the darkest; the text a light step.
    @Test func onARampWhoseOrderHoldsATokenMovesToTheStepItsImageLandsOn() throws {
        let tokens = try derive(dark: [0.95, 0.8, 0.6, 0.45, 0.3, 0.18])
        let page = try #require(tokens["color.page"]?.new)
        let text = try #require(tokens["color.text"]?.new)
        #expect(["{palette.gray.5}", "{palette.gray.6}"].contains(page), "\(page)")
        #expect(["{palette.gray.1}", "{palette.gray.2}"].contains(text), "\(text)")
    }

    /// Radix-like: `gray.1` is the darkest step of the dark ramp, so the page keeps it, the
    /// text keeps `gray.6`; muted text on `gray.5` reads 3.9 : 1 on the page there and moves.
    @Test func onAMirroredRampATokenKeepsItsStepUnlessAPairFails() throws {
        let tokens = try derive(dark: [0.18, 0.25, 0.35, 0.45, 0.55, 0.93])
        #expect(tokens["color.page"]?.new == "{palette.gray.1}")
        #expect(tokens["color.text"]?.new == "{palette.gray.6}")
        let muted = try #require(tokens["color.muted"])
        #expect(muted.new == "{palette.gray.6}")
        #expect(muted.adjusted)
    }

    /// A mirrored ramp whose darkest step sits lower than the dark strategy puts a page
    /// (0.15): the page's image lands nearest `gray.2`, and the page still keeps `gray.1`,
    /// the step its designers made for it.
    @Test func onAMirroredRampATokenKeepsItsStepWhereverItsImageLands() throws {
        let tokens = try derive(dark: [0.15, 0.3, 0.4, 0.5, 0.65, 0.93])
        let page = try #require(tokens["color.page"])
        #expect(page.new == "{palette.gray.1}", "\(page.reason)")
    }
}
