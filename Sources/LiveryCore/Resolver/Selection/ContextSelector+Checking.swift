extension ContextSelector {
    /// The (modifier, context) pairs the selector stands for in a source with `modifiers`, in
    /// the order written; a bare context name is given the one modifier that has it.
    ///
    /// ```swift
    /// let modifiers = [ModifierDescription(name: "theme", contexts: ["light", "dark"])]
    /// try ContextSelector(parsing: "dark").resolved(in: modifiers)    // [("theme", "dark")]
    /// try ContextSelector(parsing: "dusk").resolved(in: modifiers)    // throws .noModifierHas("dusk", …)
    /// ```
    ///
    /// - Parameter modifiers: The source's modifiers and their contexts.
    /// - Parameter preferred: The modifier a bare name goes to when several have it (the
    ///   runtime's appearance modifier); `nil` makes such a name ambiguous.
    /// - Throws: ``ContextSelectorError`` naming the valid choices: an unknown modifier, a
    ///   context its modifier lacks, a bare name no modifier (or several) has, or two
    ///   conditions that land on one modifier.
    public func resolved(
        in modifiers: [ModifierDescription], preferring preferred: String? = nil
    )
        throws(ContextSelectorError) -> [(modifier: String, context: String)]
    {
        var result: [(modifier: String, context: String)] = []
        for condition in conditions {
            let modifier = try Self.owner(of: condition, in: modifiers, preferring: preferred)
            guard !result.contains(where: { $0.modifier == modifier }) else { throw .repeated(modifier) }
            result.append((modifier, condition.context))
        }
        return result
    }

    /// The one (modifier, context) a single-condition selector names (`dark`, `theme=dark`).
    ///
    /// - Throws: ``ContextSelectorError/notOneContext(_:)`` for `*` or several conditions, and
    ///   what ``resolved(in:preferring:)`` throws.
    public func resolvedContext(
        in modifiers: [ModifierDescription]
    ) throws(ContextSelectorError)
        -> (modifier: String, context: String)
    {
        guard conditions.count == 1 else { throw .notOneContext(description) }
        let pairs = try resolved(in: modifiers)
        return pairs[0]
    }

    private static func owner(
        of condition: Condition, in modifiers: [ModifierDescription], preferring preferred: String?
    ) throws(ContextSelectorError) -> String {
        if let name = condition.modifier {
            guard let modifier = modifiers.first(where: { $0.name == name }) else {
                throw .unknownModifier(name, known: modifiers.map(\.name))
            }
            guard modifier.contexts.contains(condition.context) else {
                throw .unknownContext(condition.context, modifier: name, known: modifier.contexts)
            }
            return name
        }
        let owners = modifiers.filter { $0.contexts.contains(condition.context) }.map(\.name)
        if owners.count == 1 { return owners[0] }
        if let preferred, owners.contains(preferred) { return preferred }
        if owners.isEmpty { throw .noModifierHas(condition.context, modifiers: modifiers) }
        throw .ambiguous(condition.context, owners: owners)
    }
}
