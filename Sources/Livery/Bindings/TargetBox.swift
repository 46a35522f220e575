import LiveryCore

/// The bindings of one target object, holding it weakly.
///
/// One weak load serves every binding of the target on a switch. The box also records
/// where it sits in the registry's visible or hidden list, the override scope its target
/// resolves in, and the theme generation it was last brought up to date with.
@MainActor @usableFromInline
class AnyTargetBox {
    /// The target's identity when the box was made (the address may be reused once the
    /// target is gone: the registry checks the weak reference before trusting it).
    let id: ObjectIdentifier
    /// Index in the registry's visible or hidden list.
    var listIndex: Int = 0
    var isVisible = true
    /// Whether the target is a ``ThemeNode`` (overrides can reach it).
    var isNode = false
    /// Index into the engine's scopes: 0 is the global theme.
    var scope: Int = 0
    /// The generation of the theme last applied; behind the engine's when stale.
    var appliedGeneration: UInt64 = 0
    /// A box of the same object bound through another static type.
    var sibling: AnyTargetBox?

    init(id: ObjectIdentifier) { self.id = id }

    /// The target, while it lives.
    var object: AnyObject? { nil }

    /// Applies every binding; `false` when the target is gone.
    func apply(_ environment: ApplyEnvironment) -> Bool { false }

    var bindingCount: Int { 0 }
}

@MainActor @usableFromInline
final class TargetBox<Base: AnyObject>: AnyTargetBox {
    weak var target: Base?
    @usableFromInline var bindings: [PropertyBinding<Base>] = []

    init(_ target: Base) {
        self.target = target
        super.init(id: ObjectIdentifier(target))
    }

    override var object: AnyObject? { target }

    override var bindingCount: Int { bindings.count }

    override func apply(_ environment: ApplyEnvironment) -> Bool {
        guard let target else { return false }
        let context = ApplyContext(theme: environment.themes[scope], scope: scope)
        let bindings = self.bindings
        for binding in bindings { binding.apply(target, context) }
        appliedGeneration = environment.generation
        return true
    }

    /// Adds `binding`, replacing one with the same key; returns whether one was replaced.
    @discardableResult
    func set(_ binding: PropertyBinding<Base>) -> Bool {
        for i in bindings.indices where bindings[i].key.matches(binding.key) {
            bindings[i] = binding
            return true
        }
        if bindings.isEmpty { bindings.reserveCapacity(4) }
        bindings.append(binding)
        return false
    }

    @discardableResult
    func remove(_ key: BindingKey) -> Bool {
        guard let i = bindings.firstIndex(where: { $0.key.matches(key) }) else { return false }
        bindings.remove(at: i)
        return true
    }

    func binding(for key: BindingKey) -> PropertyBinding<Base>? {
        bindings.first { $0.key.matches(key) }
    }
}

/// The themes a pass applies, one per scope, and the generation they belong to.
@MainActor
final class ApplyEnvironment {
    let themes: [Theme]
    let generation: UInt64

    init(themes: [Theme], generation: UInt64) {
        self.themes = themes
        self.generation = generation
    }
}
