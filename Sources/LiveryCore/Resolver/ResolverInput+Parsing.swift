extension ResolverInput {
    /// Reads the canonical key ``description`` writes: `theme=dark,contrast=high` (`""` is the
    /// empty input). Whitespace around names is ignored.
    ///
    /// ```swift
    /// ResolverInput(parsing: "theme=dark, contrast=high")?["contrast"]   // "high"
    /// ResolverInput(parsing: "theme")                                   // nil: no "="
    /// ```
    ///
    /// - Returns: `nil` when a pair lacks `=`, a name or a context is empty, or a modifier repeats.
    public init?(parsing text: String) {
        var selections: [(modifier: String, context: String)] = []
        var seen = Set<String>()
        for pair in text.split(separator: ",", omittingEmptySubsequences: false) {
            if pair.allSatisfy(\.isWhitespace), text.allSatisfy(\.isWhitespace) { continue }
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2 else { return nil }
            let modifier = parts[0].trimmingWhitespace
            let context = parts[1].trimmingWhitespace
            guard !modifier.isEmpty, !context.isEmpty, seen.insert(modifier).inserted else { return nil }
            selections.append((modifier, context))
        }
        self.init(selections)
    }
}

extension Substring {
    fileprivate var trimmingWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
