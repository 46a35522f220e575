/// A run of targets that a pass applies together: consecutive visible boxes with the same
/// shape and scope.
///
/// Targets bound alike share one ``BindingShape`` and sit next to each other in the visible
/// list (it is kept in registration order), so a pass calls each binding's setter once per
/// run rather than once per target: the setter's own cost (its call, its key path, reading
/// its slot) is paid once for up to ``limit`` targets, and what remains per target is what
/// any weak-tracking design pays — one strong load of the weak reference, the stores, one
/// release. Boxes with a private shape (providers, `apply` blocks) make runs of one.
///
/// The run holds its targets through ``UncountedReference/holding(_:)``: the strong reference
/// of the weak load moves into the run, so holding a target costs nothing more (weakly
/// referenced objects count references on a slow path). Invariant: `add` moves one strong
/// reference in per target, `flush` releases each once and empties the run, and `deinit`
/// releases whatever is left — the type is non-copyable, so no copy can release twice.
struct ApplyBatch: ~Copyable {
    /// The most targets held at once.
    static let limit = 128

    private let environment: ApplyEnvironment
    private var shape: BindingShape?
    private var scope: Int32 = 0
    /// The run's targets, each retained once until the run is applied.
    private var targets: ContiguousArray<UncountedReference<AnyObject>> = []

    init(_ environment: ApplyEnvironment) {
        self.environment = environment
        targets.reserveCapacity(ApplyBatch.limit)
    }

    deinit {
        for target in targets { target.release() }
    }

    /// Adds `box`'s target to the run (applying the run so far first when `box` starts
    /// another); `false` when the target is gone.
    mutating func add(_ box: TargetBox) -> Bool {
        guard let target = box.target else { return false }
        if !box.hasShape(shape) || scope != box.scope || targets.count == ApplyBatch.limit {
            flush()
            shape = box.shape
            scope = box.scope
        }
        targets.append(.holding(consume target))
        return true
    }

    /// Applies the run and releases its targets.
    mutating func flush() {
        if let shape, !targets.isEmpty {
            let context = environment.contexts[Int(scope)]
            targets.withUnsafeBufferPointer { shape.apply(to: $0, context) }
        }
        for target in targets { target.release() }
        targets.removeAll(keepingCapacity: true)
    }
}
