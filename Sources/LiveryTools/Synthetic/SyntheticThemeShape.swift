/// The shape of a generated token set, for benchmarks and stress tests.
///
/// A shape is a palette of literal color tokens defined per context, plus reference chains
/// in a shared set: chain member `k` refers to member `k - 1`, and member 0 refers to a
/// palette token, so the last member of each chain is `referenceDepth` references away from
/// a literal value.
public struct SyntheticThemeShape: Sendable, Hashable {
    /// Literal color tokens, defined once in every context (with different values).
    public var paletteTokens: Int
    /// How many reference chains the shared set holds.
    public var chains: Int
    /// How many references each chain has (the depth of its last member).
    public var referenceDepth: Int
    /// Context names of the `theme` modifier.
    public var contexts: [String]

    /// A shape of `paletteTokens` literal colors, `chains` reference chains `referenceDepth` deep, over `contexts`.
    public init(paletteTokens: Int, chains: Int, referenceDepth: Int, contexts: [String]) {
        self.paletteTokens = paletteTokens
        self.chains = chains
        self.referenceDepth = referenceDepth
        self.contexts = contexts
    }

    /// Tokens per context: the palette plus every chain member.
    public var tokenCount: Int { paletteTokens + chains * referenceDepth }
    /// References per context.
    public var referenceCount: Int { chains * referenceDepth }

    /// 9,000 tokens, 6,000 of them references in chains 3 deep, in 3 contexts (Style
    /// Dictionary's benchmark shape; its budget is 500 ms).
    public static let medium = SyntheticThemeShape(
        paletteTokens: 3_000, chains: 2_000, referenceDepth: 3, contexts: ["light", "dark", "dim"])

    /// 30,000 tokens with references 100 deep: 300 literals and 297 chains of 100 references.
    public static let deep = SyntheticThemeShape(
        paletteTokens: 300, chains: 297, referenceDepth: 100, contexts: ["light"])
}
