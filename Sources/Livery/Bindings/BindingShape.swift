/// An immutable list of bindings that every target bound the same way shares.
///
/// Screens are made of many objects bound alike (every cell's label to the same tokens), so
/// a box does not keep its own copy of its bindings: it points to a shape, and binding a
/// property moves it to the next shape — found, for shapes whose payloads the engine owns,
/// in a short list of transitions already taken from this one (as JavaScript engines share
/// object layouts). Registering the ten-thousandth label then allocates nothing for its
/// bindings, and a switch reads one list that stays in cache for all of them.
///
/// Sharing is sound because a shared shape holds only bindings that mean the same for every
/// target that takes them: a canonical key (``KeyTable``: one object per property, which
/// fixes the root and value types) and a token slot (``SlotTable``: one object per token and
/// value type). Both live as long as the engine, as shared shapes do: every shared shape is
/// recorded as a transition of the shape it came from, so all of them are reachable from the
/// engine's empty shape, and boxes refer to them uncounted (``TargetBox``). A binding whose
/// payload a box owns (a provider, an `apply` block) makes a private shape: never shared,
/// never recorded as a transition (its box holds it), so no other box can reach a payload it
/// does not own.
///
/// Not actor-isolated itself: the main-actor engine owns every shape and never shares one.
///
/// Its mutable fields are `@exclusivity(unchecked)`: only the main-actor engine touches them,
/// each in one short method of this type that calls nothing able to reach the same field, so
/// a dynamic exclusivity check could never fire and would only cost every binding.
final class BindingShape {
    let bindings: ContiguousArray<PropertyBinding>
    /// Whether other boxes may take this shape: every payload is owned by the engine.
    let isShared: Bool
    /// The shapes reached from this one so far: setting a key to a payload, or removing a
    /// key (`payload == nil`).
    @exclusivity(unchecked) private var transitions: [Transition] = []
    /// Beyond this many transitions, further shapes are made private, without being
    /// remembered (an app binding one property to ever new tokens then grows no chain of
    /// shapes; each such target owns its shape).
    private static let transitionLimit = 16

    private struct Transition {
        let key: ObjectIdentifier
        let payload: ObjectIdentifier?
        let next: BindingShape
    }

    /// The shape of a target with no bindings.
    static func empty() -> BindingShape { BindingShape(bindings: [], isShared: true) }

    private init(bindings: ContiguousArray<PropertyBinding>, isShared: Bool) {
        self.bindings = bindings
        self.isShared = isShared
    }

    /// The binding whose key is `key`.
    func binding(for key: AnyObject) -> PropertyBinding? {
        bindings.first { $0.matches(key) }
    }

    /// This shape with `binding` added, or replacing the binding of the same key.
    ///
    /// - Parameters:
    ///   - shareable: Whether the engine owns the binding's payload.
    ///   - seen: The key object the binding's setter returned, when it is not the binding's
    ///     canonical key: the transition is recorded under it too, so that the next target
    ///     bound from the same call site finds it by ``sharedTransition(seen:payload:)``.
    ///     The engine's key table keeps every key object it has seen alive, so its identity
    ///     names it for good.
    func setting(_ binding: PropertyBinding, shareable: Bool, seen: AnyObject? = nil) -> BindingShape {
        let key = ObjectIdentifier(binding.key.object)
        let payload = ObjectIdentifier(binding.payload.object)
        let share = isShared && shareable
        let alias = seen.map(ObjectIdentifier.init).flatMap { $0 == key ? nil : $0 }
        if share, let known = transition(key, payload) {
            if let alias { _ = remember(known, alias, payload) }
            return known
        }
        var list = bindings
        if let i = list.firstIndex(where: { $0.matches(binding.key.object) }) {
            list[i] = binding
        } else {
            list.append(binding)
        }
        let next = remember(BindingShape(bindings: list, isShared: share && canShareNext), key, payload)
        if let alias { _ = remember(next, alias, payload) }
        return next
    }

    /// The shared shape that setting the key `seen` to the engine-owned `payload` leads to,
    /// if a target of this shape took that step before: the whole of binding a target like
    /// the previous one, without interning its key or building its binding. `seen` is a key
    /// object as a setter returned it (canonical or recorded as an alias by
    /// ``setting(_:shareable:seen:)``).
    func sharedTransition(seen: AnyObject, payload: AnyObject) -> UncountedReference<BindingShape>? {
        guard isShared else { return nil }
        return transitionReference(ObjectIdentifier(seen), ObjectIdentifier(payload))
    }

    /// This shape without the binding of `key`; `nil` when it has none.
    func removing(_ key: AnyObject) -> BindingShape? {
        guard let i = bindings.firstIndex(where: { $0.matches(key) }) else { return nil }
        if isShared, let known = transition(ObjectIdentifier(key), nil) { return known }
        var list = bindings
        list.remove(at: i)
        return remember(BindingShape(bindings: list, isShared: canShareNext), ObjectIdentifier(key), nil)
    }

    /// Applies every binding to `targets` (of this shape), which the caller keeps alive.
    func apply(to targets: TargetRun, _ context: ApplyContext) {
        bindings.withUnsafeBufferPointer { list in
            for binding in list { _ = binding.apply(targets, binding.payload, context) }
        }
    }

    private func transition(_ key: ObjectIdentifier, _ payload: ObjectIdentifier?) -> BindingShape? {
        for t in transitions where t.key == key && t.payload == payload { return t.next }
        return nil
    }

    /// ``transition(_:_:)``, uncounted: the list holds the shape.
    private func transitionReference(
        _ key: ObjectIdentifier, _ payload: ObjectIdentifier?
    )
        -> UncountedReference<BindingShape>?
    {
        for t in transitions where t.key == key && t.payload == payload { return UncountedReference(t.next) }
        return nil
    }

    /// Whether a new shape reached from this one can be shared: only a remembered shape is,
    /// so that every shared shape is reachable from the engine's empty shape and lives as
    /// long as the engine (boxes refer to shared shapes uncounted, see ``TargetBox``).
    private var canShareNext: Bool { isShared && transitions.count < BindingShape.transitionLimit }

    private func remember(_ next: BindingShape, _ key: ObjectIdentifier, _ payload: ObjectIdentifier?) -> BindingShape {
        if next.isShared && transitions.count < BindingShape.transitionLimit {
            transitions.append(Transition(key: key, payload: payload, next: next))
        }
        return next
    }
}
