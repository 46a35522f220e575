import LiveryCore
import LiveryTools
import Testing

@Suite("The contexts derive works between")
struct DeriveContextsTests {
    static let modifiers = [
        ModifierDescription(name: "theme", contexts: ["light", "dark"]),
        ModifierDescription(name: "contrast", contexts: ["normal", "high"]),
        ModifierDescription(name: "brand", contexts: ["default", "high"]),
    ]

    /// (from, to) → modifier, from, to, whether the target exists.
    static let valid: [(from: String, to: String, expected: String)] = [
        ("light", "dark", "theme light→dark existing"),
        ("theme=light", "theme=dark", "theme light→dark existing"),
        ("light", "dim", "theme light→dim new"),
        ("contrast=normal", "high", "contrast normal→high existing"),
    ]

    @Test(arguments: valid)
    func picksTheModifierAndBothContexts(from: String, to: String, expected: String) throws {
        let c = try DeriveContexts(from: from, to: to, in: Self.modifiers)
        #expect("\(c.modifier) \(c.from)→\(c.to) \(c.targetExists ? "existing" : "new")" == expected)
    }

    /// (from, to) → the message.
    static let invalid: [(from: String, to: String, message: String)] = [
        (
            "high", "low",
            "from high: context 'high' belongs to several modifiers (contrast, brand); write contrast=high or brand=high"
        ),
        (
            "sepia", "dark",
            "from sepia: no modifier has a context 'sepia'; contexts: theme: light, dark; contrast: normal, high; brand: default, high"
        ),
        ("dark", "dark", "from and to are both 'dark'; derive another context"),
        ("light", "contrast=high", "to contrast=high is not a context of 'theme', the modifier from belongs to"),
        (
            "light", "dark,dim",
            "to dark,dim: 'dark,dim' is not one context; expected a context (dark) or modifier=context"
        ),
        (
            "theme=light,contrast=high", "dark",
            "from theme=light,contrast=high: 'theme=light,contrast=high' is not one context; expected a context (dark) or modifier=context"
        ),
    ]

    @Test(arguments: invalid)
    func refusesWhatIsNotTwoContextsOfOneModifier(from: String, to: String, message: String) {
        let error = #expect(throws: DeriveContextsError.self) {
            try DeriveContexts(from: from, to: to, in: Self.modifiers)
        }
        #expect(error?.description == message, "from \(from) to \(to)")
    }
}
