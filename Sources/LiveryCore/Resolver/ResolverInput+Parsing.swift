extension ResolverInput {
    /// Reads the canonical key ``description`` writes: `theme=dark,contrast=high` (`""` is the
    /// empty input), in ``ContextSelector``'s grammar with every condition naming its modifier.
    ///
    /// ```swift
    /// ResolverInput(parsing: "theme=dark, contrast=high")?["contrast"]   // "high"
    /// ResolverInput(parsing: "theme")                                   // nil: no "="
    /// ```
    ///
    /// - Returns: `nil` when the text breaks the grammar (an empty name, a repeated modifier),
    ///   is `*`, or has a bare context name.
    public init?(parsing text: String) {
        guard let selector = try? Self.selector(parsing: text) else { return nil }
        self.init(selector.conditions.map { ($0.modifier ?? "", $0.context) })
    }

    /// The selector `text` spells, checked to be an input key: qualified pairs only, no `*`.
    ///
    /// - Throws: ``ContextSelectorError`` for text outside the grammar, and
    ///   ``ContextSelectorError/unqualified(_:)`` for `*` or a bare name.
    static func selector(parsing text: String) throws(ContextSelectorError) -> ContextSelector {
        let selector = try ContextSelector(parsing: text)
        if text.trimmingWhitespace == "*" { throw .unqualified("*") }
        if let bare = selector.conditions.first(where: { $0.modifier == nil }) { throw .unqualified(bare.context) }
        return selector
    }
}
