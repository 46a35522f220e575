import LiveryCore

/// What a ``TargetBox`` knows besides its bindings.
struct TargetBoxHeader {
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
    /// How many bindings the elements hold.
    var count: Int32 = 0
    /// The payloads only this box's bindings use (providers, `apply` blocks): bindings refer
    /// to their payload unretained, so the box owns these. Token slots are owned by the
    /// engine's slot table.
    var owned: ContiguousArray<AnyObject> = []
}

/// The bindings of one target object, holding it weakly: a header and the bindings in one
/// allocation.
///
/// One weak load serves every binding of the target on a switch, and the bindings sit next
/// to the header, so a pass touches one allocation per target besides the target itself.
/// The capacity is fixed; ``setting(_:owning:)`` returns a larger box when it is full and the
/// registry puts it in this one's place.
///
/// Not actor-isolated itself: the main-actor engine owns every box and never shares one, so
/// a pass carries no executor checks. Fields are reached through the buffer's pointers, so
/// reads and writes carry no exclusivity checks either; all of them happen on the main actor.
final class TargetBox: ManagedBuffer<TargetBoxHeader, PropertyBinding> {
    /// A box for `target` with room for `capacity` bindings.
    static func make(for target: AnyObject, capacity: Int = 3) -> TargetBox {
        let buffer = create(minimumCapacity: capacity) { _ in TargetBoxHeader(target: target, id: ObjectIdentifier(target)) }
        // `create` called on this subclass makes an instance of it.
        return unsafeDowncast(buffer, to: TargetBox.self)
    }

    deinit {
        _ = withUnsafeMutablePointers { header, bindings in bindings.deinitialize(count: Int(header.pointee.count)) }
    }

    // MARK: Header

    private var head: UnsafeMutablePointer<TargetBoxHeader> {
        withUnsafeMutablePointerToHeader { $0 }
    }

    var target: AnyObject? { head.pointee.target }
    var id: ObjectIdentifier { head.pointee.id }
    var listIndex: Int32 {
        get { head.pointee.listIndex }
        set { head.pointee.listIndex = newValue }
    }
    var scope: Int32 {
        get { head.pointee.scope }
        set { head.pointee.scope = newValue }
    }
    var appliedGeneration: UInt32 {
        get { head.pointee.appliedGeneration }
        set { head.pointee.appliedGeneration = newValue }
    }
    var isVisible: Bool {
        get { head.pointee.isVisible }
        set { head.pointee.isVisible = newValue }
    }
    var isNode: Bool {
        get { head.pointee.isNode }
        set { head.pointee.isNode = newValue }
    }

    // MARK: Bindings

    var bindingCount: Int { Int(head.pointee.count) }

    /// The bindings, copied.
    var bindings: [PropertyBinding] {
        withUnsafeMutablePointers { header, bindings in
            Array(UnsafeBufferPointer(start: bindings, count: Int(header.pointee.count)))
        }
    }

    /// Applies every binding; `false` when the target is gone.
    func apply(_ environment: ApplyEnvironment) -> Bool {
        withUnsafeMutablePointers { header, bindings in
            guard let target = header.pointee.target else { return false }
            let context = environment.contexts[Int(header.pointee.scope)]
            // `target` is a named strong reference and the setters are opaque calls, so it
            // lives to the end of this scope: the setters may take it unretained.
            let targetRef = Unmanaged.passUnretained(target)
            for i in 0..<Int(header.pointee.count) { _ = bindings[i].apply(targetRef, bindings[i].payload, context) }
            header.pointee.appliedGeneration = environment.generation
            return true
        }
    }

    func binding(for key: AnyObject) -> PropertyBinding? {
        bindings.first { $0.matches(key) }
    }

    /// Adds `binding`, replacing one with the same key, and keeps `owner` (its payload)
    /// alive as long as the binding when given.
    ///
    /// - Returns: This box, or a larger one holding everything when this one was full.
    func setting(_ binding: PropertyBinding, owning owner: AnyObject?) -> TargetBox {
        let key = binding.key.takeUnretainedValue()
        let replaced: Bool = withUnsafeMutablePointers { header, bindings in
            for i in 0..<Int(header.pointee.count) where bindings[i].matches(key) {
                release(bindings[i], header)
                bindings[i] = binding
                return true
            }
            return false
        }
        let box = replaced || bindingCount < capacity ? self : grown()
        box.withUnsafeMutablePointers { header, bindings in
            if let owner { header.pointee.owned.append(owner) }
            if !replaced {
                (bindings + Int(header.pointee.count)).initialize(to: binding)
                header.pointee.count += 1
            }
        }
        return box
    }

    @discardableResult
    func remove(_ key: AnyObject) -> Bool {
        withUnsafeMutablePointers { header, bindings in
            let count = Int(header.pointee.count)
            guard let i = (0..<count).first(where: { bindings[$0].matches(key) }) else { return false }
            release((bindings + i).move(), header)
            (bindings + i).moveInitialize(from: bindings + i + 1, count: count - i - 1)
            header.pointee.count -= 1
            return true
        }
    }

    /// Drops the box's ownership of a removed binding's payload, if it had it.
    private func release(_ binding: PropertyBinding, _ header: UnsafeMutablePointer<TargetBoxHeader>) {
        let payload = binding.payload.toOpaque()
        if let i = header.pointee.owned.firstIndex(where: { Unmanaged.passUnretained($0).toOpaque() == payload }) {
            header.pointee.owned.remove(at: i)
        }
    }

    /// A box with twice the room and this one's header and bindings; this one is left empty.
    private func grown() -> TargetBox {
        let larger = unsafeDowncast(
            TargetBox.create(minimumCapacity: capacity * 2) { _ in head.pointee }, to: TargetBox.self)
        withUnsafeMutablePointers { header, bindings in
            larger.withUnsafeMutablePointerToElements { $0.moveInitialize(from: bindings, count: Int(header.pointee.count)) }
            header.pointee.count = 0
            header.pointee.owned = []
        }
        return larger
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
