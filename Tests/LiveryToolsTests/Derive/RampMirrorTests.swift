import LiveryCore
import Testing

@testable import LiveryTools

/// The dark follows the design system's own palette: surfaces and non-text foregrounds take the
/// step mirrored across their ramp (turning about the source and derived pages), text lands
/// halfway between that step and the foreground curve, loose colors go to the nearest full
/// ramp, and tokens named as the same in every theme are kept.
@Suite("Derivation along the palette's ramps")
struct RampMirrorTests {
    /// A grey ramp `gray.1` (lightest) … `gray.n` at the given OKLCH lightnesses.
    static func ramp(_ lightness: [Double], group: String = "palette.gray") -> PaletteRamp {
        PaletteRamp(
            group: group,
            steps: lightness.enumerated().map { i, l in
                PaletteRamp.Step(name: "\(group).\(i + 1)", color: OKLCHValue(l: l, c: 0, h: 0).srgb(alpha: 1))
            })
    }

    @Test func aStepIsMirroredByRankNotByLightness() throws {
        // Crowded at the light end, as tonal palettes are: 1 − L would give 0.1, the rank gives 0.3.
        let ramp = Self.ramp([0.95, 0.9, 0.3, 0.2, 0.1])
        let mirrored = try #require(ramp.mirrored("palette.gray.2"))
        #expect(mirrored.name == "palette.gray.4")
        #expect(ramp.mirrored("palette.gray.1")?.name == "palette.gray.5")
        #expect(ramp.mirrored("palette.gray.3")?.name == "palette.gray.3")
        #expect(ramp.mirrored("palette.other.1") == nil)
    }

    @Test func theMirrorTurnsAboutTheSourceAndDerivedPages() throws {
        let ramp = Self.ramp([0.98, 0.8, 0.6, 0.4, 0.25, 0.15])
        // The light page is past the lightest step (rank 5), the dark page sits on the 0.25 step
        // (rank 1): a surface one step inside the light page is one step inside the dark page.
        let darkPage = try #require(ramp.steps.first { $0.name == "palette.gray.5" })
        let pages = (source: 1.0, derived: darkPage.lightness)
        #expect(ramp.mirrored("palette.gray.1", pages: pages)?.name == "palette.gray.5")
        #expect(ramp.mirrored("palette.gray.2", pages: pages)?.name == "palette.gray.4")
        // Without pages the ramp's ends are the turning point.
        #expect(ramp.mirrored("palette.gray.1")?.name == "palette.gray.6")
        // Past the darkest end it stays on the ramp.
        #expect(ramp.mirrored("palette.gray.6", pages: pages)?.name == "palette.gray.1")
    }

    @Test func aRampKeepsItsStepsInLightnessOrder() {
        let ramp = Self.ramp([0.95, 0.3, 0.9, 0.1])
        #expect(ramp.steps.map(\.name) == ["palette.gray.4", "palette.gray.2", "palette.gray.3", "palette.gray.1"])
    }

    @Test func aGroupOfLooseColorsIsNoRampToMirror() {
        let base = Self.ramp([1, 0.18, 0], group: "palette.base")
        #expect(!base.isFull)
        #expect(base.mirrored("palette.base.1") == nil, "white ↔ black is no designer's dark")
    }

