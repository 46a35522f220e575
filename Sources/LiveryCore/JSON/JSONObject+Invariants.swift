extension JSONObject {
    /// Traps unless the object is consistent:
    ///
    /// - `keys`, `values` and `locations` are parallel; no key repeats.
    /// - Past ``indexThreshold`` members the index maps every key to its position and holds
    ///   nothing else; up to it, the index is empty (lookups search `keys` in order).
    ///
    /// - Complexity: O(*n*). Tests call it; debug builds call it after each change of a small
    ///   object (see ``debugCheckInvariants()``).
    func checkInvariants() {
        precondition(values.count == keys.count && locations.count == keys.count, "members are not parallel")
        precondition(Set(keys).count == keys.count, "a key repeats")
        if keys.count > Self.indexThreshold {
            precondition(index.count == keys.count, "the index has \(index.count) keys for \(keys.count) members")
            for (position, key) in keys.enumerated() {
                precondition(index[key] == position, "the index puts \(key) at \(index[key] ?? -1), not \(position)")
            }
        } else {
            precondition(index.isEmpty, "an index for \(keys.count) members")
        }
    }

    /// ``checkInvariants()`` after a change, in debug builds and for objects of up to 64
    /// members (checking every change of a large object would make debug parsing quadratic);
    /// compiled out of release builds.
    func debugCheckInvariants() {
        #if DEBUG
            if keys.count <= 64 { checkInvariants() }
        #endif
    }
}
