import LiveryCore
import Testing

@testable import LiveryTools

/// A dark derived by mirroring the palette keeps the light's contrast level: a foreground that
/// reads worse than it did in the light moves to the nearest step of its ramp that reads at
/// least as well — never to a new color, never breaking a pair.
@Suite("Keeping the source's contrast")
struct SourceContrastTests {
    /// A grey ramp of the given lightnesses and a dark page (L 0.2) fixed in slot 0.
    static func solver(
        ramp lightness: [Double], at start: Int, pairs: [(required: Double, source: Double?)]
    ) -> (ContrastSolver, PaletteRamp) {
        let ramp = RampMirrorTests.ramp(lightness)
        let page = ColorSlot(fixed: OKLCHValue(l: 0.2, c: 0, h: 0).srgb(alpha: 1))
        let step = ramp.steps[start]
        let text = ColorSlot(derived: OKLCHValue(step.color), alpha: 1, step: step, ramp: ramp.steps)
        let solverPairs = pairs.enumerated().map { i, pair in
            ContrastSolver.Pair(
                foreground: 1, background: 0, backdrops: [], required: pair.required, path: "pairs[\(i)]",
                source: pair.source)
        }
        return (ContrastSolver(slots: [page, text], pairs: solverPairs), ramp)
    }

    @Test func aForegroundReadingWorseThanInTheSourceTakesTheNearestStepThatReadsAsWell() throws {
        // Steps in lightness order, darkest first: 0.45, 0.6, 0.75, 0.9, 0.97.
        let (start, ramp) = Self.solver(ramp: [0.97, 0.9, 0.75, 0.6, 0.45], at: 2, pairs: [(4.5, nil)])
        let current = start.ratio(0)
        let wanted = ContrastMeasure.ratio(ramp.steps[3].color, on: start.slots[0].color)
        var solver = Self.solver(ramp: [0.97, 0.9, 0.75, 0.6, 0.45], at: 2, pairs: [(4.5, wanted)]).0
        #expect(current < wanted)
        solver.keepSourceContrast()
        #expect(solver.slots[1].step == ramp.steps[3].name, "one step up, not the lightest")
        let reason = try #require(solver.slots[1].movedFor)
        #expect(reason.contains("pairs[0]") && reason.contains("in the source"), "\(reason)")
    }

    @Test func withoutASourceRatioOrAStepThatReachesItTheForegroundStays() {
        var plain = Self.solver(ramp: [0.97, 0.9, 0.75, 0.6, 0.45], at: 2, pairs: [(4.5, nil)]).0
        plain.keepSourceContrast()
        #expect(plain.slots[1].movedFor == nil)
        var unreachable = Self.solver(ramp: [0.97, 0.9, 0.75, 0.6, 0.45], at: 2, pairs: [(4.5, 30)]).0
        let before = unreachable.slots[1].step
        unreachable.keepSourceContrast()
        #expect(unreachable.slots[1].step == before, "no step reads 30:1: no new color is made for it")
        #expect(unreachable.slots[1].movedFor == nil)
    }

    @Test func aStepThatWouldBreakAPairIsNotTaken() throws {
        // Slot 1 is also read on a light chip (slot 2): brighter text would fail there.
        let ramp = RampMirrorTests.ramp([0.97, 0.9, 0.75, 0.6, 0.45])
        let page = ColorSlot(fixed: OKLCHValue(l: 0.2, c: 0, h: 0).srgb(alpha: 1))
        let chip = ColorSlot(fixed: OKLCHValue(l: 0.99, c: 0, h: 0).srgb(alpha: 1))
        let step = ramp.steps[0]
        let text = ColorSlot(derived: OKLCHValue(step.color), alpha: 1, step: step, ramp: ramp.steps)
        let onChip = ContrastMeasure.ratio(step.color, on: chip.color)
        var solver = ContrastSolver(
            slots: [page, text, chip],
            pairs: [
                .init(foreground: 1, background: 0, backdrops: [], required: 1, path: "pairs[0]", source: 12),
                .init(foreground: 1, background: 2, backdrops: [], required: onChip, path: "pairs[1]"),
            ])
        solver.keepSourceContrast()
        #expect(solver.slots[1].step == step.name)
    }

    @Test func theDarkStrategyKeepsTheSourcesContrastADimmedOneDoesNot() {
        #expect(DerivationStrategy.invertLightness.keepsSourceContrast)
        #expect(!DerivationStrategy.dimmedDark.keepsSourceContrast)
        #expect(!DerivationStrategy.compressLightness.keepsSourceContrast)
    }

    // MARK: On the fixtures

    @Test func sdssRedTextReadsAsWellInTheDarkAsInTheLight() throws {
        let result = try FigmaSDSDerivationTests.derivedDark()
        let text = try #require(result.report.tokens.first { $0.name == "color.text.danger.default" })
        // red.700 reads 9.4:1 on the white page; its mirror red.300 would read less on the dark
        // page, red.200 (the designer's choice) reads more.
        #expect(text.new == "{color.red.200}")
        #expect(text.kind == .repointed)
        #expect(text.reason.contains("in the source"), "\(text.reason)")
        #expect(result.report.passed, "\(result.report.text)")
    }

    @Test func harborsTextAlreadyReadsAsWellAndStaysOnItsMirror() throws {
        let tokens = try BuiltFixtureDerivationTests.derive("harbor").result.report.tokens
        let byName = Dictionary(uniqueKeysWithValues: tokens.map { ($0.name, $0) })
        #expect(byName["color.fg.accent.default"]?.new == "{palette.blue.300}")
        #expect(tokens.allSatisfy { !$0.reason.contains("in the source") })
    }
}
