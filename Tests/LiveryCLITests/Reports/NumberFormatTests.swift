import Testing

@testable import LiveryCLI

@Suite("Number formatting")
struct NumberFormatTests {
    @Test(arguments: [
        (0.21263900587151036, "0.2126"), (1.0, "1"), (29.233880279627865, "29.2339"), (0.5, "0.5"),
        (-3.3e-16, "0"), (-0.09404, "-0.094"), (200, "200"),
    ])
    func decimalsAreRoundedToFourPlacesWithoutTrailingZeros(value: Double, text: String) {
        #expect(NumberFormat.decimal(value) == text, "\(value)")
    }

    @Test func missingComponentReadsNone() {
        #expect(NumberFormat.decimal(.nan) == "none")
    }

    @Test(arguments: [(4.4999, "4.49"), (4.5, "4.50"), (21, "21.00"), (6.999999, "6.99"), (1, "1.00")])
    func ratiosAreCutNeverRoundedUp(value: Double, text: String) {
        #expect(NumberFormat.truncated(value) == text, "\(value)")
    }
}

@Suite("Contrast criteria")
struct ContrastCriterionTests {
    @Test func criteriaHaveUniqueIDs() {
        let ids = ContrastCriterion.all.map(\.id)
        #expect(Set(ids).count == ids.count, "\(ids)")
    }

    @Test(arguments: ContrastCriterion.all)
    func criterionIsMetAtItsMinimumAndNotJustBelow(criterion: ContrastCriterion) {
        #expect(criterion.isMet(by: criterion.minimum), "\(criterion.id)")
        #expect(!criterion.isMet(by: criterion.minimum.nextDown), "\(criterion.id)")
    }

    @Test func wcagMinimumsAreTheOnesOfWCAG2() {
        let minimums = Dictionary(uniqueKeysWithValues: ContrastCriterion.all.map { ($0.id, $0.minimum) })
        #expect(minimums == ["aa": 4.5, "aaa": 7, "aa-large": 3, "aaa-large": 4.5, "non-text": 3])
    }
}
