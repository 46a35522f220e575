import LiveryCore
import Testing

@Suite("The WCAG requirement table")
struct ContrastRequirementTableTests {
    @Test(arguments: ContrastUsage.allCases)
    func everyUsageHasItsAARequirementInTheTable(usage: ContrastUsage) {
        #expect(usage.aa.level == .aa && usage.aa.usage == usage)
        #expect(ContrastRequirement.requirement(.aa, usage) == usage.aa)
    }

    @Test func theTableHoldsWCAG22sFiveMinimums() {
        let rows = ContrastRequirement.all.map { "\($0.level) \($0.usage) \($0.minimumRatio) \($0.criterion)" }
        #expect(
            rows == [
                "AA normal text 4.5 1.4.3", "AA large text 3.0 1.4.3", "AAA normal text 7.0 1.4.6",
                "AAA large text 4.5 1.4.6", "AA non-text 3.0 1.4.11",
            ])
    }
}
