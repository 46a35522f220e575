import LiveryCore
import Testing

@Suite("Context selector grammar")
struct ContextSelectorParsingTests {
    /// Text → the selector written back in canonical form.
    static let readable: [(text: String, canonical: String)] = [
        ("dark", "dark"),
        ("theme=dark", "theme=dark"),
        (" theme = dark , contrast=high ", "theme=dark,contrast=high"),
        ("theme=dark,high", "theme=dark,high"),
        ("*", "*"),
        (" * ", "*"),
        ("", "*"),
    ]

    @Test(arguments: readable)
    func readsTheGrammar(text: String, canonical: String) throws {
        #expect(try ContextSelector(parsing: text).description == canonical, "input: \(text)")
    }

    /// Text → the reason it is refused.
    static let refused: [(text: String, error: ContextSelectorError)] = [
        ("theme=", .emptyName("theme=")),
        ("=dark", .emptyName("=dark")),
        ("theme=dark,", .emptyName("")),
        ("dark,,high", .emptyName("")),
        ("theme=dark=x", .malformed("theme=dark=x")),
        ("dark,*", .wildcardCombined("dark,*")),
        ("theme=*", .wildcardCombined("theme=*")),
        ("theme=dark,theme=light", .repeated("theme")),
        ("dark,dark", .repeated("dark")),
    ]

    @Test(arguments: refused)
    func refusesTextOutsideTheGrammar(text: String, error: ContextSelectorError) {
        #expect(throws: error, "input: \(text)") { try ContextSelector(parsing: text) }
        #expect(ContextSelector.parsed(text) == nil, "input: \(text)")
    }

    @Test func aBareNameMatchesWhicheverModifierSelectsIt() throws {
        let dark = try ContextSelector(parsing: "dark")
        #expect(dark.matches(ResolverInput([("theme", "dark"), ("contrast", "high")])))
        #expect(!dark.matches(ResolverInput([("theme", "light"), ("contrast", "high")])))
        #expect(ContextSelector.any.matches(ResolverInput([("theme", "light")])))
    }

    @Test func specificityCountsTheConditions() throws {
        #expect(try ContextSelector(parsing: "*").specificity == 0)
        #expect(try ContextSelector(parsing: "theme=dark,high").specificity == 2)
    }
}
