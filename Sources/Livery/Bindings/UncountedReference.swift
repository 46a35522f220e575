/// A reference the compiler does not count: the engine's only unsafe code.
///
/// A switch touches every target, its binding's payload and the pass's theme. Counting those
/// references would cost a retain and a release each, and a weakly referenced object (every
/// target) counts references on a slow path. So bindings, runs of targets and contexts hold
/// them as `UncountedReference`, and every use of `Unmanaged` and `unsafeDowncast` in the
/// engine is in this file.
///
/// Invariants — whoever makes a reference states which one holds:
///
/// 1. **Kept alive elsewhere.** A reference made with ``init(_:)`` is read only while another
///    strong reference holds the object: a binding's key by the engine's key table, a token
///    payload by its slot table, a provider or `apply` payload by the target's box, a run's
///    target by the run (see 2), a context's theme by the pass's environment, a box of the
///    identity table (``BoxTable``) and the registry's last box by the registry's lists (checked by
///    ``BindingRegistry/checkInvariants()``), a box's shape by the engine's shape graph when
///    it is shared and by the box when it is private (``TargetBox/checkInvariants()``).
/// 2. **Held by the reference.** One made with ``holding(_:)`` owns one strong reference,
///    which ``release()`` gives back exactly once (``ApplyBatch`` is non-copyable for that).
/// 3. **Of the type it is read as.** ``object(as:)`` is read only as the type the object had
///    when the reference was made for it: a binding lives only in the box of the object it was
///    made for (typed `Base` then), next to the payload it was made with (a `ValueSource` of
///    its value type, an `ActionBox` of `Base`, or a `TargetProvider` of both); the node-type cache reads an object as
///    the class its caster was found for, keyed by the object's class.
///
/// Debug builds check 3 on every read; 1 and 2 are structural (the owners above are the only
/// places that make these references).
@usableFromInline
struct UncountedReference<Object: AnyObject> {
    @usableFromInline let reference: Unmanaged<Object>

    /// A reference to `object`, which something else keeps alive (invariant 1).
    @inlinable @inline(__always)
    init(_ object: Object) {
        reference = .passUnretained(object)
    }

    private init(holding reference: Unmanaged<Object>) {
        self.reference = reference
    }

    /// A reference that holds `object` until ``release()`` (invariant 2): the strong
    /// reference moves in, so making it costs no count.
    static func holding(_ object: consuming Object) -> UncountedReference {
        UncountedReference(holding: .passRetained(consume object))
    }

    /// Gives back the strong reference of ``holding(_:)``.
    func release() { reference.release() }

    /// The object (invariant 1 or 2 keeps it alive).
    @inlinable @inline(__always)
    var object: Object { reference.takeUnretainedValue() }

    /// The object as `T`, without a checked cast (invariant 3; checked in debug builds).
    @inlinable @inline(__always)
    func object<T: AnyObject>(as type: T.Type) -> T {
        let object = reference.takeUnretainedValue()
        assert(object is T, "an engine reference read as \(T.self) holds a \(Swift.type(of: object))")
        return unsafeDowncast(object, to: T.self)
    }

    /// Calls `body` with the object, passed without a retain: for the per-target loops of a
    /// switch, where a retain and release of a weakly referenced object (the slow path) would
    /// double the cost of a switch (measured: see BENCHMARKS.md). Uses the standard library's
    /// `_withUnsafeGuaranteedRef`, which has no public equivalent.
    @inlinable @inline(__always)
    func withObject<Result>(_ body: (Object) -> Result) -> Result {
        reference._withUnsafeGuaranteedRef(body)
    }

    /// Calls `body` with the object as `T`, passed without a retain or a checked cast
    /// (invariant 3; checked in debug builds).
    @inlinable @inline(__always)
    func withObject<T: AnyObject, Result>(as type: T.Type, _ body: (T) -> Result) -> Result {
        reference._withUnsafeGuaranteedRef { object in
            assert(object is T, "an engine reference read as \(T.self) holds a \(Swift.type(of: object))")
            return body(unsafeDowncast(object, to: T.self))
        }
    }

    /// Whether this is a reference to `other`.
    @inline(__always)
    func refers(to other: AnyObject) -> Bool {
        reference.toOpaque() == Unmanaged.passUnretained(other).toOpaque()
    }
}

/// The targets a setter is called with, in a run that shares its binding (``ApplyBatch``).
@usableFromInline
typealias TargetRun = UnsafeBufferPointer<UncountedReference<AnyObject>>

extension UncountedReference where Object == AnyObject {
    /// Calls `body` with a run of the one target `object`, which the caller keeps alive for
    /// the call (a borrowed argument lives through it).
    @inline(__always)
    static func withRun<Result>(of object: AnyObject, _ body: (TargetRun) -> Result) -> Result {
        withUnsafePointer(to: UncountedReference(object)) { body(TargetRun(start: $0, count: 1)) }
    }
}
