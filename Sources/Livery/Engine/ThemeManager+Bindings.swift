import LiveryCore

/// The engine side of ``ThemeWrapper``: boxes, slots and the first application.
extension ThemeManager {
    /// The value slot of token `name` for `Value`; `nil` (reported once) when the source has
    /// no such token.
    @usableFromInline
    func slot<Value>(
        _ name: String, expected: String, convert: @escaping (ResolvedToken, Theme) -> Value?
    ) -> ValueSlot<Value>? {
        guard let id = cache.names.id(for: name) else {
            if reportedUnknownTokens.insert(name).inserted { report(.unknownToken(name)) }
            return nil
        }
        return slots.slot(name, token: id, expected: expected, themes: environment.themes, convert: convert, report: report)
    }

    /// Adds or replaces `binding` on `object` and applies it at once.
    @usableFromInline
    func install<Base: AnyObject>(_ binding: PropertyBinding<Base>, on object: Base) {
        let box = self.box(for: object)
        box.set(binding)
        binding.apply(object, ApplyContext(theme: environment.themes[box.scope], scope: box.scope))
    }

    @usableFromInline
    func removeBinding<Base: AnyObject>(_ key: BindingKey, of object: Base) {
        guard let box = registry.box(for: object), box.remove(key) else { return }
        if box.bindings.isEmpty { registry.remove(box) }
    }

    /// The token of a token binding, as a ``ThemeValue`` (`nil` for providers).
    @usableFromInline
    func boundToken<Base: AnyObject, Value>(_ key: BindingKey, of object: Base) -> ThemeValue<Value>? {
        guard let slot = registry.box(for: object)?.binding(for: key)?.slot as? ValueSlot<Value> else { return nil }
        return ThemeValue(kind: .token(slot.name, expected: slot.expected, convert: slot.convert))
    }

    func removeAllBindings(of object: AnyObject) {
        for box in registry.boxes(of: object) { registry.remove(box) }
    }

    func bindingCount(of object: AnyObject) -> Int {
        registry.boxes(of: object).reduce(0) { $0 + $1.bindingCount }
    }

    func makeBindingID() -> ThemeBindingID {
        defer { nextID += 1 }
        return ThemeBindingID(rawValue: nextID)
    }

    /// Re-applies every binding of `object` now.
    public func refresh(_ object: AnyObject) {
        for box in registry.boxes(of: object) { _ = box.apply(environment) }
    }

    /// Reads `object`'s ``ThemeNode/isThemeVisible`` and moves its bindings between the
    /// visible and hidden lists; bindings that became visible and missed a change catch up.
    public func visibilityDidChange(of object: AnyObject) {
        let visible = (object as? any ThemeNode)?.isThemeVisible ?? true
        for box in registry.boxes(of: object) {
            registry.setVisible(box, visible)
            if visible && box.appliedGeneration != generation { _ = box.apply(environment) }
        }
    }

    /// Drops the bindings of every released target now (this also happens on its own as
    /// switches meet released targets and as the registry grows).
    public func purgeReleasedTargets() { registry.sweep() }

    /// How many targets have bindings (released ones count until purged).
    public var targetCount: Int { registry.count }

    /// How many targets are skipped by switches because they reported being off-screen.
    public var hiddenTargetCount: Int { registry.hidden.count }

    /// The box of `object` for `Base`, made on first use with the node's visibility and scope.
    func box<Base: AnyObject>(for object: Base) -> TargetBox<Base> {
        if let box = registry.box(for: object) { return box }
        let box = TargetBox(object)
        box.appliedGeneration = generation
        var visible = true
        if let node = object as? any ThemeNode {
            box.isNode = true
            visible = node.isThemeVisible
            if !overrides.isEmpty { box.scope = scope(of: node) }
        }
        registry.insert(box, for: object, visible: visible)
        return box
    }
}
