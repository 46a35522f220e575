/// An immutable, flat table of every token for one input combination (e.g. theme=dark,
/// contrast=high), with every reference resolved.
///
/// ```swift
/// let theme = try resolver.theme(for: ResolverInput([("theme", "dark")]))
/// theme["color.background"]?.value   // .color(…)
/// ```
///
/// - Complexity: lookup by ``TokenID`` is an array index; by name, one hash.
public struct ResolvedTheme: Sendable {
    /// The combination of contexts this theme was resolved for.
    public let input: ResolverInput
    /// The interned token names shared by every combination of the source.
    public let names: TokenNameTable
    /// Indexed by ``TokenID``; `nil` where this combination does not define the name.
    private let storage: [ResolvedToken?]

    /// Builds a theme over `names`; tokens whose name is not in `names` are ignored.
    public init(input: ResolverInput, names: TokenNameTable, tokens: [String: ResolvedToken]) {
        var storage = [ResolvedToken?](repeating: nil, count: names.count)
        for (name, token) in tokens {
            if let id = names.id(for: name) { storage[id.index] = token }
        }
        self.input = input
        self.names = names
        self.storage = storage
    }

    /// Builds a theme from storage already laid out by ``TokenID``.
    public init(input: ResolverInput, names: TokenNameTable, storage: [ResolvedToken?]) {
        precondition(storage.count == names.count, "storage must have one slot per interned name")
        self.input = input
        self.names = names
        self.storage = storage
    }

    /// The token with the ID `id`, or `nil` when this combination lacks it.
    public subscript(id: TokenID) -> ResolvedToken? {
        storage.indices.contains(id.index) ? storage[id.index] : nil
    }

    /// The token named `name`, or `nil`.
    public subscript(name: String) -> ResolvedToken? {
        names.id(for: name).flatMap { self[$0] }
    }

    /// The defined tokens, in ID order.
    public var tokens: [(name: String, token: ResolvedToken)] {
        storage.enumerated().compactMap { i, token in token.map { (names.names[i], $0) } }
    }

    /// Whether `other` defines the same tokens, with the same names, as this theme (its input
    /// aside).
    package func hasSameTokens(as other: ResolvedTheme) -> Bool {
        (names === other.names || names.names == other.names.names) && storage == other.storage
    }

    /// How many tokens this combination defines.
    public var count: Int { storage.reduce(0) { $0 + ($1 == nil ? 0 : 1) } }
}
