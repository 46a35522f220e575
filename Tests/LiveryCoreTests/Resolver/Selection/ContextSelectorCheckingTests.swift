import LiveryCore
import Testing

@Suite("Context selectors checked against modifiers")
struct ContextSelectorCheckingTests {
    static let modifiers = [
        ModifierDescription(name: "theme", contexts: ["light", "dark"]),
        ModifierDescription(name: "contrast", contexts: ["normal", "high"]),
        ModifierDescription(name: "brand", contexts: ["default", "high"]),
    ]

    /// Text → the (modifier, context) pairs it stands for, written `modifier=context`.
    static let resolvable: [(text: String, pairs: [String])] = [
        ("dark", ["theme=dark"]),
        ("theme=dark,contrast=high", ["theme=dark", "contrast=high"]),
        ("normal, light", ["contrast=normal", "theme=light"]),
        ("brand=high", ["brand=high"]),
        ("*", []),
    ]

    @Test(arguments: resolvable)
    func resolvesToTheModifiersThatHaveTheContexts(text: String, pairs: [String]) throws {
        let resolved = try ContextSelector(parsing: text).resolved(in: Self.modifiers)
        #expect(resolved.map { "\($0.modifier)=\($0.context)" } == pairs, "input: \(text)")
    }

    /// Text → the message naming what is wrong and the valid choices.
    static let unresolvable: [(text: String, message: String)] = [
        ("mood=calm", "unknown modifier 'mood'; modifiers: theme, contrast, brand"),
        ("theme=dusk", "modifier 'theme' has no context 'dusk'; contexts: light, dark"),
        (
            "dusk",
            "no modifier has a context 'dusk'; contexts: theme: light, dark; contrast: normal, high; brand: default, high"
        ),
        ("high", "context 'high' belongs to several modifiers (contrast, brand); write contrast=high or brand=high"),
        ("dark,theme=light", "'theme' is chosen twice"),
    ]

    @Test(arguments: unresolvable)
    func namesTheValidChoices(text: String, message: String) throws {
        let selector = try ContextSelector(parsing: text)
        let error = #expect(throws: ContextSelectorError.self, "input: \(text)") {
            try selector.resolved(in: Self.modifiers)
        }
        #expect(error?.description == message, "input: \(text)")
    }

    @Test func aPreferredModifierSettlesAnAmbiguousBareName() throws {
        let resolved = try ContextSelector(parsing: "high").resolved(in: Self.modifiers, preferring: "brand")
        #expect(resolved.map(\.modifier) == ["brand"])
    }

    @Test func aSourceWithoutModifiersSaysSo() throws {
        let error = #expect(throws: ContextSelectorError.self) { try ContextSelector(parsing: "dark").resolved(in: []) }
        #expect(error?.description == "no modifier has a context 'dark'; the source has no modifiers")
    }

    @Test func oneContextIsExactlyOneCondition() throws {
        let dark = try ContextSelector(parsing: "dark").resolvedContext(in: Self.modifiers)
        #expect(dark.modifier == "theme" && dark.context == "dark")
        #expect(throws: ContextSelectorError.notOneContext("theme=dark,contrast=high")) {
            try ContextSelector(parsing: "theme=dark,contrast=high").resolvedContext(in: Self.modifiers)
        }
        #expect(throws: ContextSelectorError.notOneContext("*")) {
            try ContextSelector(parsing: "*").resolvedContext(in: Self.modifiers)
        }
    }
}