    @Test func aTokenOnLooseColorsGoesToTheFullRampNearestItsDerivedColor() throws {
        let base = Self.ramp([1, 0.18, 0], group: "palette.base")
        let gray = Self.ramp([0.97, 0.8, 0.6, 0.4, 0.24])
        let ramps = [base.group: base, gray.group: gray]
        let target = OKLCHValue(l: 0.25, c: 0, h: 0).srgb(alpha: 1)
        let placed = try #require(
            PaletteRamp.placement(
                of: "palette.base.1", color: .white, target: target, page: .black, in: ramps))
        #expect(placed.ramp.group == "palette.gray")
        #expect(placed.step.name == "palette.gray.5")
        // A token on a full ramp stays on it, however near another ramp's step is.
        let onGray = try #require(
            PaletteRamp.placement(of: "palette.gray.1", color: .white, target: .black, page: .black, in: ramps))
        #expect(onGray.ramp.group == "palette.gray")
    }

    /// Colors named by words (`White`, `hcCanvas`), however many, are loose colors, not a scale:
    /// white mirrored across them landed on a high-contrast navy (Fluent's `hcHighlightText`).
    static func named(_ colors: [(String, Color)], group: String = "Global.Color") -> PaletteRamp {
        PaletteRamp(group: group, steps: colors.map { PaletteRamp.Step(name: "\(group).\($0.0)", color: $0.1) })
    }

    static let navy = Color(.srgb, 0.149, 0.231, 0.314)

    @Test func aScaleIsNamedByNumbersAndLooseColorsByWords() {
        let words = Self.named([
            ("White", .white), ("Black", .black), ("hcCanvas", Color(.srgb, 0.125, 0.125, 0.125)),
            ("hcHighlightText", Self.navy), ("hcHyperlink", Color(.srgb, 0.459, 0.914, 0.988)),
            ("hcDisabled", Color(.srgb, 0.651, 0.651, 0.651)), ("hcCanvasText", .white),
        ])
        #expect(!words.isFull)
        #expect(words.mirrored("Global.Color.White") == nil)
        #expect(Self.ramp([0.95, 0.8, 0.6, 0.4, 0.2]).isFull)
        let shades = Self.named(
            ["Tint40", "Tint20", "Primary", "Shade10", "Shade30", "Shade50"].enumerated().map { i, name in
                (name, OKLCHValue(l: 0.9 - 0.15 * Double(i), c: 0.12, h: 250).srgb(alpha: 1))
            }, group: "Global.Color.Blue")
        #expect(shades.isFull, "Shade50 / Tint10 carry their place as a number")
        let worded = Self.named(
            ["lightest", "lighter", "light", "base", "dark", "darkest"].enumerated().map { i, name in
                (name, OKLCHValue(l: 0.85 - 0.12 * Double(i), c: 0.08, h: 250 + 6 * Double(i)).srgb(alpha: 1))
            }, group: "palette.blue")
        #expect(worded.isFull, "distinct steps of one hue family are a scale, whatever their names")
        let mixed = Self.named(
            [("sky", 230.0), ("sun", 90), ("mint", 165), ("amaranth", 10), ("saffron", 70)].map { name, hue in
                (name, OKLCHValue(l: 0.7, c: 0.12, h: hue).srgb(alpha: 1))
            }, group: "palette")
        #expect(!mixed.isFull, "five families are five loose colors")
        #expect(mixed.hueSpan > PaletteRamp.familyHueSpan)
    }

    @Test func aLooseNeutralStaysNeutralWhereAnotherFamilyIsNearer() throws {
        let loose = Self.named([("White", .white), ("Black", .black), ("hcHighlightText", Self.navy)])
        let gray = Self.ramp([0.97, 0.8, 0.6, 0.45, 0.25], group: "Global.Color.Grey")
        let ramps = [loose.group: loose, gray.group: gray]
        // The wanted dark page is the navy's own lightness: the navy is nearest, and wrong.
        let target = OKLCHValue(l: OKLCHValue(Self.navy).l, c: 0, h: 0).srgb(alpha: 1)
        let placed = try #require(
            PaletteRamp.placement(of: "Global.Color.White", color: .white, target: target, page: .black, in: ramps))
        #expect(placed.step.name == "Global.Color.Grey.5")
        #expect(OKLCHValue(placed.step.color).c < PaletteRamp.greyChroma)
    }

    /// The palest step of a hue ramp can be below the grey chroma too (PatternFly's `red.05`):
    /// where the palette has a grey ramp, a loose neutral goes there, not to the pale red that
    /// is nearer white.
    @Test func aLooseNeutralGoesToAGreyRampNotToAHuesPalestStep() throws {
        let gray = Self.ramp([0.96, 0.8, 0.6, 0.45, 0.25], group: "palette.gray")
        let red = Self.named(
            [(0.99, 0.02), (0.85, 0.09), (0.7, 0.16), (0.55, 0.2), (0.4, 0.15)].enumerated().map { i, lc in
                ("\(i + 1)0", OKLCHValue(l: lc.0, c: lc.1, h: 25).srgb(alpha: 1))
            }, group: "palette.red")
        #expect(gray.isGrey && !red.isGrey)
        // Wanted: white itself (say for text kept on a fill); `palette.white` is a loose color.
        let placed = try #require(
            PaletteRamp.placement(
                of: "palette.white", color: .white, target: OKLCHValue(l: 0.995, c: 0, h: 0).srgb(alpha: 1),
                page: .black, in: [gray.group: gray, red.group: red]))
        #expect(placed.step.name == "palette.gray.1", "\(placed.step.name)")
        // Without a grey ramp, a hue's near-grey step is still a neutral step.
        let noGrey = try #require(
            PaletteRamp.placement(
                of: "palette.white", color: .white, target: OKLCHValue(l: 0.995, c: 0, h: 0).srgb(alpha: 1),
                page: .black, in: [red.group: red]))
        #expect(noGrey.step.name == "palette.red.10")
    }

    @Test func theDarkStrategyMapsByRoleAlongTheRamp() throws {
        let strategy = DerivationStrategy.invertLightness
        #expect(strategy.mirrorsRamps)
        let source = OKLCHValue(l: 0.3, c: 0, h: 0)
        let mirrored = OKLCHValue(l: 0.7, c: 0.02, h: 250)
        #expect(strategy.map(source, mirrored: mirrored, as: .background) == mirrored)
        #expect(strategy.map(source, mirrored: mirrored, as: .nonText) == mirrored)
        let text = try #require(strategy.map(source, mirrored: mirrored, as: .foreground))
        #expect(abs(text.l - (0.7 + strategy.foreground(source).l) / 2) < 1e-9, "halfway to the text curve")
        #expect(text.l > mirrored.l, "dark text sits brighter than the mirror")
        #expect(strategy.map(source, mirrored: mirrored, as: .onEmphasis) == nil)
        // Strategies that do not invert keep their curves.
        #expect(DerivationStrategy.compressLightness.map(source, mirrored: mirrored, as: .background) == nil)
        #expect(DerivationStrategy.named("protanopia")?.mirrorsRamps == false)
    }

    /// The text share places text between its mirrored step (0) and the text curve (1).
    @Test(arguments: [0.0, 0.25, 1.0])
    func textLandsItsShareOfTheWayToTheTextCurve(share: Double) throws {
        var strategy = DerivationStrategy.invertLightness
        strategy.textShare = share
        let source = OKLCHValue(l: 0.3, c: 0, h: 0)
        let mirrored = OKLCHValue(l: 0.7, c: 0.02, h: 250)
        let text = try #require(strategy.map(source, mirrored: mirrored, as: .foreground))
        let curve = strategy.foreground(source).l
        #expect(abs(text.l - (0.7 + (curve - 0.7) * share)) < 1e-9)
        #expect(strategy.map(source, mirrored: mirrored, as: .background) == mirrored, "surfaces take no share")
    }

    @Test func aForegroundHeldOnlyToNonTextMinimumsIsNonText() throws {
        let pairs = try ContrastRequirements.parse(
            try JSONParser.parse(
                """
                [{"foreground": "color.text", "background": "color.bg", "minimum": "text"},
                 {"foreground": "color.border", "background": "color.bg", "minimum": "non-text"},
                 {"foreground": "color.icon", "background": "color.bg", "minimum": "non-text"},
                 {"foreground": "color.icon", "background": "color.surface", "minimum": "text"}]
                """), file: "pairs.json")
        let roles = TokenRoleInference(
            pairs: pairs.pairs, names: ["color.text", "color.border", "color.icon", "color.bg", "color.surface"],
            aliases: [:], lightness: { $0.hasSuffix("bg") || $0.hasSuffix("surface") ? 1 : 0.2 },
            required: { pairs.required($0, in: ResolverInput([("theme", "dark")])) })
        #expect(roles.role(of: "color.border") == .nonText)
        #expect(roles.role(of: "color.text") == .foreground)
        #expect(roles.role(of: "color.icon") == .foreground, "read as text on one surface")
    }

    @Test func namesSayWhichColorsStayTheSameInEveryTheme() {
        for name in ["sys.color.primary-fixed", "sys.color.on-primary-fixed", "color.shadow", "color.bg.scrim"] {
            #expect(TokenRoleInference.isInvariant(name), "\(name)")
        }
        for name in ["color.text.default", "color.fixedish", "sys.color.primary"] {
            #expect(!TokenRoleInference.isInvariant(name), "\(name)")
        }
    }

    // MARK: On the built fixtures

    @Test func orbitsFixedRolesAndShadowsKeepTheirSteps() throws {
        let tokens = try BuiltFixtureDerivationTests.derive("orbit").result.report.tokens
        let byName = Dictionary(uniqueKeysWithValues: tokens.map { ($0.name, $0) })
        #expect(byName["sys.color.primary-fixed"]?.new == "{ref.palette.primary.90}")
        #expect(byName["sys.color.on-primary-fixed"]?.new == "{ref.palette.primary.10}")
        #expect(byName["sys.color.shadow"]?.new == "{ref.palette.neutral.0}")
        #expect(byName["sys.color.shadow"]?.kind == .kept)
    }

    @Test func orbitsSurfacesTakeTheMirroredTones() throws {
        let tokens = try BuiltFixtureDerivationTests.derive("orbit").result.report.tokens
        let byName = Dictionary(uniqueKeysWithValues: tokens.map { ($0.name, $0.new) })
        // Material's tones 98 → 6 and 96 → 10: the tonal palette's own spacing, not 1 − L.
        #expect(byName["sys.color.surface"] == "{ref.palette.neutral.6}")
        #expect(byName["sys.color.surface-container-low"] == "{ref.palette.neutral.10}")
        // An accent that is text on surfaces and a surface for its own text: tone 40 → 80.
        #expect(byName["sys.color.primary"] == "{ref.palette.primary.80}")
    }

    @Test func harborsPageLeavesTheLooseWhiteForTheNeutralRamp() throws {
        let tokens = try BuiltFixtureDerivationTests.derive("harbor").result.report.tokens
        let byName = Dictionary(uniqueKeysWithValues: tokens.map { ($0.name, $0) })
        let canvas = try #require(byName["color.bg.canvas"])
        #expect(canvas.new == "{palette.neutral.950}", "\(canvas.new)")
        // A black state layer over a dark surface would not show: it becomes the white one.
        #expect(byName["color.bg.pressed"]?.new == "{palette.white-alpha.8}")
        // The scrim still darkens what lies below.
        #expect(byName["color.bg.scrim"]?.new == "{palette.black-alpha.40}")
        // Borders mirror (non-text): the middle step stays; text goes brighter than its mirror
        // (neutral.600 mirrors to 400, text lands on 300).
        #expect(byName["color.border.strong"]?.role == .nonText)
        #expect(byName["color.border.strong"]?.new == "{palette.neutral.500}")
        #expect(byName["color.fg.muted"]?.role == .foreground)
        #expect(byName["color.fg.muted"]?.new == "{palette.neutral.300}")
        // A mirrored border that fails its pair on the dark page is re-pointed for it.
        let border = try #require(byName["color.border.default"])
        #expect(border.role == .nonText)
        #expect(border.kind == .repointed || border.new == "{palette.neutral.700}", "\(border.new)")
    }

    @Test func anOnEmphasisForegroundThatStillReadsOnItsDerivedBackgroundIsKept() throws {
        // SDS's light text on the red button: the button stays a mid red in the dark, so the
        // text keeps its step rather than being flipped or moved.
        let result = try FigmaSDSDerivationTests.derivedDark()
        let text = try #require(result.report.tokens.first { $0.name == "color.text.danger.on-danger" })
        #expect(text.role == .onEmphasis)
        #expect(text.new == "{color.red.100}")
        #expect(text.kind == .kept)
        #expect(text.reason.contains("still reads"), "\(text.reason)")
        #expect(result.report.passed)
    }
}
