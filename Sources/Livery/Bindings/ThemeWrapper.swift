/// The `theme` namespace of an object: binds any settable property to a token or a
/// closure of the theme, through key paths — no per-class or per-property code.
///
/// ```swift
/// label.theme.textColor = .token("text.primary")          // any ReferenceWritableKeyPath
/// label.theme.shadowColor = .token("text.shadow")         // optional properties too
/// label.theme.alpha = ThemeValue { $0.appearance == "dark" ? 0.8 : 1 }
/// label.theme.textColor = nil                             // removes the binding
/// label.theme.bind(\.textColor, to: .token("text.primary"))   // the same, fastest switch
/// button.theme.apply { button, theme in                    // work that is not a property
///     button.setTitleColor(theme.value("text.accent"), for: .normal)
/// }
/// ```
///
/// The first value is applied at once; binding a property again replaces its binding. The
/// engine holds the object weakly and forgets its bindings once it is released.
///
/// Both forms bind the same way. ``bind(_:to:)`` takes the key path as a consumed argument,
/// which lets the compiler turn the setter into a direct store; the `theme.property = …`
/// form receives the key path borrowed (Swift passes dynamic-member key paths that way), so
/// the compiler is not guaranteed to do the same; its setter may write through the key path
/// at run time, which costs more per store and matters only for tens of thousands of
/// targets (in `livery-bench engine` both forms switch 100,000 targets in the same time).
@MainActor @dynamicMemberLookup
public struct ThemeWrapper<Base: AnyObject> {
    public let base: Base
    public let manager: ThemeManager

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
    /// specializes the setter into a direct store, the fastest way to bind.
    @inlinable
    public func bind<Value>(_ keyPath: consuming ReferenceWritableKeyPath<Base, Value>, to value: ThemeValue<Value>?) {
        if case .provider = value?.kind {
            manager.bind(value, on: base, setter: ThemeWrapper.providerSetter(consume keyPath))
        } else {
            manager.bind(value, on: base, setter: ThemeWrapper.tokenSetter(consume keyPath))
        }
    }

    /// Binds the optional property at `keyPath` to `value` (`nil` removes the binding).
    @inlinable
    public func bind<Value>(_ keyPath: consuming ReferenceWritableKeyPath<Base, Value?>, to value: ThemeValue<Value>?) {
        if case .provider = value?.kind {
            manager.bind(value, on: base, setter: ThemeWrapper.optionalProviderSetter(consume keyPath))
        } else {
            manager.bind(value, on: base, setter: ThemeWrapper.optionalTokenSetter(consume keyPath))
        }
    }

    // Each setter captures the key path and nothing else: made from a consumed literal, the
    // compiler propagates the key path into a specialized copy of the closure and folds the
    // write into a direct store, with no context allocated. A setter is called once for a
    // run of targets that share its binding (see ``ApplyBatch``): the key path object it
    // materializes and the value it reads are paid once per run. Token setters are nonisolated
    // (they only read the slot's converted values), so calling one costs no executor check.
    // `unsafeDowncast` restates an invariant without a retain: a binding lives only in the
    // box of the object it was made for, which was typed `Base`, next to the payload it was
    // made with, a `ValueSource` of `Value` (debug builds check both).

    @inlinable
    nonisolated static func tokenSetter<Value>(_ keyPath: consuming ReferenceWritableKeyPath<Base, Value>) -> BindingSetter {
        let keyPath = consume keyPath
        return { targets, payload, context in
            guard let targets else { return keyPath }
            let source = payload._withUnsafeGuaranteedRef { unsafeDowncast($0, to: ValueSource<Value>.self) }
            guard let value = source.stored(at: context.scope) else { return nil }
            for target in targets {
                target._withUnsafeGuaranteedRef { unsafeDowncast($0, to: Base.self)[keyPath: keyPath] = value }
            }
            return nil
        }
    }

    @inlinable
    nonisolated static func optionalTokenSetter<Value>(_ keyPath: consuming ReferenceWritableKeyPath<Base, Value?>) -> BindingSetter {
        let keyPath = consume keyPath
        return { targets, payload, context in
            guard let targets else { return keyPath }
            let source = payload._withUnsafeGuaranteedRef { unsafeDowncast($0, to: ValueSource<Value>.self) }
            guard let value = source.stored(at: context.scope) else { return nil }
            for target in targets {
                target._withUnsafeGuaranteedRef { unsafeDowncast($0, to: Base.self)[keyPath: keyPath] = value }
            }
            return nil
        }
    }

    @inlinable
    static func providerSetter<Value>(_ keyPath: consuming ReferenceWritableKeyPath<Base, Value>) -> BindingSetter {
        let keyPath = consume keyPath
        return { targets, payload, context in
            guard let targets else { return keyPath }
            let source = unsafeDowncast(payload.takeUnretainedValue(), to: ValueSource<Value>.self)
            for target in targets {
                if let value = source.provided(in: context) {
                    unsafeDowncast(target.takeUnretainedValue(), to: Base.self)[keyPath: keyPath] = value
                }
            }
            return nil
        }
    }

    @inlinable
    static func optionalProviderSetter<Value>(_ keyPath: consuming ReferenceWritableKeyPath<Base, Value?>) -> BindingSetter {
        let keyPath = consume keyPath
        return { targets, payload, context in
            guard let targets else { return keyPath }
            let source = unsafeDowncast(payload.takeUnretainedValue(), to: ValueSource<Value>.self)
            for target in targets {
                if let value = source.provided(in: context) {
                    unsafeDowncast(target.takeUnretainedValue(), to: Base.self)[keyPath: keyPath] = value
                }
            }
            return nil
        }
    }

    /// Runs `body` now and on every theme change: for work that is not a property, such
    /// as a method with extra arguments.
    ///
    /// - Returns: An ID that ``remove(_:)`` takes.
    @discardableResult
    public func apply(_ body: @escaping @MainActor (Base, Theme) -> Void) -> ThemeBindingID {
        let action = ActionBox(id: manager.makeBindingID(), body: body)
        manager.install(action: action, on: base) { targets, payload, context in
            guard let targets else { return nil }
            let action = unsafeDowncast(payload.takeUnretainedValue(), to: ActionBox<Base>.self)
            for target in targets { action.body(unsafeDowncast(target.takeUnretainedValue(), to: Base.self), context.theme) }
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
    public let rawValue: UInt64
}
