/// Per-subtree overrides through ``ThemeNode`` parent links.
extension ThemeManager {
    /// Makes `node` and every descendant resolve in `preference`; `nil` restores the global
    /// theme. Bindings of affected visible nodes update at once; hidden ones are marked stale.
    ///
    /// - Throws: ``ThemeSelectionError`` when the context is not one of the theme modifier's,
    ///   or the source cannot build it (the override is not set).
    public func setOverride(_ preference: AppearancePreference?, on node: any ThemeNode) throws(ThemeSelectionError) {
        let id = ObjectIdentifier(node)
        if let preference {
            try validate(preference)
            try requireTheme(for: preference)
            overrides[id] = OverrideEntry(node: node, preference: preference)
        } else {
            overrides[id] = nil
        }
        overrides = overrides.filter { $0.value.node != nil }
        node.themeOverrideDidChange(preference, in: self)
        hierarchyDidChange()
    }

    /// The override set on `node` itself, if any.
    public func override(on node: any ThemeNode) -> AppearancePreference? {
        guard let entry = overrides[ObjectIdentifier(node)], entry.node === node else { return nil }
        return entry.preference
    }

    /// Re-evaluates which override reaches each bound node. Nodes bound out of their tree
    /// and attached in the same turn need no call (see ``nodeSettling``); call it after
    /// moving bound nodes of a tree that does not report its moves, or (UIKit before
    /// iOS 17) after moving a view that was already in a window under another override.
    /// Costs one walk up the tree per bound node, and nothing when no override is set.
    public func hierarchyDidChange() {
        // Every node is walked: the unsettled ones are found again (none with no override).
        unsettled.removeAll()
        guard !overrides.isEmpty || scopes.count > 1 else { return }
        let known = scopes.count
        var changed: [TargetBox] = []
        for box in registry.all where box.isNode {
            guard let node = box.target as? any ThemeNode else { continue }
            if rescope(box, of: node) { changed.append(box) }
            if !overrides.isEmpty && !node.isThemeRooted { unsettled.insert(node) }
        }
        apply(rescoped: changed, scopesBefore: known)
        scheduleSettlePass()
    }

    /// Re-evaluates which override reaches `node` alone (it moved in its tree, and its
    /// descendants report their own moves): one walk up the tree, nothing when no override
    /// is set. Platform glue calls it from the platform's own move notifications.
    public func nodeDidMove(_ node: any ThemeNode) {
        guard !overrides.isEmpty || scopes.count > 1, let box = registry.box(for: node) else { return }
        let known = scopes.count
        guard rescope(box, of: node) else { return }
        apply(rescoped: [box], scopesBefore: known)
    }

    /// Gives `box` the scope of the nearest override above `node`; whether it changed. A
    /// change is told to the node (``ThemeNode/themeReachingOverrideDidChange(_:in:)``).
    func rescope(_ box: TargetBox, of node: any ThemeNode) -> Bool {
        let scope = Int32(scope(of: node))
        guard scope != box.scope else { return false }
        box.scope = scope
        node.themeReachingOverrideDidChange(scopes[Int(scope)], in: self)
        return true
    }

    /// Brings boxes whose scope changed up to date: visible ones at once, hidden ones
    /// marked stale. Adds the theme of any scope made since there were `scopesBefore`.
    func apply(rescoped boxes: [TargetBox], scopesBefore: Int) {
        if scopes.count != scopesBefore { extendEnvironment() }
        guard !boxes.isEmpty else { return }
        applyTransaction.run {
            for box in boxes {
                if box.isVisible {
                    _ = box.apply(environment)
                } else {
                    box.appliedGeneration = 0
                }
            }
        }
    }

    /// The scope of the nearest override above `node` (0, the global theme, when none).
    func scope(of node: any ThemeNode) -> Int {
        var current: (any ThemeNode)? = node
        while let candidate = current {
            if let entry = overrides[ObjectIdentifier(candidate)], entry.node === candidate {
                return scopeIndex(entry.preference)
            }
            current = candidate.themeParent
        }
        return 0
    }

    private func scopeIndex(_ preference: AppearancePreference) -> Int {
        if let i = scopes.firstIndex(of: preference) { return i }
        scopes.append(preference)
        return scopes.count - 1
    }
}
