/// The nodes bound (or found by an override change) while out of their tree, under a
/// subtree override: held weakly until a settle pass finds them rooted or released.
@MainActor
struct UnsettledNodes {
    private struct Entry {
        weak var node: (any ThemeNode)?
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    /// Whether a pass has been asked for and has not run yet (one per turn).
    var isPassScheduled = false

    var isEmpty: Bool { entries.isEmpty }
    var count: Int { entries.count }

    /// Adds `node` (once, however often it is added).
    mutating func insert(_ node: any ThemeNode) {
        entries[ObjectIdentifier(node)] = Entry(node: node)
    }

    mutating func removeAll() {
        entries.removeAll()
    }

    /// Calls `body` on every live node and keeps those it returns `true` for; released
    /// nodes are dropped.
    mutating func keep(where body: (any ThemeNode) -> Bool) {
        entries = entries.filter { _, entry in
            guard let node = entry.node else { return false }
            return body(node)
        }
    }
}
