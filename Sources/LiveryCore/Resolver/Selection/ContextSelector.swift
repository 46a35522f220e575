/// Conditions on the contexts of an input combination, in the one grammar every part of
/// Livery reads: a context name (`dark`), a `modifier=context` pair (`theme=dark`), several of
/// them separated by commas (`theme=dark,contrast=high`), or `*` for every combination.
///
/// Command-line inputs (`--input`, `--context`, `derive --from`), the keys of resolved-theme
/// JSON, runtime layer keys and the `contexts` of a contrast-pairs file are all read by
/// ``init(parsing:)`` and checked against a source's modifiers by
/// ``resolved(in:preferring:)``, which names the valid choices when a name is wrong.
///
/// ```swift
/// let high = try ContextSelector(parsing: "contrast=high")
/// high.matches(ResolverInput([("theme", "dark"), ("contrast", "high")]))   // true
/// ContextSelector.any.matches(ResolverInput([]))                         // true
/// ```
public struct ContextSelector: Sendable, Hashable, CustomStringConvertible {
    /// One condition: the context `context` of the modifier `modifier`; a `nil` modifier (a bare
    /// context name) matches whichever modifier has that context.
    public struct Condition: Sendable, Hashable {
        /// The modifier, or `nil` for a bare context name.
        public var modifier: String?
        /// The context required.
        public var context: String

        /// The condition that `modifier` (any modifier when `nil`) selects `context`.
        public init(modifier: String?, context: String) {
            self.modifier = modifier
            self.context = context
        }
    }

    /// The conditions, in the order written; empty for `*` (every combination).
    public let conditions: [Condition]

    /// The selector of every combination, written `*`.
    public static let any = ContextSelector(conditions: [])

    /// A selector of `conditions`, all of which must hold.
    public init(conditions: [Condition]) {
        self.conditions = conditions
    }

    /// Whether every condition holds for `input`.
    ///
    /// - Complexity: O(*c* · *m*) for *c* conditions and *m* modifiers of `input`.
    public func matches(_ input: ResolverInput) -> Bool {
        conditions.allSatisfy { condition in
            if let modifier = condition.modifier { return input[modifier] == condition.context }
            return input.selections.contains { $0.context == condition.context }
        }
    }

    /// How many conditions the selector sets: the most specific matching selector wins.
    public var specificity: Int { conditions.count }

    /// Whether every condition names its modifier (`theme=dark`, not `dark`).
    public var isQualified: Bool { conditions.allSatisfy { $0.modifier != nil } }

    /// The selector in its grammar: `*` when it has no conditions, else the conditions joined
    /// by commas (`theme=dark,high`).
    public var description: String {
        guard !conditions.isEmpty else { return "*" }
        return conditions.map { c in c.modifier.map { "\($0)=\(c.context)" } ?? c.context }.joined(separator: ",")
    }
}
