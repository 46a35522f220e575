/// Target boxes by the identity of their target: an open-addressing hash table with linear
/// probing, sized in powers of two.
///
/// A dictionary keyed by `ObjectIdentifier` hashes every key with the seeded standard hasher;
/// object addresses need much less to spread well, and registering tens of thousands of
/// targets looks one up per target. The home slot is the address multiplied by a 64-bit
/// odd constant (Fibonacci hashing), whose high bits depend on every bit of the address.
/// Removal shifts the following entries back, so the table needs no tombstones.
///
/// Not actor-isolated itself: the main-actor registry owns it and never shares it.
struct BoxTable {
    /// The address of each slot's target (0: empty), probed without touching the boxes.
    private(set) var ids: ContiguousArray<UInt>
    private(set) var boxes: ContiguousArray<TargetBox?>
    /// `64 - log2(capacity)`: the home slot is the top bits of the hashed address.
    private(set) var shift: Int
    private(set) var count = 0

    init() {
        ids = ContiguousArray(repeating: 0, count: 64)
        boxes = BoxTable.empty(64)
        shift = 64 - 6
    }

    /// The box registered for `id`.
    subscript(id: ObjectIdentifier) -> TargetBox? {
        get {
            guard let i = index(of: UInt(bitPattern: id)) else { return nil }
            return boxes[i]
        }
        set {
            if let newValue { insert(newValue, for: UInt(bitPattern: id)) } else { remove(UInt(bitPattern: id)) }
        }
    }

    /// Registers `box` under its target's identity, unless the box already there is one
    /// `keep` accepts: that one is returned instead (one probe either way).
    mutating func insert(_ box: TargetBox, keeping keep: (TargetBox) -> Bool) -> TargetBox? {
        let key = UInt(bitPattern: box.id)
        var i = home(key)
        while ids[i] != 0 {
            if ids[i] == key {
                if let existing = boxes[i], keep(existing) { return existing }
                boxes[i] = box
                return nil
            }
            i = (i + 1) & mask
        }
        ids[i] = key
        boxes[i] = box
        count += 1
        if count * 2 > ids.count { resize(to: ids.count * 2) }
        return nil
    }

    // MARK: Private

    private var mask: Int { ids.count - 1 }

    /// 2^64 / φ, odd: Fibonacci hashing's multiplier.
    private static let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15

    func home(_ key: UInt) -> Int {
        Int(truncatingIfNeeded: (UInt64(key) &* BoxTable.multiplier) >> UInt64(shift))
    }

    func index(of key: UInt) -> Int? {
        var i = home(key)
        while ids[i] != 0 {
            if ids[i] == key { return i }
            i = (i + 1) & mask
        }
        return nil
    }

    private mutating func insert(_ box: TargetBox, for key: UInt) {
        var i = home(key)
        while ids[i] != 0 {
            if ids[i] == key {
                boxes[i] = box
                return
            }
            i = (i + 1) & mask
        }
        ids[i] = key
        boxes[i] = box
        count += 1
        // At most half full, so that probe runs (a miss probes to the next empty slot) stay short.
        if count * 2 > ids.count { resize(to: ids.count * 2) }
    }

    private mutating func remove(_ key: UInt) {
        guard var hole = index(of: key) else { return }
        var j = hole
        while true {
            j = (j + 1) & mask
            guard ids[j] != 0 else { break }
            let h = home(ids[j])
            // The entry at `j` stays where it is when its home lies cyclically in (hole, j].
            let staysPut = hole <= j ? (hole < h && h <= j) : (hole < h || h <= j)
            if !staysPut {
                ids[hole] = ids[j]
                boxes.swapAt(hole, j)
                hole = j
            }
        }
        ids[hole] = 0
        boxes[hole] = nil
        count -= 1
    }

    /// `capacity` empty slots. (`ContiguousArray(repeating: nil, count:)` counts a reference
    /// to `nil` once per slot; initializing the whole buffer with a literal `nil` writes zeros.)
    private static func empty(_ capacity: Int) -> ContiguousArray<TargetBox?> {
        ContiguousArray(unsafeUninitializedCapacity: capacity) { slots, initialized in
            slots.initialize(repeating: nil)
            initialized = capacity
        }
    }

    /// Moves every entry into a table of `capacity` slots. Runs over raw buffers: the old
    /// arrays are unique here, and the moves (no retain or release, no bounds or uniqueness
    /// check per entry) are most of the cost of growing a table of tens of thousands.
    private mutating func resize(to capacity: Int) {
        let oldIDs = ids
        var oldBoxes = boxes
        ids = ContiguousArray(repeating: 0, count: capacity)
        boxes = BoxTable.empty(capacity)
        shift = 64 - capacity.trailingZeroBitCount
        let mask = capacity - 1
        let shift = UInt64(self.shift)
        ids.withUnsafeMutableBufferPointer { newIDs in
            boxes.withUnsafeMutableBufferPointer { newBoxes in
                oldIDs.withUnsafeBufferPointer { oldIDs in
                    oldBoxes.withUnsafeMutableBufferPointer { oldBoxes in
                        guard let from = oldBoxes.baseAddress, let to = newBoxes.baseAddress else { return }
                        for j in oldIDs.indices where oldIDs[j] != 0 {
                            var i = Int(truncatingIfNeeded: (UInt64(oldIDs[j]) &* BoxTable.multiplier) >> shift)
                            while newIDs[i] != 0 { i = (i + 1) & mask }
                            newIDs[i] = oldIDs[j]
                            // Move the reference without counting it: the new slot holds a
                            // `nil` (nothing to release), the old one gets a `nil` back.
                            (to + i).initialize(to: (from + j).move())
                            (from + j).initialize(to: nil)
                        }
                    }
                }
            }
        }
    }
}
