/// The `theme` namespace of an object: binds any settable property to a token or a
/// closure of the theme, through key paths — no per-class or per-property code.
///
/// ```swift
/// label.theme.textColor = .token("text.primary")          // any ReferenceWritableKeyPath
/// label.theme.shadowColor = .token("text.shadow")         // optional properties too
/// label.theme.alpha = ThemeProvider { $0.appearance == "dark" ? 0.8 : 1 }
/// label.theme.textColor = nil                             // removes the binding
/// button.theme.apply { button, theme in                    // work that is not a property
///     button.setTitleColor(theme.value("text.accent"), for: .normal)
/// }
/// ```
///
/// The first value is applied at once; binding a property again replaces its binding. The
/// engine holds the object weakly and forgets its bindings once it is released.
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
        get { manager.boundToken(.property(keyPath), of: base) }
        nonmutating set {
            guard let newValue else {
                manager.removeBinding(.property(keyPath), of: base)
                return
            }
            switch newValue.kind {
            case .token(let name, let expected, let convert):
                guard let slot = manager.slot(name, expected: expected, convert: convert) else {
                    manager.removeBinding(.property(keyPath), of: base)
                    return
                }
                manager.install(
                    PropertyBinding(key: .property(keyPath), slot: slot) { target, context in
                        if let value = slot.value(at: context.scope) { target[keyPath: keyPath] = value }
                    }, on: base)
            case .provider(let provider):
                manager.install(
                    PropertyBinding(key: .property(keyPath), slot: nil) { target, context in
                        target[keyPath: keyPath] = provider(context.theme)
                    }, on: base)
            }
        }
    }

    /// The binding of an optional property: a token or a provider of the wrapped type.
    @inlinable
    public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, Value?>) -> ThemeValue<Value>? {
        get { manager.boundToken(.property(keyPath), of: base) }
        nonmutating set {
            guard let newValue else {
                manager.removeBinding(.property(keyPath), of: base)
                return
            }
            switch newValue.kind {
            case .token(let name, let expected, let convert):
                guard let slot = manager.slot(name, expected: expected, convert: convert) else {
                    manager.removeBinding(.property(keyPath), of: base)
                    return
                }
                manager.install(
                    PropertyBinding(key: .property(keyPath), slot: slot) { target, context in
                        if let value = slot.value(at: context.scope) { target[keyPath: keyPath] = value }
                    }, on: base)
            case .provider(let provider):
                manager.install(
                    PropertyBinding(key: .property(keyPath), slot: nil) { target, context in
                        target[keyPath: keyPath] = provider(context.theme)
                    }, on: base)
            }
        }
    }

    /// Runs `body` now and on every theme change: for work that is not a property, such
    /// as a method with extra arguments.
    ///
    /// - Returns: An ID that ``remove(_:)`` takes.
    @discardableResult
    public func apply(_ body: @escaping @MainActor (Base, Theme) -> Void) -> ThemeBindingID {
        let id = manager.makeBindingID()
        manager.install(PropertyBinding(key: .action(id.rawValue), slot: nil) { body($0, $1.theme) }, on: base)
        return id
    }

    /// Removes an `apply` block.
    public func remove(_ id: ThemeBindingID) {
        manager.removeBinding(.action(id.rawValue), of: base)
    }

    /// Removes the binding of a property (as assigning `nil` does).
    public func removeBinding<Value>(_ keyPath: ReferenceWritableKeyPath<Base, Value>) {
        manager.removeBinding(.property(keyPath), of: base)
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
