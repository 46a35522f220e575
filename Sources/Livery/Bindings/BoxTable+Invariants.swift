extension BoxTable {
    /// Traps unless the table is consistent: the probing code reads slots through raw
    /// buffers and boxes are referenced unretained, so a broken table is a memory-safety bug,
    /// not a wrong answer. (That every box of the table is alive — held by the registry's
    /// lists — is the registry's invariant: ``BindingRegistry/checkInvariants()``.)
    ///
    /// - A power-of-two capacity of at least 64, `shift` = 64 − log2(capacity), at most half
    ///   full.
    /// - A slot has an address exactly when it has a box; a full slot holds the box of the
    ///   target whose address it records, and `count` counts the full slots.
    /// - Every entry is found from its home slot (no empty slot between them), so lookups
    ///   and backward-shift removal see it.
    ///
    /// - Complexity: O(capacity). Tests call it; debug builds call it after each change of a
    ///   small registry (see ``BindingRegistry/debugCheckInvariants()``).
    func checkInvariants() {
        let capacity = entries.count
        precondition(
            capacity >= 64 && capacity & (capacity - 1) == 0, "capacity \(capacity) is not a power of two ≥ 64")
        precondition(shift == 64 - capacity.trailingZeroBitCount, "shift \(shift) does not match capacity \(capacity)")
        var full = 0
        for (slot, entry) in entries.enumerated() {
            precondition((entry.id == 0) == (entry.box == nil), "slot \(slot): id and box disagree on emptiness")
            guard let box = entry.box?.object else { continue }
            full += 1
            precondition(UInt(bitPattern: box.id) == entry.id, "slot \(slot) holds another target's box")
            precondition(index(of: entry.id) == slot, "slot \(slot) is not reachable from its home \(home(entry.id))")
        }
        precondition(full == count, "count \(count), full slots \(full)")
        precondition(count * 2 <= capacity, "more than half full: \(count) of \(capacity)")
    }
}
