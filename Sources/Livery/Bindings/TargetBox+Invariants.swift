extension TargetBox {
    /// Traps unless the box is consistent: bindings refer to their keys and payloads
    /// unretained, so a payload the box should own but does not is a dangling pointer.
    ///
    /// - A live target is the object the box was made for.
    /// - No two bindings share a key.
    /// - Every payload the box owns is the payload of one of its bindings.
    /// - A private shape is held by the box (it refers to its shape uncounted).
    ///
    /// - Complexity: O(*b*²) for *b* bindings (a handful per target).
    func checkInvariants() {
        if let target {
            precondition(ObjectIdentifier(target) == id, "the box's target is not the object it was made for")
        }
        precondition(shape.isShared || privateShape === shape, "the box's private shape is not held")
        let bindings = shape.bindings
        let keys = bindings.map { ObjectIdentifier($0.key.object) }
        precondition(Set(keys).count == keys.count, "two bindings of one target share a key")
        for payload in owned {
            precondition(bindings.contains { $0.payload.refers(to: payload) }, "an owned payload has no binding")
        }
    }
}
