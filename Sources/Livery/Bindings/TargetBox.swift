import LiveryCore

/// The bindings of one target object, holding it weakly: its place in the registry, the
/// generation it last saw, and the shape of its bindings (a list shared with every target
/// bound the same way, see ``BindingShape``).
///
/// One weak load serves every binding of the target on a switch; the box itself is one small
/// allocation (its bindings live in the shared shape), so a pass touches little memory per
/// target besides the target itself.
///
/// Not actor-isolated itself: the main-actor engine owns every box and never shares one, so
/// a pass carries no executor checks. Its fields are `@exclusivity(unchecked)`: every access
/// happens on the main actor, in engine code that never holds an access to a box's field
/// across a call that could reach the same field (a pass copies the shape out before it
/// runs setters, which may run user code that rebinds the target; a payload or shape that
/// a write releases — whose deinit may run user code — goes only after the new value is
/// stored), so the dynamic checks would only cost a switch.
final class TargetBox {
    @exclusivity(unchecked) weak var target: AnyObject?
    /// The target's identity when the box was made (the address may be reused once the
    /// target is gone: the registry checks the weak reference before trusting it).
    let id: ObjectIdentifier
    /// The shape of the box's bindings, uncounted (``UncountedReference``, invariant 1): a
    /// shared shape lives as long as the engine (every shared ``BindingShape`` is reachable
    /// from the engine's empty shape), and a private one is held by ``privateShape``. So
    /// following a transition between shared shapes counts nothing.
    @exclusivity(unchecked) private var shapeReference: UncountedReference<BindingShape>
    /// The shape when it is private (only this box has it), held strongly.
    @exclusivity(unchecked) private(set) var privateShape: BindingShape?
    /// Index in the registry's visible or hidden list.
    @exclusivity(unchecked) var listIndex: Int32 = 0
    /// Index into the engine's scopes: 0 is the global theme.
    @exclusivity(unchecked) var scope: Int32 = 0
    /// The generation of the theme last applied, kept up to date while the box is hidden
    /// (a visible box is always current: switches apply it without writing here); behind
    /// the engine's when stale.
    @exclusivity(unchecked) var appliedGeneration: UInt32 = 0
    @exclusivity(unchecked) var isVisible = true
    /// Whether the target is a ``ThemeNode`` (overrides can reach it).
    @exclusivity(unchecked) var isNode = false
    /// The payloads only this box's bindings use (providers, `apply` blocks): bindings refer
    /// to their payload unretained, so the box owns these. Token slots are owned by the
    /// engine's slot table.
    @exclusivity(unchecked) private(set) var owned: ContiguousArray<AnyObject> = []

    /// A box for `target` with no bindings yet (`empty` is the engine's empty shape, which
    /// outlives the box).
    init(for target: AnyObject, empty: BindingShape) {
        self.target = target
        self.id = ObjectIdentifier(target)
        self.shapeReference = UncountedReference(empty)
    }

    // MARK: Bindings

    /// The shape of the box's bindings.
    var shape: BindingShape { shapeReference.object }

    /// Whether the box's shape is `shape`.
    func hasShape(_ shape: BindingShape?) -> Bool {
        guard let shape else { return false }
        return shapeReference.refers(to: shape)
    }

    /// Moves the box to `next`, holding it if it is private. A private shape it leaves is
    /// released after the new one is stored (releasing a shape runs no user code: its
    /// payloads are uncounted and its setters capture key paths the key table keeps).
    private func setShape(_ next: BindingShape) {
        shapeReference = UncountedReference(next)
        privateShape = next.isShared ? nil : next
    }

    var bindingCount: Int { shape.bindings.count }

    /// The bindings, copied.
    var bindings: [PropertyBinding] { Array(shape.bindings) }

    /// Applies every binding; `false` when the target is gone.
    func apply(_ environment: ApplyEnvironment) -> Bool {
        guard let target else { return false }
        // `target` is held to the end of the calls: the setters take it uncounted. The shape
        // is held too: an `apply` block may rebind the target, which moves the box to another
        // shape.
        let shape = self.shape
        let context = environment.contexts[Int(scope)]
        withExtendedLifetime(target) {
            UncountedReference.withRun(of: target) { shape.apply(to: $0, context) }
        }
        appliedGeneration = environment.generation
        return true
    }

    func binding(for key: AnyObject) -> PropertyBinding? {
        shape.binding(for: key)
    }

    /// Adds `binding`, replacing one with the same key, and keeps `owner` (its payload)
    /// alive as long as the binding when given. `seen` is the key object the setter
    /// returned (see ``BindingShape/setting(_:shareable:seen:)``).
    func set(_ binding: PropertyBinding, owning owner: AnyObject?, seen: AnyObject? = nil) {
        // Only a box that owns payloads has one to drop when a binding is replaced.
        if !owned.isEmpty, let replaced = shape.binding(for: binding.key.object) { release(replaced) }
        setShape(shape.setting(binding, shareable: owner == nil, seen: seen))
        if let owner { owned.append(owner) }
    }

    /// Sets the key `seen` (as a setter returned it) to the engine-owned `payload` by taking
    /// a transition of the shared shape some target took before; `false` when there is none
    /// (then ``set(_:owning:seen:)`` builds the binding). A shared shape means the box owns no
    /// payload, so nothing is released.
    func followTransition(seen: AnyObject, payload: AnyObject) -> Bool {
        // A shared shape's transitions lead to shared shapes: nothing to hold or release.
        guard let next = shapeReference.withObject({ $0.sharedTransition(seen: seen, payload: payload) }) else {
            return false
        }
        shapeReference = next
        return true
    }

    @discardableResult
    func remove(_ key: AnyObject) -> Bool {
        guard let removed = shape.binding(for: key), let next = shape.removing(key) else { return false }
        release(removed)
        setShape(next)
        return true
    }

    /// Drops the box's ownership of a removed binding's payload, if it had it.
    private func release(_ binding: PropertyBinding) {
        guard !owned.isEmpty else { return }
        if let i = owned.firstIndex(where: { binding.payload.refers(to: $0) }) {
            owned.remove(at: i)
        }
    }
}

/// The themes a pass applies, one per scope, and the generation they belong to.
final class ApplyEnvironment {
    let themes: [Theme]
    /// One per scope, made once per pass (they hold their theme unretained; `themes` owns it).
    let contexts: [ApplyContext]
    let generation: UInt32

    init(themes: [Theme], generation: UInt32) {
        self.themes = themes
        self.contexts = themes.indices.map { ApplyContext(theme: themes[$0], scope: $0) }
        self.generation = generation
    }
}
