import LiveryCore

/// Computes a ``ThemeDiff``: per context, the tokens added, removed, renamed (a heuristic),
/// whose type or value changed, whose alias was re-pointed, and the declared contrast pairs
/// whose verdict flipped.
///
/// Contexts are matched by name (`theme=dark`); a context one side lacks has every token of the
/// other side added (or removed). Within a context, a token whose type changed is reported for
/// that alone, one whose value changed for that (with both reference targets), and one whose
/// value is the same but whose reference target moved as re-pointed.
public enum ThemeDiffer {
    /// Compares every context of `old` with the same context of `new`.
    ///
    /// - Parameters:
    ///   - old: The source before the change.
    ///   - new: The source after it.
    ///   - oldLabel: How the output names the old side.
    ///   - newLabel: How the output names the new side.
    ///   - pairs: The declared contrast pairs to compare; `nil` compares none.
    /// - Returns: The differences, sorted (the same for the same inputs).
    /// - Throws: `DiagnosticsError` with every finding of either side's failing combinations
    ///   (each with its file and JSON path), and of pairs naming a token neither side defines.
    public static func diff(
        old: Resolver, new: Resolver, oldLabel: String, newLabel: String, pairs: ContrastRequirements? = nil
    ) throws(DiagnosticsError) -> ThemeDiff {
        var problems: [Diagnostic] = []
        var oldSnapshots: [String: ThemeSnapshot] = [:]
        var newSnapshots: [String: ThemeSnapshot] = [:]
        do { oldSnapshots = try ThemeSnapshot.all(of: old) } catch { problems += error.diagnostics }
        do { newSnapshots = try ThemeSnapshot.all(of: new) } catch { problems += error.diagnostics }
        if let pairs { problems += ContrastComparison.unknownTokens(pairs, old: old, new: new) }
        guard problems.isEmpty else { throw DiagnosticsError(problems) }
        let olds = oldSnapshots
        let news = newSnapshots
        let names = Array(Set(olds.keys).union(news.keys)).sorted()
        let contexts = ParallelMap.run(names.count) { index -> ContextDiff in
            let name = names[index]
            let before = olds[name]
            let after = news[name]
            let presence: ContextDiff.Presence = before == nil ? .added : after == nil ? .removed : .both
            let contrast = pairs.flatMap { pairs in after.map { ContrastComparison.flips(pairs, old: before, new: $0) }
            }
            return ContextDiff(
                context: name, presence: presence, changes: changes(old: before, new: after), contrast: contrast ?? [])
        }
        return ThemeDiff(oldLabel: oldLabel, newLabel: newLabel, contexts: contexts, comparedContrast: pairs != nil)
    }

    /// The token changes between two sides of one context (either may be missing).
    static func changes(old: ThemeSnapshot?, new: ThemeSnapshot?) -> [TokenChange] {
        var changes: [TokenChange] = []
        var removed: [RenameMatcher.Candidate] = []
        var added: [RenameMatcher.Candidate] = []
        for (name, _) in old?.theme.tokens ?? [] {
            guard let before = old?.side(name) else { continue }
            guard let after = new?.side(name) else {
                removed.append(.init(name: name, side: before))
                continue
            }
            if let kind = kind(before, after) {
                changes.append(TokenChange(kind: kind, name: name, old: before, new: after))
            }
        }
        for (name, _) in new?.theme.tokens ?? [] where old?.theme[name] == nil {
            if let after = new?.side(name) { added.append(.init(name: name, side: after)) }
        }
        let matched = RenameMatcher.match(removed: removed, added: added)
        changes += matched.renames.map {
            TokenChange(kind: .renamed, name: $0.new.name, oldName: $0.old.name, old: $0.old.side, new: $0.new.side)
        }
        changes += matched.removed.map { TokenChange(kind: .removed, name: $0.name, old: $0.side, new: nil) }
        changes += matched.added.map { TokenChange(kind: .added, name: $0.name, old: nil, new: $0.side) }
        return changes
    }

    /// The kind of change between two sides of one token, or `nil` when nothing changed.
    private static func kind(_ old: TokenSide, _ new: TokenSide) -> TokenChange.Kind? {
        if old.type != new.type { return .typeChanged }
        if old.value != new.value { return .valueChanged }
        if old.reference != new.reference { return .aliasRepointed }
        return nil
    }
}
