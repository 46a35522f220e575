/// Anything that can produce a ``ResolvedTheme`` per input combination: a DTCG resolver
/// file, or an in-memory table in tests and server payloads.
public protocol ThemeSource: Sendable {
    /// The modifiers and their contexts, in resolution order.
    var modifiers: [ModifierDescription] { get }
    /// The interned names shared by every theme of this source.
    var names: TokenNameTable { get }
    /// The theme for one combination. Implementations cache: the second call is a lookup.
    func theme(for input: ResolverInput) throws -> ResolvedTheme
}

/// A modifier as the engine and the CLI see it: its name, contexts and default.
public struct ModifierDescription: Sendable, Hashable {
    /// The modifier's name (`theme`).
    public var name: String
    /// Its contexts, in declaration order.
    public var contexts: [String]
    /// The context used when an input does not choose one.
    public var defaultContext: String?
    /// `description`, if any.
    public var description: String?

    /// The most input combinations a source may have: a resolver with more is refused when it
    /// loads (`validate` would build every one; 30 modifiers of 10 contexts in 2 KB are 10³⁰).
    public static let maxCombinations = 4096

    /// The product of `counts`, `Int.max` when it overflows.
    package static func combinations(of counts: [Int]) -> Int {
        var product = 1
        for count in counts {
            let (next, overflow) = product.multipliedReportingOverflow(by: max(count, 1))
            if overflow { return .max }
            product = next
        }
        return product
    }

    /// A modifier `name` of `contexts`.
    public init(name: String, contexts: [String], defaultContext: String? = nil, description: String? = nil) {
        self.name = name
        self.contexts = contexts
        self.defaultContext = defaultContext
        self.description = description
    }
}

extension ThemeSource {
    /// How many input combinations the modifiers give (the product of their context counts),
    /// `Int.max` when that overflows. Counted, never enumerated.
    public var combinationCount: Int { ModifierDescription.combinations(of: modifiers.map(\.contexts.count)) }

    /// The input that picks each modifier's default (or first) context.
    public var defaultInput: ResolverInput {
        ResolverInput(modifiers.map { ($0.name, $0.defaultContext ?? $0.contexts.first ?? "") })
    }

    /// Every combination of contexts, in modifier order (the first modifier varies slowest).
    public var allInputs: [ResolverInput] {
        var result: [[(modifier: String, context: String)]] = [[]]
        for modifier in modifiers {
            result = result.flatMap { prefix in modifier.contexts.map { prefix + [(modifier.name, $0)] } }
        }
        return result.map(ResolverInput.init)
    }
}
