import LiveryCore

/// What a binding is applied with: the theme of the target's scope (global, or the
/// override of an ancestor node) and that scope's index into value slots.
@usableFromInline
struct ApplyContext {
    @usableFromInline let theme: Theme
    @usableFromInline let scope: Int

    @usableFromInline
    init(theme: Theme, scope: Int) {
        self.theme = theme
        self.scope = scope
    }
}

/// Identifies a binding of one target, so that binding the same property again replaces it.
@usableFromInline
enum BindingKey {
    /// A property binding, keyed by its key path.
    case property(AnyKeyPath)
    /// An `apply { … }` block, keyed by its ID.
    case action(UInt64)

    @usableFromInline
    func matches(_ other: BindingKey) -> Bool {
        switch (self, other) {
        case (.property(let a), .property(let b)): a === b || a == b
        case (.action(let a), .action(let b)): a == b
        default: false
        }
    }
}

/// One binding of a target of type `Base`: a setter specialized at bind time.
///
/// The setter is a closure made in generic code the caller's module specializes, so it holds
/// the typed key path and writes directly; nothing is cast or looked up on a switch.
@usableFromInline
struct PropertyBinding<Base: AnyObject> {
    @usableFromInline let apply: @MainActor (Base, ApplyContext) -> Void
    @usableFromInline let key: BindingKey
    /// The slot of token bindings (its name is what the getter reports).
    @usableFromInline let slot: AnyValueSlot?

    @usableFromInline
    init(key: BindingKey, slot: AnyValueSlot?, apply: @escaping @MainActor (Base, ApplyContext) -> Void) {
        self.apply = apply
        self.key = key
        self.slot = slot
    }
}
