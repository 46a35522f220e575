import LiveryCore

/// The bindings of one target object, holding it weakly.
///
/// One weak load serves every binding of the target on a switch. The box also records
/// where it sits in the registry's visible or hidden list, the override scope its target
/// resolves in, and the theme generation it was last brought up to date with.
///
/// Not actor-isolated itself (the main-actor engine owns every box and never shares one),
/// so a pass over boxes carries no executor checks. Its fields are read by the switch loop
/// only between mutations made by the same main-actor code, hence unchecked exclusivity.
@usableFromInline
final class TargetBox {
    weak var target: AnyObject?
    /// The target's identity when the box was made (the address may be reused once the
    /// target is gone: the registry checks the weak reference before trusting it).
    let id: ObjectIdentifier
    /// Index in the registry's visible or hidden list.
    var listIndex: Int32 = 0
    /// Index into the engine's scopes: 0 is the global theme.
    @exclusivity(unchecked) var scope: Int32 = 0
    /// The generation of the theme last applied; behind the engine's when stale.
    @exclusivity(unchecked) var appliedGeneration: UInt32 = 0
    var isVisible = true
    /// Whether the target is a ``ThemeNode`` (overrides can reach it).
    var isNode = false
    @exclusivity(unchecked) var bindings: ContiguousArray<PropertyBinding> = []
    /// The payloads only this box's bindings use (providers, `apply` blocks): bindings refer
    /// to their payload unretained, so the box owns these. Token slots are owned by the
    /// engine's slot table.
    private var owned: ContiguousArray<AnyObject> = []

    init(_ target: AnyObject) {
        self.target = target
        id = ObjectIdentifier(target)
    }

    /// Applies every binding; `false` when the target is gone.
    func apply(_ environment: ApplyEnvironment) -> Bool {
        guard let target else { return false }
        let context = environment.contexts[Int(scope)]
        let bindings = self.bindings
        for i in bindings.indices { _ = bindings[i].apply(target, bindings[i].payload, context) }
        appliedGeneration = environment.generation
        return true
    }

    /// Adds `binding`, replacing one with the same key; keeps `owner` (its payload) alive
    /// for as long as the binding when given.
    func set(_ binding: PropertyBinding, owning owner: AnyObject?) {
        if let owner { owned.append(owner) }
        let key = binding.key.takeUnretainedValue()
        for i in bindings.indices where bindings[i].matches(key) {
            release(bindings[i])
            bindings[i] = binding
            return
        }
        // Most targets have a few bound properties: one allocation for the first three.
        if bindings.isEmpty { bindings.reserveCapacity(3) }
        bindings.append(binding)
    }

    @discardableResult
    func remove(_ key: AnyObject) -> Bool {
        guard let i = bindings.firstIndex(where: { $0.matches(key) }) else { return false }
        release(bindings.remove(at: i))
        return true
    }

    /// Drops the box's ownership of a removed binding's payload, if it had it.
    private func release(_ binding: PropertyBinding) {
        let payload = binding.payload.toOpaque()
        if let i = owned.firstIndex(where: { Unmanaged.passUnretained($0).toOpaque() == payload }) {
            owned.remove(at: i)
        }
    }

    func binding(for key: AnyObject) -> PropertyBinding? {
        bindings.first { $0.matches(key) }
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
