import LiveryCore
import LiveryTools
import Testing

@Suite("Named contrast levels")
struct ContrastLevelTests {
    @Test(arguments: ContrastLevel.allCases)
    func aLevelsDefaultIsCoresAARequirement(level: ContrastLevel) {
        #expect(level.defaultMinimum == ContrastRequirement.requirement(.aa, level.usage)?.minimumRatio)
    }
}
