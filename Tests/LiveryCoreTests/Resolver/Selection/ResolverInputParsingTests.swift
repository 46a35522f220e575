import LiveryCore
import Testing

@Suite struct ResolverInputParsingTests {
    @Test func readsWhatDescriptionWrites() {
        let input = ResolverInput([("theme", "dark"), ("contrast", "high")])
        #expect(ResolverInput(parsing: input.description) == input)
        #expect(ResolverInput(parsing: " theme = dark ,contrast=high")?["theme"] == "dark")
        #expect(ResolverInput(parsing: "") == ResolverInput([]))
    }

    @Test(arguments: ["theme", "theme=", "=dark", "theme=dark,", "theme=dark,theme=light", "*", "theme=dark,high"])
    func rejectsAnythingButModifierContextPairs(text: String) {
        #expect(ResolverInput(parsing: text) == nil)
    }
}
