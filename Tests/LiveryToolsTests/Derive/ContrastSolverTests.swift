import LiveryCore
import Testing

@testable import LiveryTools

/// Which side of a failing pair the solver moves.
@Suite("Contrast solver: which side moves")
struct ContrastSolverTests {
    /// A grey ramp (OKLCH L 0.97 … 0.3), the dark page fixed in slot 0, a chip on the mid step
    /// (L 0.6) in slot 1 and text on the lightest step in slot 2, read on both: no step of the
    /// ramp reads 4.5:1 on the page and on the chip. `isSurface` says what the chip is.
    static func solved(chipIsASurface isSurface: Bool) throws -> (ContrastSolver, chip: String, text: String) {
        let ramp = RampMirrorTests.ramp([0.97, 0.9, 0.75, 0.6, 0.45, 0.3])
        let page = ColorSlot(fixed: OKLCHValue(l: 0.2, c: 0, h: 0).srgb(alpha: 1))
        let slot = { (l: Double) throws -> ColorSlot in
            let step = try #require(ramp.steps.first { abs($0.lightness - l) < 0.01 })
            return ColorSlot(derived: OKLCHValue(step.color), alpha: 1, step: step, ramp: ramp.steps)
        }
        let (chip, text) = (try slot(0.6), try slot(0.97))
        var solver = ContrastSolver(
            slots: [page, chip, text],
            pairs: [
                .init(foreground: 2, background: 0, backdrops: [], required: 4.5, path: "pairs[0]"),
                .init(
                    foreground: 2, background: 1, backdrops: [], required: 4.5, path: "pairs[1]",
                    backgroundIsSurface: isSurface),
            ])
        solver.solve()
        return (solver, try #require(chip.step), try #require(text.step))
    }

    @Test func aSurfaceMovesAStepWhereNoStepOfItsTextReadsOnItAndThePage() throws {
        let (solver, chip, text) = try Self.solved(chipIsASurface: true)
        #expect(solver.ratio(0) >= 4.5 && solver.ratio(1) >= 4.5)
        #expect(solver.slots[2].step == text, "the text keeps its step")
        #expect(solver.slots[1].step != chip && solver.slots[1].step != nil, "the chip moves to another step")
        #expect(solver.slots[1].movedFor?.contains("pairs[1]") == true)
    }

    @Test func aSolidFillKeepsItsColorAndItsTextMovesInstead() throws {
        let (solver, chip, text) = try Self.solved(chipIsASurface: false)
        #expect(solver.slots[1].step == chip, "the fill keeps its step")
        #expect(solver.slots[1].movedFor == nil)
        #expect(solver.slots[2].step != text, "the text moved")
    }
}
