import LiveryCore

/// The bindings of one target object, holding it weakly.
///
/// One weak load serves every binding of the target on a switch. The box also records
/// where it sits in the registry's visible or hidden list, the override scope its target
/// resolves in, and the theme generation it was last brought up to date with.
@MainActor @usableFromInline
final class TargetBox {
    weak var target: AnyObject?
    /// The target's identity when the box was made (the address may be reused once the
    /// target is gone: the registry checks the weak reference before trusting it).
    let id: ObjectIdentifier
    /// Index in the registry's visible or hidden list.
    var listIndex: Int32 = 0
    /// Index into the engine's scopes: 0 is the global theme.
    var scope: Int32 = 0
    /// The generation of the theme last applied; behind the engine's when stale.
    var appliedGeneration: UInt32 = 0
    var isVisible = true
    /// Whether the target is a ``ThemeNode`` (overrides can reach it).
    var isNode = false
    var bindings: ContiguousArray<PropertyBinding> = []

    init(_ target: AnyObject) {
        self.target = target
        id = ObjectIdentifier(target)
    }

    /// Applies every binding; `false` when the target is gone.
    func apply(_ environment: ApplyEnvironment) -> Bool {
        guard let target else { return false }
        let scope = Int(scope)
        let context = ApplyContext(theme: environment.themes[scope], scope: scope)
        let bindings = self.bindings
        for i in bindings.indices { _ = bindings[i].apply(target, bindings[i].payloadRef, context) }
        appliedGeneration = environment.generation
        return true
    }

    /// Adds `binding`, replacing one with the same key.
    func set(_ binding: PropertyBinding) {
        for i in bindings.indices where bindings[i].matches(binding.key) {
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
        bindings.remove(at: i)
        return true
    }

    func binding(for key: AnyObject) -> PropertyBinding? {
        bindings.first { $0.matches(key) }
    }
}

/// The themes a pass applies, one per scope, and the generation they belong to.
@MainActor
final class ApplyEnvironment {
    let themes: [Theme]
    let generation: UInt32

    init(themes: [Theme], generation: UInt32) {
        self.themes = themes
        self.generation = generation
    }
}
