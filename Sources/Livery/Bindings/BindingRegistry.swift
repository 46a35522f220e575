/// Every target box of one engine: found by object identity, kept in a visible list that a
/// switch walks and a hidden list it skips.
///
/// Boxes hold targets weakly; a box whose target is gone is dropped when a pass meets it,
/// and the hidden list is swept whenever the registry has doubled since the last sweep, so
/// memory stays within twice what live targets need.
@MainActor
final class BindingRegistry {
    private var boxes: [ObjectIdentifier: AnyTargetBox] = [:]
    private(set) var visible: ContiguousArray<AnyTargetBox> = []
    private(set) var hidden: ContiguousArray<AnyTargetBox> = []
    /// The box of the last lookup: binding several properties of one object in a row
    /// finds it without hashing.
    private var lastBox: AnyTargetBox?
    private var insertionsSinceSweep = 0
    private var liveAtLastSweep = 0

    /// How many boxes are registered (including ones whose target died since the last sweep).
    var count: Int { visible.count + hidden.count }

    // MARK: Lookup

    /// The live box of `object` for the static type `Base`.
    func box<Base: AnyObject>(for object: Base) -> TargetBox<Base>? {
        let id = ObjectIdentifier(object)
        if let last = lastBox, last.id == id, let typed = last as? TargetBox<Base>, typed.target === object {
            return typed
        }
        var candidate = boxes[id]
        while let box = candidate {
            if let typed = box as? TargetBox<Base>, typed.target === object {
                lastBox = typed
                return typed
            }
            candidate = box.sibling
        }
        return nil
    }

    /// Every live box of `object`, whatever static type it was bound through.
    func boxes(of object: AnyObject) -> [AnyTargetBox] {
        var result: [AnyTargetBox] = []
        var candidate = boxes[ObjectIdentifier(object)]
        while let box = candidate {
            if box.object === object { result.append(box) }
            candidate = box.sibling
        }
        return result
    }

    /// Every box, visible first.
    var all: [AnyTargetBox] { Array(visible) + Array(hidden) }

    // MARK: Changes

    /// Registers a new box of `object`, in the visible or hidden list.
    func insert(_ box: AnyTargetBox, for object: AnyObject, visible isVisible: Bool) {
        if let head = boxes[box.id], head.object === object {
            box.sibling = head.sibling
            head.sibling = box
        } else {
            boxes[box.id] = box
        }
        box.isVisible = isVisible
        append(box, visible: isVisible)
        lastBox = box
        insertionsSinceSweep += 1
        if insertionsSinceSweep > max(liveAtLastSweep, 1024) { sweep() }
    }

    /// Moves `box` to the visible or hidden list.
    func setVisible(_ box: AnyTargetBox, _ isVisible: Bool) {
        guard box.isVisible != isVisible else { return }
        detach(box)
        box.isVisible = isVisible
        append(box, visible: isVisible)
    }

    /// Unregisters `box` (its last binding was removed).
    func remove(_ box: AnyTargetBox) {
        detach(box)
        forget(box)
    }

    // MARK: Passes

    /// Applies `environment` to every visible target; drops boxes whose target is gone.
    func applyVisible(_ environment: ApplyEnvironment) {
        let list = visible
        var released = false
        for box in list where !box.apply(environment) { released = true }
        if released { visible = compacted(visible) }
    }

    /// Drops every box whose target is gone, visible or hidden.
    func sweep() {
        visible = compacted(visible)
        hidden = compacted(hidden)
        insertionsSinceSweep = 0
        liveAtLastSweep = count
    }

    // MARK: Private

    private func append(_ box: AnyTargetBox, visible isVisible: Bool) {
        if isVisible {
            box.listIndex = visible.count
            visible.append(box)
        } else {
            box.listIndex = hidden.count
            hidden.append(box)
        }
    }

    /// Removes `box` from its list in O(1), moving the last box into its place.
    private func detach(_ box: AnyTargetBox) {
        if box.isVisible {
            detach(box, from: &visible)
        } else {
            detach(box, from: &hidden)
        }
    }

    private func detach(_ box: AnyTargetBox, from list: inout ContiguousArray<AnyTargetBox>) {
        let i = box.listIndex
        guard list.indices.contains(i), list[i] === box else { return }
        let last = list.removeLast()
        if i < list.count {
            list[i] = last
            last.listIndex = i
        }
    }

    private func forget(_ box: AnyTargetBox) {
        if lastBox === box { lastBox = nil }
        guard let head = boxes[box.id] else { return }
        if head === box {
            boxes[box.id] = box.sibling
        } else {
            var previous = head
            while let next = previous.sibling {
                if next === box {
                    previous.sibling = box.sibling
                    return
                }
                previous = next
            }
        }
    }

    private func compacted(_ list: ContiguousArray<AnyTargetBox>) -> ContiguousArray<AnyTargetBox> {
        var kept = ContiguousArray<AnyTargetBox>()
        kept.reserveCapacity(list.count)
        for box in list {
            if box.object != nil {
                box.listIndex = kept.count
                kept.append(box)
            } else {
                forget(box)
            }
        }
        return kept
    }
}
