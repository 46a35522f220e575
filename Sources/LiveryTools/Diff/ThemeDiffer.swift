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
        let ids = NameCorrespondence(old: old.names, new: new.names)
        let contexts = ParallelMap.run(names.count) { index -> ContextDiff in
            let name = names[index]
            let before = olds[name]
            let after = news[name]
            let presence: ContextDiff.Presence = before == nil ? .added : after == nil ? .removed : .both
            let contrast = pairs.flatMap { pairs in after.map { ContrastComparison.flips(pairs, old: before, new: $0) }
            }
            return ContextDiff(
                context: name, presence: presence, changes: changes(old: before, new: after, ids: ids),
                contrast: contrast ?? [])
        }
        return ThemeDiff(oldLabel: oldLabel, newLabel: newLabel, contexts: contexts, comparedContrast: pairs != nil)
    }

    /// The token changes between two sides of one context (either may be missing); `ids` maps
    /// each side's token IDs to the other's, so no name is hashed per context.
    static func changes(old: ThemeSnapshot?, new: ThemeSnapshot?, ids: NameCorrespondence) -> [TokenChange] {
        var changes: [TokenChange] = []
        var removed: [RenameMatcher.Candidate] = []
        var added: [RenameMatcher.Candidate] = []
        if let old {
            for (index, name) in old.theme.names.names.enumerated() {
                guard let before = old.theme[TokenID(rawValue: Int32(index))] else { continue }
                guard let new, let id = ids.newID[index], let after = new.theme[id] else {
                    if let side = old.side(name) { removed.append(.init(name: name, side: side)) }
                    continue
                }
                // The common case: same type and value, written the same way on both sides.
                if before.type == after.type, before.value == after.value,
                    old.set.token(named: name)?.value == new.set.token(named: name)?.value
                {
                    continue
                }
                guard let oldSide = old.side(name), let newSide = new.side(name) else { continue }
                if let kind = kind(oldSide, newSide) {
                    changes.append(TokenChange(kind: kind, name: name, old: oldSide, new: newSide))
                }
            }
        }
        if let new {
            for (index, name) in new.theme.names.names.enumerated() {
                guard new.theme[TokenID(rawValue: Int32(index))] != nil else { continue }
                if let old, let id = ids.oldID[index], old.theme[id] != nil { continue }
                if let side = new.side(name) { added.append(.init(name: name, side: side)) }
            }
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

/// Which token ID on one side has the same name as each ID on the other (the name tables of a
/// source are shared by all its contexts, so this is computed once per diff).
struct NameCorrespondence: Sendable {
    /// For each old ID's index, the new side's ID of the same name.
    let newID: [TokenID?]
    /// For each new ID's index, the old side's ID of the same name.
    let oldID: [TokenID?]

    init(old: TokenNameTable, new: TokenNameTable) {
        newID = old.names.map { new.id(for: $0) }
        oldID = new.names.map { old.id(for: $0) }
    }
}
