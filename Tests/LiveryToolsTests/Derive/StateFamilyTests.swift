import LiveryCore
import Testing

@testable import LiveryTools

/// A surface and its hover (pressed, selected…) states are mirrored into the dark as one block,
/// so a hover that darkens its surface in the light still darkens it in the dark; emphasis
/// fills and the page keep the plain mirror, where the hover moves away from the page.
@Suite("State variants of a surface")
struct StateFamilyTests {
    @Test func aBlockOfStepsIsMirroredAsAWholeAndKeepsItsOrder() throws {
        let ramp = RampMirrorTests.ramp([0.97, 0.92, 0.85, 0.6, 0.4, 0.3, 0.2])
        let block = ["palette.gray.1", "palette.gray.2"]
        // Each step alone: 1 → 7, 2 → 6 (the hover turns lighter than its base).
        #expect(ramp.mirrored("palette.gray.1")?.name == "palette.gray.7")
        #expect(ramp.mirrored("palette.gray.2")?.name == "palette.gray.6")
        // As a block: the span 1…2 lands on 6…7, in its own order.
        #expect(ramp.mirrored("palette.gray.1", block: block)?.name == "palette.gray.6")
        #expect(ramp.mirrored("palette.gray.2", block: block)?.name == "palette.gray.7")
        // A block of one step is the plain mirror.
        #expect(ramp.mirrored("palette.gray.3", block: ["palette.gray.3"])?.name == "palette.gray.5")
    }

    @Test func aStateIsFoundByItsNameNextToItsBase() {
        let known: Set<String> = [
            "color.bg.secondary", "color.bg.secondary-hover", "color.bg.default", "color.bg.hover",
            "color.bg.tertiary-pressed", "color.bg.other",
        ]
        #expect(StateFamilies.base(of: "color.bg.secondary-hover", among: known) == "color.bg.secondary")
        #expect(StateFamilies.base(of: "color.bg.hover", among: known) == "color.bg.default")
        #expect(StateFamilies.base(of: "color.bg.tertiary-pressed", among: known) == nil, "no base token")
        #expect(StateFamilies.base(of: "color.bg.other", among: known) == nil)
        #expect(StateFamilies.base(of: "color.bg.secondary", among: known) == nil)
        #expect(StateFamilies.base(of: "color.hover", among: ["color.hover"]) == nil)
    }

    /// Families of `names`, all pointing into `palette.gray` unless `aliases` says otherwise.
    static func families(
        _ names: [String], pairs: [(String, String)] = [], lightness: [String: Double] = [:],
        aliases: [String: String] = [:], ramps: [String: PaletteRamp] = [:], page: String? = nil
    ) throws -> StateFamilies {
        var pointing = Dictionary(
            uniqueKeysWithValues: names.enumerated().map { i, name in (name, "palette.gray.\(i + 1)") })
        pointing.merge(aliases) { _, new in new }
        let json =
            "["
            + pairs.map { "{\"foreground\": \"\($0.0)\", \"background\": \"\($0.1)\", \"minimum\": \"text\"}" }
            .joined(separator: ",") + "]"
        let requirements = try ContrastRequirements.parse(try JSONParser.parse(json), file: "pairs.json")
        let roles = TokenRoleInference(
            pairs: requirements.pairs, names: names, aliases: pointing, lightness: { lightness[$0] ?? 0.95 })
        return StateFamilies(names: names, aliases: pointing, roles: roles, ramps: ramps, page: page)
    }

    @Test func surfacesFormFamiliesOnOneRamp() throws {
        let families = try Self.families(["color.bg.muted", "color.bg.muted-hover", "color.bg.muted-pressed"])
        #expect(families.steps["color.bg.muted"] == ["palette.gray.1", "palette.gray.2", "palette.gray.3"])
        #expect(families.steps["color.bg.muted-pressed"] == families.steps["color.bg.muted"])
        let split = try Self.families(
            ["color.bg.muted", "color.bg.muted-hover"], aliases: ["color.bg.muted-hover": "palette.blue.2"])
        #expect(split.steps.isEmpty, "base and hover on different ramps move on their own")
    }

