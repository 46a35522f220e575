/// Every target box of one engine: found by object identity, kept in a visible list that a
/// switch walks and a hidden list it skips.
///
/// Boxes hold targets weakly; a box whose target is gone is dropped when a pass meets it,
/// and both lists are swept as the registry grows: once it has doubled since a sweep that
/// dropped boxes (while targets come and go, memory stays within twice what live targets
/// need), once it has grown fourfold since a sweep that found every target alive (an app
/// that only registers — launching, filling a screen — pays fewer sweeps that find
/// nothing; memory then stays within four times what live targets need).
///
/// Not actor-isolated itself: the main-actor engine owns it and never shares it.
///
/// Its mutable fields are `@exclusivity(unchecked)`: only the main-actor engine touches them,
/// each in one short method of this type that calls nothing able to reach the same field, so
/// a dynamic exclusivity check could never fire and would only cost every binding.
final class BindingRegistry {
    @exclusivity(unchecked) private(set) var boxes = BoxTable()
    @exclusivity(unchecked) private(set) var visible: ContiguousArray<TargetBox> = []
    @exclusivity(unchecked) private(set) var hidden: ContiguousArray<TargetBox> = []
    /// The box of the last lookup: binding several properties of one object in a row
    /// finds it without hashing. Uncounted (``UncountedReference``, invariant 1): it is
    /// always a listed box, as ``forget(_:)`` clears it before a box leaves its list.
    @exclusivity(unchecked) private var lastBoxReference: UncountedReference<TargetBox>?
    /// The target of ``lastBox``, held unowned and never read: while this reference exists
    /// the target's memory is not reused (an unowned reference keeps the allocation, not
    /// the object), so a live object at the same address is that very target, and the cache
    /// is checked by identity alone — without a weak load, which for a weakly referenced
    /// object counts references on a slow path.
    @exclusivity(unchecked) private unowned(safe) var lastTarget: AnyObject?
    /// Whether moves between the lists have shuffled the visible list since the last pass.
    private var visibleShuffled = false
    @exclusivity(unchecked) private var insertionsSinceSweep = 0
    /// How many insertions the next sweep waits for (see the type's discussion).
    @exclusivity(unchecked) private var insertionsBeforeSweep = BindingRegistry.smallestSweepInterval
    private static let smallestSweepInterval = 1024

    /// How many boxes are registered (including ones whose target died since the last sweep).
    var count: Int { visible.count + hidden.count }

    // MARK: Lookup

    /// The live box of `object`.
    func box(for object: AnyObject) -> TargetBox? {
        if let last = lastBox(for: object) { return last.object }
        guard let box = boxes[ObjectIdentifier(object)], box.target === object else { return nil }
        remember(box, object)
        return box
    }

    /// The box of the last lookup, if it is `object`'s, uncounted: the registry's lists keep
    /// it, so it may be read until the registry next changes — not across a call that could
    /// run user code (which may unbind `object`).
    func lastBox(for object: AnyObject) -> UncountedReference<TargetBox>? {
        guard let last = lastBoxReference, last.withObject({ $0.id }) == ObjectIdentifier(object) else { return nil }
        return last
    }

    /// The box of the last lookup, counted.
    var lastBox: TargetBox? { lastBoxReference?.object }

    /// Registers `box` (new, visible) unless `object` already has a live box, which is
    /// returned instead (a dead box at the same address is replaced).
    func insertUnlessPresent(_ box: TargetBox, for object: AnyObject) -> TargetBox? {
        defer { debugCheckInvariants() }
        if let existing = boxes.insertUnlessPresent(box) {
            if existing.target === object {
                remember(existing, object)
                return existing
            }
            // A dead box at a reused address: its slot goes to the new box.
            boxes[box.id] = box
        }
        box.isVisible = true
        append(box, visible: true)
        remember(box, object)
        insertionsSinceSweep += 1
        if insertionsSinceSweep > insertionsBeforeSweep { sweep() }
        return nil
    }

    /// Every box, visible first.
    var all: [TargetBox] { Array(visible) + Array(hidden) }

    // MARK: Changes

