/// Target boxes by the identity of their target: an open-addressing hash table with linear
/// probing, sized in powers of two.
///
/// A dictionary keyed by `ObjectIdentifier` hashes every key with the seeded standard hasher;
/// object addresses need much less to spread well, and registering tens of thousands of
/// targets looks one up per target. The home slot is the top bits of the address mixed by
/// a xor-shift, a multiplication by a 64-bit odd constant and a second xor-shift (the
/// finalizer of MurmurHash3), whose top bits depend on every bit of the address. A plain
/// multiplication (Fibonacci hashing) is cheaper but keeps the structure of addresses
/// allocated in a row: for some object sizes its home slots cluster, and linear probing
/// then walks 6–9 slots per insert instead of 1.1–1.5 (simulated: 100,000 addresses 96,
/// 112 or 144 bytes apart; registering 100,000 targets in `livery-bench engine` costs 50
/// instructions per target less with the finalizer). Removal shifts the following entries back, so the table needs no tombstones.
///
/// The table refers to its boxes uncounted (``UncountedReference``, invariant 1): the
/// registry's lists own every box, and the registry takes a box out of the table before its
/// list lets go of it (``BindingRegistry/checkInvariants()`` checks that every box of the
/// table is listed). An entry is then two words with nothing to count: inserting costs no
/// retain, and growing the table copies plain values.
///
/// Not actor-isolated itself: the main-actor registry owns it and never shares it.
struct BoxTable {
    /// One slot: the address of a target (0: empty) and its box, side by side so that the
    /// probe that finds the address has the box in the same cache line.
    struct Entry {
        var id: UInt
        var box: UncountedReference<TargetBox>?

        static var empty: Entry { Entry(id: 0, box: nil) }
    }

    private(set) var entries: ContiguousArray<Entry>
    /// `64 - log2(capacity)`: the home slot is the top bits of the hashed address.
    private(set) var shift: Int
    private(set) var count = 0

    init() {
        entries = ContiguousArray(repeating: .empty, count: 64)
        shift = 64 - 6
    }

    /// The box registered for `id`. The box assigned must be kept alive elsewhere until it
    /// is removed (see the type's discussion).
    subscript(id: ObjectIdentifier) -> TargetBox? {
        get {
            guard let i = index(of: UInt(bitPattern: id)) else { return nil }
            return entries[i].box?.object
        }
        set {
            if let newValue { insert(newValue, for: UInt(bitPattern: id)) } else { remove(UInt(bitPattern: id)) }
        }
    }

    /// Every box of the table.
    var boxes: [TargetBox] { entries.compactMap { $0.box?.object } }

    /// Registers `box` under its target's identity, unless a box is registered there
    /// already: that one is returned instead, and the table is unchanged (one probe either
    /// way).
    mutating func insertUnlessPresent(_ box: TargetBox) -> TargetBox? {
        let key = UInt(bitPattern: box.id)
        var i = home(key)
        while entries[i].id != 0 {
            if entries[i].id == key { return entries[i].box?.object }
            i = (i + 1) & mask
        }
        add(box, key, at: i)
        return nil
    }

    // MARK: Private

    private var mask: Int { entries.count - 1 }

    /// The multiplier of MurmurHash3's 64-bit finalizer.
    private static let multiplier: UInt64 = 0xFF51_AFD7_ED55_8CCD

    func home(_ key: UInt) -> Int { BoxTable.slot(of: key, shift: UInt64(shift)) }

    /// The home slot of `key` in a table of `2^(64 - shift)` slots (see the type's discussion).
    @inline(__always)
    private static func slot(of key: UInt, shift: UInt64) -> Int {
        var x = UInt64(key)
        x ^= x >> 33
        x &*= multiplier
        x ^= x >> 33
        return Int(truncatingIfNeeded: x >> shift)
    }

    func index(of key: UInt) -> Int? {
        var i = home(key)
        while entries[i].id != 0 {
            if entries[i].id == key { return i }
            i = (i + 1) & mask
        }
        return nil
    }

    private mutating func insert(_ box: TargetBox, for key: UInt) {
        var i = home(key)
        while entries[i].id != 0 {
            if entries[i].id == key {
                entries[i].box = UncountedReference(box)
                return
            }
            i = (i + 1) & mask
        }
        add(box, key, at: i)
    }

    /// Fills the empty slot `i`, growing the table when it is more than half full (so that
    /// probe runs — a miss probes to the next empty slot — stay short).
    private mutating func add(_ box: TargetBox, _ key: UInt, at i: Int) {
        entries[i] = Entry(id: key, box: UncountedReference(box))
        count += 1
        if count * 2 > entries.count { resize(to: entries.count * 2) }
    }

    private mutating func remove(_ key: UInt) {
        guard var hole = index(of: key) else { return }
        var j = hole
        while true {
            j = (j + 1) & mask
            guard entries[j].id != 0 else { break }
            let h = home(entries[j].id)
            // The entry at `j` stays where it is when its home lies cyclically in (hole, j].
            let staysPut = hole <= j ? (hole < h && h <= j) : (hole < h || h <= j)
            if !staysPut {
                entries[hole] = entries[j]
                hole = j
            }
        }
        entries[hole] = .empty
        count -= 1
    }

    /// Moves every entry into a table of `capacity` slots (plain values: nothing to count).
    private mutating func resize(to capacity: Int) {
        let old = entries
        entries = ContiguousArray(repeating: .empty, count: capacity)
        shift = 64 - capacity.trailingZeroBitCount
        let mask = capacity - 1
        let shift = UInt64(self.shift)
        entries.withUnsafeMutableBufferPointer { new in
            old.withUnsafeBufferPointer { old in
                for entry in old where entry.id != 0 {
                    var i = BoxTable.slot(of: entry.id, shift: shift)
                    while new[i].id != 0 { i = (i + 1) & mask }
                    new[i] = entry
                }
            }
        }
    }
}
