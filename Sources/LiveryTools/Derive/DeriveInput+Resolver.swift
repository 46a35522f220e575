import LiveryCore

extension DeriveInput {
    /// Reads from a resolver what a resolved theme does not say: which tokens are references,
    /// which tokens belong to the contexts rather than to the shared sets, and which tokens the
    /// target context defines itself.
    ///
    /// A token is in the derived scope when the file defining it changes when the derived
    /// modifier picks another context — Figma SDS's `theme/light.tokens.json` tokens are, its
    /// `base/` palette is not. When that leaves nothing (a context with no files of its own,
    /// such as `contrast=normal`), every token that changes with any modifier is in scope. The target context *defines* a token when the target's
    /// definition comes from another file than the source's (`theme/dark.tokens.json`).
    ///
    /// ```swift
    /// let resolver = try Resolver(path: "sds.resolver.json")
    /// let input = try DeriveInput(resolver: resolver, from: "light", to: "dark")
    /// ```
    ///
    /// - Parameters:
    ///   - resolver: The resolver whose contexts are derived from one another.
    ///   - from: The context the colors are derived from (`light`).
    ///   - to: The context derived (`dark`).
    ///   - others: Contexts of the other modifiers (`contrast=high`); defaults otherwise.
    /// - Throws: `DiagnosticsError` when `from` names no context, or a combination has errors.
    public init(
        resolver: Resolver, from: String, to: String, at others: ResolverInput = ResolverInput([])
    )
        throws(DiagnosticsError)
    {
        self = try DeriveInput(source: resolver, from: from, to: to, at: others)
        let sourceSet = try resolver.tokenSet(for: source.input)
        sourceAliases = Self.aliases(in: sourceSet)
        let derived = source.input.selections.first { targetInput[$0.modifier] != $0.context }?.modifier
        var scope = try Self.contextDependent(sourceSet, of: resolver, at: source.input, varying: [derived])
        if scope?.isEmpty ?? true {
            scope = try Self.contextDependent(sourceSet, of: resolver, at: source.input, varying: nil)
        }
        self.scope = scope
        if target != nil {
            let targetSet = try resolver.tokenSet(for: targetInput)
            targetAliases = Self.aliases(in: targetSet)
            targetDefined = Set(
                targetSet.tokens.filter { sourceSet.token(named: $0.name)?.file != $0.file }.map(\.name))
        }
    }

    /// The tokens of `set` whose defining file changes when one of `modifiers` (every
    /// modifier when `nil`) picks another context; `nil` when there is no other context.
    private static func contextDependent(
        _ set: TokenSet, of resolver: Resolver, at input: ResolverInput, varying modifiers: [String?]?
    ) throws(DiagnosticsError) -> Set<String>? {
        var neighbours: [TokenSet] = []
        for modifier in resolver.modifiers where modifiers?.contains(modifier.name) ?? true {
            for context in modifier.contexts where context != input[modifier.name] {
                let selections = input.selections.map {
                    ($0.modifier, $0.modifier == modifier.name ? context : $0.context)
                }
                neighbours.append(try resolver.tokenSet(for: ResolverInput(selections)))
            }
        }
        guard !neighbours.isEmpty else { return nil }
        return Set(
            set.tokens.filter { token in
                neighbours.contains { $0.token(named: token.name)?.file != token.file }
            }.map(\.name))
    }

    /// Tokens whose whole value is a reference (`"{a.b}"`, or a `$ref` to `#/a/b/$value`).
    private static func aliases(in set: TokenSet) -> [String: String] {
        var result: [String: String] = [:]
        for token in set.tokens {
            guard case .reference(let reference) = TokenReference.parse(token.value) else { continue }
            switch reference {
            case .alias(let name):
                result[token.name] = name
            case .pointer(let segments) where segments.last == "$value" && segments.count > 1:
                result[token.name] = segments.dropLast().joined(separator: ".")
            case .pointer:
                continue
            }
        }
        return result
    }
}
