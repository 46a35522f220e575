extension BindingRegistry {
    /// Traps unless the registry is consistent (passes walk its lists through unretained
    /// references, so a box missing from the table or listed twice is a memory-safety bug).
    ///
    /// - Each box of the visible (hidden) list says it is visible (hidden) and knows its index.
    /// - The table holds listed boxes only (it refers to them uncounted: the lists own them),
    ///   each under its target's identity, and every box with a live target (a dead box may
    ///   have lost its slot to a new target at its address).
    /// - The box of the last lookup, if any, is registered.
    /// - The table and every box pass their own `checkInvariants()`.
    ///
    /// - Complexity: O(*n*) for *n* boxes.
    func checkInvariants() {
        boxes.checkInvariants()
        for (list, isVisible) in [(visible, true), (hidden, false)] {
            for (i, box) in list.enumerated() {
                precondition(
                    box.isVisible == isVisible, "a box of the \(isVisible ? "visible" : "hidden") list says otherwise")
                precondition(Int(box.listIndex) == i, "a box at \(i) records index \(box.listIndex)")
                if box.target != nil {
                    precondition(boxes[box.id] === box, "a live listed box is not in the table under its target")
                }
                box.checkInvariants()
            }
        }
        for box in boxes.boxes {
            let list = box.isVisible ? visible : hidden
            precondition(
                list.indices.contains(Int(box.listIndex)) && list[Int(box.listIndex)] === box,
                "a box of the table is not listed")
        }
        if let lastBox { precondition(boxes[lastBox.id] === lastBox, "the last looked-up box is not registered") }
    }

    /// ``checkInvariants()`` after a change, in debug builds and while the registry is small
    /// (up to 256 boxes: a full check per change of a large one would make debug
    /// registration quadratic); compiled out of release builds.
    func debugCheckInvariants() {
        #if DEBUG
            if count <= 256 { checkInvariants() }
        #endif
    }
}
