/// The `theme` namespace of an object: binds any settable property to a token or a
/// closure of the theme, through key paths — no per-class or per-property code.
///
/// ```swift
/// label.theme.textColor = .token("text.primary")          // any ReferenceWritableKeyPath
/// label.theme.shadowColor = .token("text.shadow")         // optional properties too
/// label.theme.alpha = ThemeValue { $0.appearance == "dark" ? 0.8 : 1 }
/// label.theme.textColor = nil                             // removes the binding
/// label.theme.bind(\.textColor, to: .token("text.primary"))   // the same, as a method
/// button.theme.apply { button, theme in                    // work that is not a property
///     button.setTitleColor(theme.value("text.accent"), for: .normal)
/// }
/// ```
///
/// The first value is applied at once; binding a property again replaces its binding. The
/// engine holds the object weakly and forgets its bindings once it is released.
///
/// Both forms are the same binding and compile to the same code: with a key-path literal the
/// compiler turns the setter into a direct store either way (in `livery-bench engine` the
/// two registration loops come out as one merged function).
@MainActor @dynamicMemberLookup
public struct ThemeWrapper<Base: AnyObject> {
    /// The object whose properties this wrapper binds.
    public let base: Base
    /// The engine the bindings are made in.
    public let manager: ThemeManager

    /// A wrapper binding `base`'s properties in `manager` (what `object.theme(in:)` returns).
    public init(_ base: Base, manager: ThemeManager) {
        self.base = base
        self.manager = manager
    }

