import LiveryCore

/// The engine side of ``ThemeWrapper``: boxes, slots and the first application.
extension ThemeManager {
    /// Binds the property `setter` sets on `object` to `value`, and applies the binding at
    /// once. (``ThemeWrapper`` removes a binding through ``removeBinding(_:of:)``.)
    ///
    /// Inlined into the caller's specialized code, so that choosing the payload costs no
    /// generic metadata lookups; the rest is the non-generic entry points below.
    @inlinable
    func bind<Value>(_ value: ThemeValue<Value>?, on object: AnyObject, setter: @escaping BindingSetter) {
        switch value?.kind {
        case nil:
            bind(payload: nil, owned: false, on: object, setter: setter)
        case .token(let name, let expected, let convert):
            if let slot = existingSlot(name, type: ObjectIdentifier(Value.self)) {
                bind(slot: slot, on: object, setter: setter)
            } else {
                bind(
                    payload: makeSlot(name, expected: expected, convert: convert), owned: false, on: object,
                    setter: setter)
            }
        case .provider(let provider):
            bind(payload: ValueSource(provider: provider), owned: true, on: object, setter: setter)
        }
    }

    /// Installs a binding of `setter` reading `payload` and applies it; with no payload (a
    /// token the source lacks) removes the binding of the same property instead.
    @usableFromInline
    func bind(payload: AnyObject?, owned: Bool, on object: AnyObject, setter: @escaping BindingSetter) {
        guard let payload else {
            // An empty run sets nothing and reads no payload: it only names the property.
            let nothing = TargetRun(start: nil, count: 0)
            if let key = setter(nothing, UncountedReference(self), environment.contexts[0]) {
                remove(keys.canonical(key), of: object)
            }
            return
        }
        bind(to: payload, owned: owned, on: object, setter: setter)
    }

    /// Installs a binding of `setter` reading `payload` and applies it. (Separate from the
    /// optional entry point above so that the payload, borrowed from the caller, is not
    /// counted.)
    private func bind(to payload: AnyObject, owned: Bool, on object: AnyObject, setter: @escaping BindingSetter) {
        let scope = boxScope(for: object)
        // The first application names the property the setter sets: its key.
        guard let key = PropertyBinding.apply(setter, to: object, payload: payload, environment.contexts[Int(scope)])
        else { return }
        // A target bound like one before it takes the same step between shared shapes. The
        // box is looked up again, uncounted (the last-box cache answers): the first
        // application may have run the target's property observers, which may have unbound
        // it; following a transition runs no user code.
        if !owned, let box = registry.lastBox(for: object),
            box.withObject({ $0.followTransition(seen: key, payload: payload) })
        {
            return
        }
        let binding = PropertyBinding(key: keys.intern(key), payload: payload, apply: setter)
        box(for: object).set(binding, owning: owned ? payload : nil, seen: key)
    }

    /// The slot of token `name` for the property type `type`, if one was made already:
    /// uncounted, as the slot table keeps every slot for the engine's lifetime.
    @usableFromInline
    func existingSlot(_ name: String, type: ObjectIdentifier) -> UncountedReference<AnyObject>? {
        slots.existing(name, type: type)
    }

    /// Binds the property `setter` sets to an existing token slot (``existingSlot(_:type:)``),
    /// passed on without counting it.
    @usableFromInline
    func bind(slot: UncountedReference<AnyObject>, on object: AnyObject, setter: @escaping BindingSetter) {
        slot.withObject { bind(to: $0, owned: false, on: object, setter: setter) }
    }

    /// Makes the slot of token `name` for `Value`; `nil` (reported once) when the source has
    /// no such token.
    @usableFromInline
    func makeSlot<Value>(
        _ name: String, expected: String, convert: @escaping (ResolvedToken, Theme) -> Value?
    ) -> AnyObject? {
        slot(name, expected: expected, convert: convert)
    }

    /// Adds an `apply` block to `object` and runs it at once; a block of `object` from the
    /// same site is replaced (its payload released).
    @usableFromInline
    func install(action: AnyObject, site: ApplySite, on object: AnyObject, setter: @escaping BindingSetter) {
        let box = self.box(for: object)
        let binding = PropertyBinding(key: actionKeys.key(for: site), payload: action, apply: setter)
        box.set(binding, owning: action)
        binding.apply(to: object, environment.contexts[Int(box.scope)])
    }

    /// The value slot of token `name` for `Value`; `nil` (reported once) when the source has
    /// no such token.
    func slot<Value>(
        _ name: String, expected: String, convert: @escaping (ResolvedToken, Theme) -> Value?
    ) -> AnyObject? {
        if let recent = slots.recentSlot(name, type: ObjectIdentifier(Value.self)) { return recent }
        guard let id = cache.names.id(for: name) else {
            if reportedUnknownTokens.insert(name).inserted { report(.unknownToken(name)) }
            return nil
        }
        return slots.slot(
            name, token: id, expected: expected, themes: environment.themes, convert: convert, report: report)
    }

