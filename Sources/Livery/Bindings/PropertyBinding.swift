import LiveryCore

/// What a binding is applied with: the theme of the target's scope (global, or the
/// override of an ancestor node) and that scope's index into value slots.
///
/// Holds its theme unretained: a context lives only during a pass, while the engine's
/// environment holds the theme.
@usableFromInline
struct ApplyContext {
    @usableFromInline let themeRef: Unmanaged<Theme>
    @usableFromInline let scope: Int

    @usableFromInline
    init(theme: Theme, scope: Int) {
        self.themeRef = .passUnretained(theme)
        self.scope = scope
    }

    @usableFromInline
    var theme: Theme { themeRef.takeUnretainedValue() }
}

/// The setter of a binding. Called with targets and its payload, all unretained (the
/// caller keeps the targets alive, and the payload's owner outlives the binding) and a
/// context, it sets the property of every target and returns `nil`; called with no
/// targets, it returns the key path it sets — the binding's identity — so that the key path
/// is captured by this one closure and nothing else. Passing targets unretained matters:
/// weakly referenced objects count references on a slow path. Targets come in runs that
/// share the binding (see ``ApplyBatch``), so a setter's own cost is paid once per run.
@usableFromInline
typealias BindingSetter = (UnsafeBufferPointer<Unmanaged<AnyObject>>?, Unmanaged<AnyObject>, ApplyContext) -> AnyKeyPath?

/// The payload and key of an `apply { … }` block: its identity is the key.
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
    /// The key path of a property binding, or the ``ActionBox`` of an `apply` block.
    let key: Unmanaged<AnyObject>
    /// What the setter reads.
    let payload: Unmanaged<AnyObject>

    /// A binding that refers to `key` and `payload` without retaining them: copying a
    /// binding on a switch then costs no reference counting. Their owners are the engine's
    /// key table (key paths), its slot table (token values) and the target's box
    /// (providers and `apply` blocks) — see ``TargetBox/owned``.
    init(key: AnyObject, payload: AnyObject, apply: @escaping BindingSetter) {
        self.apply = apply
        self.key = .passUnretained(key)
        self.payload = .passUnretained(payload)
    }

    /// Applies the binding to `target`, which the caller keeps alive (a borrowed argument
    /// lives through the call: no retain is needed to pass it on unretained).
    func apply(to target: AnyObject, _ context: ApplyContext) {
        var run = Unmanaged.passUnretained(target)
        _ = withUnsafePointer(to: &run) { apply(UnsafeBufferPointer(start: $0, count: 1), payload, context) }
    }

    /// Whether `other` is this binding's key: the same property (keys are canonical, see
    /// ``KeyTable``, so equal key paths are one object) or the same `apply` block.
    func matches(_ other: AnyObject) -> Bool {
        key.toOpaque() == Unmanaged.passUnretained(other).toOpaque()
    }
}