    /// The binding of a property: a token or a provider; `nil` removes it.
    ///
    /// Reading gives `.token(name)` for token bindings and `nil` otherwise.
    @inlinable
    public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, Value>) -> ThemeValue<Value>? {
        get { manager.boundToken(keyPath, of: base) }
        nonmutating set { bind(copy keyPath, to: newValue) }
    }

    /// The binding of an optional property: a token or a provider of the wrapped type.
    @inlinable
    public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, Value?>) -> ThemeValue<Value>? {
        get { manager.boundToken(keyPath, of: base) }
        nonmutating set { bind(copy keyPath, to: newValue) }
    }

    /// Binds the property at `keyPath` to `value` (`nil` removes the binding).
    ///
    /// The same as `object.theme.property = value`; with a key-path literal the compiler
    /// specializes the setter into a direct store.
    @inlinable
    public func bind<Value>(_ keyPath: consuming ReferenceWritableKeyPath<Base, Value>, to value: ThemeValue<Value>?) {
        switch value?.kind {
        case nil: manager.removeBinding(keyPath, of: base)
        case .provider: manager.bind(value, on: base, setter: ThemeWrapper.providerSetter(consume keyPath))
        case .token: manager.bind(value, on: base, setter: ThemeWrapper.tokenSetter(consume keyPath))
        }
    }

    /// Binds the optional property at `keyPath` to `value` (`nil` removes the binding).
    @inlinable
    public func bind<Value>(_ keyPath: consuming ReferenceWritableKeyPath<Base, Value?>, to value: ThemeValue<Value>?) {
        switch value?.kind {
        case nil: manager.removeBinding(keyPath, of: base)
        case .provider: manager.bind(value, on: base, setter: ThemeWrapper.optionalProviderSetter(consume keyPath))
        case .token: manager.bind(value, on: base, setter: ThemeWrapper.optionalTokenSetter(consume keyPath))
        }
    }

    /// Binds the property at `keyPath` to a value computed from the object and the theme on
    /// every change; `nil` leaves the property as it is.
    ///
    /// The closure receives the object, so reading its state needs no capture:
    ///
    /// ```swift
    /// statusLabel.theme.bind(\.textColor) { label, theme in
    ///     theme.value(label.isHighlighted ? "text.accent" : "text.primary")
    /// }
    /// ```
    ///
    /// Binding the property again (with a token, a provider or `nil`) replaces this binding.
    @inlinable
    public func bind<Value>(
        _ keyPath: consuming ReferenceWritableKeyPath<Base, Value>,
        _ provider: @escaping @MainActor (Base, Theme) -> Value?
    ) {
        manager.bind(
            payload: TargetProvider(provider), owned: true, on: base,
            setter: ThemeWrapper.targetProviderSetter(consume keyPath))
    }

    /// Binds the optional property at `keyPath` to a value computed from the object and the
    /// theme on every change; `nil` leaves the property as it is.
    @inlinable
    public func bind<Value>(
        _ keyPath: consuming ReferenceWritableKeyPath<Base, Value?>,
        _ provider: @escaping @MainActor (Base, Theme) -> Value?
    ) {
        manager.bind(
            payload: TargetProvider(provider), owned: true, on: base,
            setter: ThemeWrapper.optionalTargetProviderSetter(consume keyPath))
    }

    // Each setter captures the key path and nothing else, and the key path has no other use
    // on its branch: made from a consumed literal, the compiler propagates the key path into a
    // specialized copy of the closure and folds the write into a direct store, with no context
    // allocated. The setter returns the key path (the binding's key, see ``BindingSetter``),
    // which the engine reads from the first application. A setter is called once for a run
    // of targets that share its binding (see ``ApplyBatch``): its own cost is paid once per
    // run. Token setters are nonisolated (they only read the slot's converted values), so
    // calling one costs no executor check. Targets and payloads are read through
    // ``UncountedReference/object(as:)``, whose invariant (checked in debug builds) is that a
    // binding lives only in the box of the object it was made for, next to its payload.

    @inlinable
    nonisolated static func tokenSetter<Value>(
        _ keyPath: consuming ReferenceWritableKeyPath<Base, Value>
    ) -> BindingSetter {
        let keyPath = consume keyPath
        return { targets, payload, context in
            guard !targets.isEmpty,
                let value = payload.withObject(as: ValueSource<Value>.self, { $0.stored(at: context.scope) })
            else { return keyPath }
            for target in targets { target.withObject(as: Base.self) { $0[keyPath: keyPath] = value } }
            return keyPath
        }
    }

    @inlinable
    nonisolated static func optionalTokenSetter<Value>(
        _ keyPath: consuming ReferenceWritableKeyPath<Base, Value?>
    ) -> BindingSetter {
        let keyPath = consume keyPath
        return { targets, payload, context in
            guard !targets.isEmpty,
                let value = payload.withObject(as: ValueSource<Value>.self, { $0.stored(at: context.scope) })
            else { return keyPath }
            for target in targets { target.withObject(as: Base.self) { $0[keyPath: keyPath] = value } }
            return keyPath
        }
    }

    @inlinable
    static func providerSetter<Value>(_ keyPath: consuming ReferenceWritableKeyPath<Base, Value>) -> BindingSetter {
        let keyPath = consume keyPath
        return { targets, payload, context in
            guard !targets.isEmpty else { return keyPath }
            let source = payload.object(as: ValueSource<Value>.self)
            for target in targets {
                if let value = source.provided(in: context) { target.object(as: Base.self)[keyPath: keyPath] = value }
            }
            return keyPath
        }
    }

    @inlinable
    static func optionalProviderSetter<Value>(
        _ keyPath: consuming ReferenceWritableKeyPath<Base, Value?>
    ) -> BindingSetter {
        let keyPath = consume keyPath
        return { targets, payload, context in
            guard !targets.isEmpty else { return keyPath }
            let source = payload.object(as: ValueSource<Value>.self)
            for target in targets {
                if let value = source.provided(in: context) { target.object(as: Base.self)[keyPath: keyPath] = value }
            }
            return keyPath
        }
    }

    @inlinable
    static func targetProviderSetter<Value>(
        _ keyPath: consuming ReferenceWritableKeyPath<Base, Value>
    ) -> BindingSetter {
        let keyPath = consume keyPath
        return { targets, payload, context in
            guard !targets.isEmpty else { return keyPath }
            let provider = payload.object(as: TargetProvider<Base, Value>.self)
            for target in targets {
                let object = target.object(as: Base.self)
                if let value = provider.body(object, context.theme) { object[keyPath: keyPath] = value }
            }
            return keyPath
        }
    }

    @inlinable
    static func optionalTargetProviderSetter<Value>(
        _ keyPath: consuming ReferenceWritableKeyPath<Base, Value?>
    ) -> BindingSetter {
        let keyPath = consume keyPath
        return { targets, payload, context in
            guard !targets.isEmpty else { return keyPath }
            let provider = payload.object(as: TargetProvider<Base, Value>.self)
            for target in targets {
                let object = target.object(as: Base.self)
                if let value = provider.body(object, context.theme) { object[keyPath: keyPath] = value }
            }
            return keyPath
        }
    }

    /// Runs `body` now and on every theme change: for work that is not a property, such
    /// as a method with extra arguments.
    ///
    /// `body` receives the object and the theme, so it needs to capture neither: a block
    /// that captures the object's owner (a view controller holding the view) keeps that
    /// owner alive as long as the binding, which lives as long as the object.
    ///
    /// A block replaces the object's block from the same call site — or, given `key`, its
    /// block with the same key — as binding a property again replaces its binding: a reused
    /// cell configured many times keeps one block. Blocks written in a loop at one call
    /// site need a `key` each.
    ///
    /// ```swift
    /// cell.theme.apply { cell, theme in      // configured on every dequeue: one block
    ///     cell.setNeedsLayout()
    /// }
    /// button.theme.apply(key: "title") { button, theme in
    ///     button.isEnabled = theme.appearance != "dark"
    /// }
    /// ```
    ///
    /// - Returns: An ID that ``remove(_:)`` takes.
    @discardableResult
    public func apply(
        key: String? = nil, fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
        _ body: @escaping @MainActor (Base, Theme) -> Void
    ) -> ThemeBindingID {
        let action = ActionBox(id: manager.makeBindingID(), body: body)
        let site = ApplySite(key: key, fileID: fileID, line: line, column: column)
        manager.install(action: action, site: site, on: base) { targets, payload, context in
            guard !targets.isEmpty else { return nil }
            let action = payload.object(as: ActionBox<Base>.self)
            for target in targets { action.body(target.object(as: Base.self), context.theme) }
            return nil
        }
        return action.id
    }

    /// Removes an `apply` block.
    public func remove(_ id: ThemeBindingID) {
        manager.removeAction(id, of: base)
    }

    /// Removes the binding of a property (as assigning `nil` does).
    public func removeBinding<Value>(_ keyPath: ReferenceWritableKeyPath<Base, Value>) {
        manager.removeBinding(keyPath, of: base)
    }

    /// Removes every binding of the object.
    public func removeAll() { manager.removeAllBindings(of: base) }

    /// Re-applies every binding of the object now (a stateful control changed state).
    public func refresh() { manager.refresh(base) }

    /// How many bindings the object has.
    public var bindingCount: Int { manager.bindingCount(of: base) }

    /// Tells the engine the object went on or off screen (it reads ``ThemeNode/isThemeVisible``);
    /// a node coming back on screen catches up with changes it missed.
    public func visibilityDidChange() { manager.visibilityDidChange(of: base) }
}

extension ThemeWrapper where Base: ThemeNode {
    /// A per-subtree appearance: the node and every descendant (including ones attached
    /// later) resolve in it. `nil` restores the global theme.
    ///
    /// An unknown context is refused and reported through ``ThemeManager/onDiagnostic``;
    /// ``ThemeManager/setOverride(_:on:)`` throws instead.
    public var `override`: AppearancePreference? {
        get { manager.override(on: base) }
        nonmutating set {
            do {
                try manager.setOverride(newValue, on: base)
            } catch {
                manager.report(.selectionRejected(error))
            }
        }
    }

    /// Tells the engine the node moved in its tree: the node and its descendants pick up
    /// the override of their new ancestors.
    public func hierarchyDidChange() { manager.hierarchyDidChange() }
}

/// Identifies an `apply { … }` block of one object.
public struct ThemeBindingID: Sendable, Hashable {
    /// The identifier's value, unique within its engine.
    public let rawValue: UInt64
}