    /// Removes the binding of the property at `keyPath`.
    @usableFromInline
    func removeBinding(_ keyPath: AnyKeyPath, of object: AnyObject) {
        remove(keys.canonical(keyPath), of: object)
    }

    func removeAction(_ id: ThemeBindingID, of object: AnyObject) {
        guard let box = registry.box(for: object),
            let key = box.bindings.lazy.filter({
                ($0.payload.object as? any IdentifiedAction)?.actionID == id
            }).map({ $0.key.object }).first
        else { return }
        remove(key, of: object)
    }

    private func remove(_ key: AnyObject, of object: AnyObject) {
        guard let box = registry.box(for: object), box.remove(key) else { return }
        if box.bindingCount == 0 { removeBox(box, of: object) }
    }

    /// Drops `object`'s box; a node remembers that it was told of its first binding.
    private func removeBox(_ box: TargetBox, of object: AnyObject) {
        if box.isNode { unboundNodes.insert(object) }
        registry.remove(box)
    }

    /// The token of a token binding, as a ``ThemeValue`` (`nil` for providers).
    @usableFromInline
    func boundToken<Value>(_ keyPath: AnyKeyPath, of object: AnyObject) -> ThemeValue<Value>? {
        guard let payload = registry.box(for: object)?.binding(for: keys.canonical(keyPath))?.payload.object,
            let slot = payload as? ValueSource<Value>, let convert = slot.convert
        else { return nil }
        return ThemeValue(kind: .token(slot.name, expected: slot.expected, convert: convert))
    }

    func removeAllBindings(of object: AnyObject) {
        if let box = registry.box(for: object) { removeBox(box, of: object) }
    }

    func bindingCount(of object: AnyObject) -> Int {
        registry.box(for: object)?.bindingCount ?? 0
    }

    func makeBindingID() -> ThemeBindingID {
        defer { nextID += 1 }
        return ThemeBindingID(rawValue: nextID)
    }

    /// Re-applies every binding of `object` now.
    public func refresh(_ object: AnyObject) {
        _ = registry.box(for: object)?.apply(environment)
    }

    /// Reads `object`'s ``ThemeNode/isThemeVisible`` and moves its bindings between the
    /// visible and hidden lists; bindings that became visible and missed a change catch up.
    public func visibilityDidChange(of object: AnyObject) {
        guard let box = registry.box(for: object) else { return }
        let visible = nodeTypes.withNode(object) { $0.isThemeVisible } ?? true
        let wasVisible = box.isVisible
        // A visible box is always current (every switch applies it; a pass writes nothing
        // to the box), so it can fall behind only from the moment it is hidden.
        if wasVisible && !visible { box.appliedGeneration = generation }
        registry.setVisible(box, visible)
        if visible && !wasVisible && box.appliedGeneration != generation { _ = box.apply(environment) }
    }

    /// Drops the bindings of every released target now (this also happens on its own as
    /// switches meet released targets and as the registry grows).
    public func purgeReleasedTargets() { registry.sweep() }

    /// How many targets have bindings (released ones count until purged).
    public var targetCount: Int { registry.count }

    /// How many targets are skipped by switches because they reported being off-screen.
    public var hiddenTargetCount: Int { registry.hidden.count }

    /// The box of `object`, made on first use with the node's visibility and scope.
    func box(for object: AnyObject) -> TargetBox {
        if let box = registry.lastBox(for: object) { return box.object }
        return makeBox(for: object)
    }

    /// The scope of `object`'s box (made on first use), read without counting the box.
    private func boxScope(for object: AnyObject) -> Int32 {
        if let box = registry.lastBox(for: object) { return box.withObject { $0.scope } }
        return makeBox(for: object).scope
    }

    /// Makes and registers `object`'s box unless it has one (then that one is returned).
    private func makeBox(for object: AnyObject) -> TargetBox {
        let box = TargetBox(for: object, empty: emptyShape)
        // Most objects bound here are new: made first, registered unless the object turns out
        // to have a box already.
        if let existing = registry.insertUnlessPresent(box, for: object) { return existing }
        box.appliedGeneration = generation
        nodeTypes.withNode(object) { node in
            box.isNode = true
            registry.setVisible(box, node.isThemeVisible)
            if !overrides.isEmpty {
                box.scope = Int32(scope(of: node))
                if box.scope != 0 { node.themeReachingOverrideDidChange(scopes[Int(box.scope)], in: self) }
                // The first node bound under an override may be what adds its scope: the
                // environment must have that scope's theme before the binding is applied.
                if scopes.count > environment.contexts.count { extendEnvironment() }
                // Bound before it is attached: settled later, under what it is attached to.
                if !node.isThemeRooted { noteUnsettled(node) }
            }
            // Told once per node: one that lost its bindings and is bound again keeps its hooks.
            if unboundNodes.isEmpty || !unboundNodes.remove(object) { node.themeNodeDidBind(in: self) }
        }
        return box
    }
}
