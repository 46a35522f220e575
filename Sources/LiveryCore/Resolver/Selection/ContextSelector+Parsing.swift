extension ContextSelector {
    /// Reads a selector: `*` or a blank text (every combination), else comma-separated
    /// conditions, each a context name (`dark`) or `modifier=context` (`theme=dark`).
    /// Whitespace around names is ignored.
    ///
    /// ```swift
    /// try ContextSelector(parsing: "theme = dark, high").description   // "theme=dark,high"
    /// try ContextSelector(parsing: "theme=")                           // throws .emptyName("theme=")
    /// ```
    ///
    /// - Throws: ``ContextSelectorError`` for an empty name, a second `=`, a `*` among other
    ///   conditions, or a modifier (or bare context) written twice.
    public init(parsing text: String) throws(ContextSelectorError) {
        let trimmed = text.trimmingWhitespace
        if trimmed.isEmpty || trimmed == "*" {
            self = .any
            return
        }
        var conditions: [Condition] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let sides = part.split(separator: "=", omittingEmptySubsequences: false).map(\.trimmingWhitespace)
            guard sides.count <= 2 else { throw .malformed(part.trimmingWhitespace) }
            guard sides.allSatisfy({ !$0.isEmpty }) else { throw .emptyName(part.trimmingWhitespace) }
            guard !sides.contains("*") else { throw .wildcardCombined(trimmed) }
            conditions.append(
                sides.count == 2
                    ? Condition(modifier: sides[0], context: sides[1]) : Condition(modifier: nil, context: sides[0]))
        }
        try self.init(checking: conditions)
    }

    /// A selector of `conditions`, checked to name each modifier (and each bare context) once.
    ///
    /// - Throws: ``ContextSelectorError/repeated(_:)`` for the first name written twice.
    public init(checking conditions: [Condition]) throws(ContextSelectorError) {
        for (index, condition) in conditions.enumerated()
        where conditions[..<index].contains(where: { $0.clashes(with: condition) }) {
            throw .repeated(condition.modifier ?? condition.context)
        }
        self.init(conditions: conditions)
    }

    /// The selector `text` spells, or `nil` when it breaks the grammar (see ``init(parsing:)``).
    public static func parsed(_ text: String) -> ContextSelector? {
        try? ContextSelector(parsing: text)
    }
}

extension ContextSelector.Condition {
    /// Two conditions on the same modifier, or the same bare context written twice.
    fileprivate func clashes(with other: Self) -> Bool {
        switch (modifier, other.modifier) {
        case (let a?, let b?): a == b
        case (nil, nil): context == other.context
        default: false
        }
    }
}

extension StringProtocol {
    /// The text without leading and trailing whitespace.
    var trimmingWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
