/// The nodes that were told of their first binding (``ThemeNode/themeNodeDidBind(in:)``) and
/// then lost every binding while alive: bound again, they are not told again — a reused cell
/// that clears and re-binds its views does not add a trait registration each time.
///
/// Held weakly and keyed by identity (checked against the live reference, as addresses are
/// reused); released nodes are dropped whenever the table doubles since its last sweep.
@MainActor
struct UnboundNodes {
    private struct Entry {
        weak var node: AnyObject?
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    private var sweepAt = 64

    var isEmpty: Bool { entries.isEmpty }
    var count: Int { entries.count }

    /// Remembers `node`, which keeps the hooks it was given when first bound.
    mutating func insert(_ node: AnyObject) {
        entries[ObjectIdentifier(node)] = Entry(node: node)
        guard entries.count >= sweepAt else { return }
        entries = entries.filter { $0.value.node != nil }
        sweepAt = max(64, entries.count * 2)
    }

    /// Whether `node` was told already; forgets it (its new box now stands for it).
    mutating func remove(_ node: AnyObject) -> Bool {
        guard let entry = entries.removeValue(forKey: ObjectIdentifier(node)) else { return false }
        return entry.node === node
    }
}
