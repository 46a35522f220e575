/// Nodes bound before they are attached (``ThemeNode/isThemeRooted`` `false`) under a subtree
/// override: kept weakly and settled — their ancestors walked again — by a pass that
/// ``nodeSettling`` schedules, and at the start of every switch and override change.
extension ThemeManager {
    /// Keeps `node`, just bound out of its tree while an override exists, for the next pass.
    func noteUnsettled(_ node: any ThemeNode) {
        unsettled.insert(node)
        scheduleSettlePass()
    }

    /// Asks ``nodeSettling`` for a pass, unless one is pending or nothing is unsettled.
    func scheduleSettlePass() {
        guard !unsettled.isPassScheduled, !unsettled.isEmpty else { return }
        unsettled.isPassScheduled = true
        nodeSettling.schedule { [weak self] in
            guard let self else { return }
            unsettled.isPassScheduled = false
            settleNodes(applying: true)
        }
    }

    /// Gives every unsettled node the scope of the override above it now, and drops the
    /// nodes now rooted (their ancestors are final) or released; the others wait for the
    /// next pass. `applying`: bring changed bindings up to date at once (a scheduled pass);
    /// otherwise only the scopes change (a rebuild is about to apply everything).
    func settleNodes(applying: Bool) {
        guard !unsettled.isEmpty else { return }
        guard !overrides.isEmpty else {
            unsettled.removeAll()
            return
        }
        var nodes: [any ThemeNode] = []
        unsettled.keep { node in
            nodes.append(node)
            return !node.isThemeRooted
        }
        let known = scopes.count
        var changed: [TargetBox] = []
        for node in nodes {
            guard let box = registry.box(for: node) else { continue }
            if rescope(box, of: node) { changed.append(box) }
        }
        if applying { apply(rescoped: changed, scopesBefore: known) }
    }

    /// How many nodes wait for a settle pass.
    var unsettledCount: Int { unsettled.count }
}