    @Test func emphasisFillsAndThePageKeepThePlainMirror() throws {
        // White text on a dark button: the button is an emphasis fill.
        let button = try Self.families(
            ["color.bg.button", "color.bg.button-hover", "color.text.on-button", "color.bg.page", "color.text"],
            pairs: [("color.text.on-button", "color.bg.button"), ("color.text", "color.bg.page")],
            lightness: ["color.bg.button": 0.4, "color.bg.button-hover": 0.35, "color.text": 0.2])
        #expect(button.steps["color.bg.button"] == nil)
        #expect(button.steps["color.bg.button-hover"] == nil)
        let page = try Self.families(["color.bg.default", "color.bg.hover"], page: "color.bg.default")
        #expect(page.steps.isEmpty, "the page's hover moves away from the page")
        let foreground = try Self.families(
            ["color.text.link", "color.text.link-hover", "color.bg"],
            pairs: [("color.text.link", "color.bg"), ("color.text.link-hover", "color.bg")])
        #expect(foreground.steps.isEmpty, "only surfaces form families")
    }

    @Test func aSaturatedFillKeepsThePlainMirrorItsPaleTintIsASurface() throws {
        // A yellow ramp: pale tints (low chroma) and a saturated button color (step 4).
        let yellow = PaletteRamp(
            group: "palette.yellow",
            steps: [(0.98, 0.02), (0.95, 0.05), (0.9, 0.08), (0.8, 0.15), (0.7, 0.14), (0.5, 0.1)].enumerated().map {
                i, lc in
                PaletteRamp.Step(
                    name: "palette.yellow.\(i + 1)", color: OKLCHValue(l: lc.0, c: lc.1, h: 90).srgb(alpha: 1))
            })
        let ramps = [yellow.group: yellow]
        let button = try Self.families(
            ["color.bg.warning", "color.bg.warning-hover"],
            aliases: ["color.bg.warning": "palette.yellow.4", "color.bg.warning-hover": "palette.yellow.5"],
            ramps: ramps)
        #expect(button.steps.isEmpty)
        let tint = try Self.families(
            ["color.bg.warning-tint", "color.bg.warning-tint-hover"],
            aliases: ["color.bg.warning-tint": "palette.yellow.2", "color.bg.warning-tint-hover": "palette.yellow.4"],
            ramps: ramps)
        #expect(
            tint.steps["color.bg.warning-tint"] == ["palette.yellow.2", "palette.yellow.4"],
            "the base decides: a tint's hover may be saturated")
        // A grey ramp has no saturated steps: its surfaces form families at any step.
        #expect(RampMirrorTests.ramp([0.9, 0.5, 0.2]).relativeChroma(of: "palette.gray.2") == nil)
    }

    // MARK: On the fixtures

    @Test func sdssHoverSurfacesStayDarkerThanTheirBaseInTheDark() throws {
        let result = try FigmaSDSDerivationTests.derivedDark()
        let byName = Dictionary(uniqueKeysWithValues: result.report.tokens.map { ($0.name, $0) })
        // gray.100 / gray.200 in the light: gray.800 / gray.900 in the dark, as its designer has them.
        #expect(byName["color.background.default.secondary"]?.new == "{color.gray.800}")
        #expect(byName["color.background.default.secondary-hover"]?.new == "{color.gray.900}")
        #expect(byName["color.background.positive.tertiary"]?.new == "{color.green.900}")
        #expect(byName["color.background.positive.tertiary-hover"]?.new == "{color.green.1000}")
        let reason = try #require(byName["color.background.default.secondary-hover"]?.reason)
        #expect(reason.contains("state variants"), "\(reason)")
        // The page's own hover is no family: it moves off the page.
        #expect(byName["color.background.default.hover"]?.reason.contains("state variants") == false)
        // The saturated yellow button (dark text) is a fill: plain mirror, and its text stays a
        // palette step readable on it.
        #expect(byName["color.background.warning.hover"]?.reason.contains("state variants") == false)
        #expect(byName["color.background.warning.secondary-hover"]?.new == "{color.yellow.900}")
        #expect(byName["color.text.warning.on-warning"]?.new.hasPrefix("{color.yellow.") == true)
        #expect(result.report.passed, "\(result.report.text)")
    }

    @Test func harborsButtonsStillBrightenOnHoverInTheDark() throws {
        let tokens = try BuiltFixtureDerivationTests.derive("harbor").result.report.tokens
        let byName = Dictionary(uniqueKeysWithValues: tokens.map { ($0.name, $0.new) })
        // An emphasis fill: blue.600 / blue.700 → blue.400 / blue.300, the hover lighter (away
        // from the dark page), as harbor's designer has it.
        #expect(byName["color.bg.accent.emphasis"] == "{palette.blue.400}")
        #expect(byName["color.bg.accent.emphasis-hover"] == "{palette.blue.300}")
    }
}
