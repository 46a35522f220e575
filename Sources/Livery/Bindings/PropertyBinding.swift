import LiveryCore

/// What a binding is applied with: the theme of the target's scope (global, or the
/// override of an ancestor node) and that scope's index into value slots.
///
/// Holds its theme uncounted: a context lives only during a pass, while the engine's
/// environment holds the theme.
@usableFromInline
struct ApplyContext {
    @usableFromInline let themeReference: UncountedReference<Theme>
    @usableFromInline let scope: Int

    @usableFromInline
    init(theme: Theme, scope: Int) {
        self.themeReference = UncountedReference(theme)
        self.scope = scope
    }

    @usableFromInline
    var theme: Theme { themeReference.object }
}

/// The setter of a binding: sets its property on every target of a run (which the caller
/// keeps alive) from its payload (whose owner outlives the binding), and returns the key path
/// it sets — the binding's key — or `nil` for an `apply` block (whose key is its payload).
///
/// The key comes back from the setter so that the key path has exactly one use, the setter's
/// capture: a second use would stop the optimizer from folding the key path into a direct
/// store (see ``ThemeWrapper``). The engine reads it from the first application, which every
/// binding makes anyway. Called with an empty run, a setter sets nothing and reads nothing
/// (not even its payload) and still returns its key path. Targets come in runs that share the
/// binding (see ``ApplyBatch``), so a setter's own cost is paid once per run.
@usableFromInline
typealias BindingSetter = (TargetRun, UncountedReference<AnyObject>, ApplyContext) -> AnyKeyPath?

/// The payload of an `apply { … }` block (its key is its site's ``ActionKey``).
@MainActor @usableFromInline
final class ActionBox<Base> {
    @usableFromInline let id: ThemeBindingID
    @usableFromInline let body: @MainActor (Base, Theme) -> Void

    @usableFromInline
    init(id: ThemeBindingID, body: @escaping @MainActor (Base, Theme) -> Void) {
        self.id = id
        self.body = body
    }
}

/// The payload of a provider that receives its target (``ThemeWrapper/bind(_:_:)``): the
/// object comes in as an argument, so the closure need not capture it or its owner.
@MainActor @usableFromInline
final class TargetProvider<Base, Value> {
    @usableFromInline let body: @MainActor (Base, Theme) -> Value?

    @usableFromInline
    init(_ body: @escaping @MainActor (Base, Theme) -> Value?) { self.body = body }
}

/// What ``ThemeManager`` needs to find an `apply` block by its ID.
@MainActor
protocol IdentifiedAction: AnyObject {
    var actionID: ThemeBindingID { get }
}

extension ActionBox: IdentifiedAction {
    var actionID: ThemeBindingID { id }
}

/// One binding of a target: a setter specialized at bind time, the key that identifies it
/// among the target's bindings, and the payload the setter reads (a value slot, a provider
/// or an `apply` block).
@usableFromInline
struct PropertyBinding {
    let apply: BindingSetter
    /// The canonical key path of a property binding (see ``KeyTable``), or the ``ActionKey``
    /// of an `apply` block's site.
    let key: UncountedReference<AnyObject>
    /// What the setter reads.
    let payload: UncountedReference<AnyObject>

    /// A binding that refers to `key` and `payload` without counting them: copying a binding
    /// on a switch then costs no reference counting. Their owners are the engine's key table
    /// (key paths), its slot table (token values) and the target's box (providers and `apply`
    /// blocks) — see ``TargetBox/owned``.
    init(key: AnyObject, payload: AnyObject, apply: @escaping BindingSetter) {
        self.apply = apply
        self.key = UncountedReference(key)
        self.payload = UncountedReference(payload)
    }

    /// Applies the binding to `target`, which the caller keeps alive; returns the setter's
    /// key path.
    @discardableResult
    func apply(to target: AnyObject, _ context: ApplyContext) -> AnyKeyPath? {
        PropertyBinding.apply(apply, to: target, payload: payload.object, context)
    }

    /// Applies `setter` with `payload` to `target`, both of which the caller keeps alive;
    /// returns the setter's key path.
    static func apply(
        _ setter: BindingSetter, to target: AnyObject, payload: AnyObject, _ context: ApplyContext
    ) -> AnyKeyPath? {
        UncountedReference.withRun(of: target) { setter($0, UncountedReference(payload), context) }
    }

    /// Whether `other` is this binding's key: the same property (keys are canonical, see
    /// ``KeyTable``, so equal key paths are one object) or the same `apply` block.
    func matches(_ other: AnyObject) -> Bool {
        key.refers(to: other)
    }
}