    /// Moves `box` to the visible or hidden list.
    func setVisible(_ box: TargetBox, _ isVisible: Bool) {
        defer { debugCheckInvariants() }
        guard box.isVisible != isVisible else { return }
        visibleShuffled = true
        detach(box)
        box.isVisible = isVisible
        append(box, visible: isVisible)
    }

    /// Unregisters `box` (its last binding was removed).
    func remove(_ box: TargetBox) {
        defer { debugCheckInvariants() }
        // Out of the table before out of its list: the table refers to listed boxes only.
        forget(box)
        detach(box)
    }

    // MARK: Passes

    /// Applies `environment` to every visible target; drops boxes whose target is gone.
    func applyVisible(_ environment: ApplyEnvironment) {
        if visibleShuffled { restoreMemoryOrder() }
        let list = visible
        var released = false
        var batch = ApplyBatch(environment)
        list.withUnsafeBufferPointer { boxes in
            // `list` holds every box for the whole pass: no retain per box.
            for box in boxes where !UncountedReference(box).withObject({ batch.add($0) }) { released = true }
        }
        batch.flush()
        if released { compact(&visible) }
    }

    /// Drops every box whose target is gone, visible or hidden.
    func sweep() {
        defer { debugCheckInvariants() }
        let before = count
        compact(&visible)
        compact(&hidden)
        insertionsSinceSweep = 0
        // Growing by `count` doubles the registry; by three times `count`, fourfold.
        insertionsBeforeSweep = max(count * (count == before ? 3 : 1), BindingRegistry.smallestSweepInterval)
    }

    // MARK: Private

    private func remember(_ box: TargetBox, _ target: AnyObject) {
        lastBoxReference = UncountedReference(box)
        lastTarget = target
    }

    /// Sorts the visible list by box address after moves shuffled it (swap-removal puts the
    /// last box into each hole). Boxes, their bindings and usually their targets are
    /// allocated in registration order, so a pass in address order walks memory forward —
    /// with most targets off-screen, this is what keeps a pass over the rest cheap.
    private func restoreMemoryOrder() {
        visible.sort { ObjectIdentifier($0) < ObjectIdentifier($1) }
        for (i, box) in visible.enumerated() { box.listIndex = Int32(i) }
        visibleShuffled = false
    }

    private func append(_ box: TargetBox, visible isVisible: Bool) {
        if isVisible {
            box.listIndex = Int32(visible.count)
            visible.append(box)
        } else {
            box.listIndex = Int32(hidden.count)
            hidden.append(box)
        }
    }

    /// Removes `box` from its list in O(1), moving the last box into its place.
    private func detach(_ box: TargetBox) {
        if box.isVisible {
            detach(box, from: &visible)
        } else {
            detach(box, from: &hidden)
        }
    }

    private func detach(_ box: TargetBox, from list: inout ContiguousArray<TargetBox>) {
        let i = Int(box.listIndex)
        guard list.indices.contains(i), list[i] === box else { return }
        let last = list.removeLast()
        if i < list.count {
            list[i] = last
            last.listIndex = Int32(i)
        }
    }

    private func forget(_ box: TargetBox) {
        if lastBoxReference?.refers(to: box) == true {
            lastBoxReference = nil
            lastTarget = nil
        }
        // A dead box's address may already belong to a new target's box: keep that one.
        if boxes[box.id] === box { boxes[box.id] = nil }
    }

    /// Drops the boxes whose target is gone from `list`, in place and in order: a sweep that
    /// finds every target alive (most sweeps while an app registers) moves nothing and
    /// allocates nothing.
    private func compact(_ list: inout ContiguousArray<TargetBox>) {
        // First a look without moving anything (and without counting the boxes): most sweeps
        // while an app registers find every target alive.
        guard let firstDead = list.withUnsafeBufferPointer({ $0.firstIndex { $0.target == nil } }) else { return }
        var kept = firstDead
        for i in firstDead..<list.count {
            let box = list[i]
            guard box.target != nil else {
                forget(box)
                continue
            }
            if kept != i {
                list.swapAt(kept, i)
                box.listIndex = Int32(kept)
            }
            kept += 1
        }
        list.removeLast(list.count - kept)
    }
}
