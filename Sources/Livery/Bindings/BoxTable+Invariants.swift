extension BoxTable {
    /// Traps unless the table is consistent: the probing code reads slots through raw
    /// buffers and boxes are referenced unretained downstream, so a broken table is a
    /// memory-safety bug, not a wrong answer.
    ///
    /// - A power-of-two capacity of at least 64, `shift` = 64 − log2(capacity), at most half
    ///   full; `ids` and `boxes` parallel.
    /// - A slot is empty in `ids` exactly when it is in `boxes`; a full slot holds the box of
    ///   the target whose address it records, and `count` counts the full slots.
    /// - Every entry is found from its home slot (no empty slot between them), so lookups
    ///   and backward-shift removal see it.
    ///
    /// - Complexity: O(capacity). Tests call it; debug builds call it after each change of a
    ///   small registry (see ``BindingRegistry/debugCheckInvariants()``).
    func checkInvariants() {
        let capacity = ids.count
        precondition(
            capacity >= 64 && capacity & (capacity - 1) == 0, "capacity \(capacity) is not a power of two ≥ 64")
        precondition(shift == 64 - capacity.trailingZeroBitCount, "shift \(shift) does not match capacity \(capacity)")
        precondition(boxes.count == capacity, "\(boxes.count) boxes for \(capacity) ids")
        var full = 0
        for slot in 0..<capacity {
            precondition((ids[slot] == 0) == (boxes[slot] == nil), "slot \(slot): id and box disagree on emptiness")
            guard ids[slot] != 0, let box = boxes[slot] else { continue }
            full += 1
            precondition(UInt(bitPattern: box.id) == ids[slot], "slot \(slot) holds another target's box")
            precondition(index(of: ids[slot]) == slot, "slot \(slot) is not reachable from its home \(home(ids[slot]))")
        }
        precondition(full == count, "count \(count), full slots \(full)")
        precondition(count * 2 <= capacity, "more than half full: \(count) of \(capacity)")
    }
}
