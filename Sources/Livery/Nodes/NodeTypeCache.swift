/// Which classes are ``ThemeNode``s, remembered per class: asking the runtime whether an
/// object conforms costs a lookup each time, and bindings come in runs of one class.
final class NodeTypeCache {
    private var known: [ObjectIdentifier: Bool] = [:]
    private var last: (type: ObjectIdentifier, isNode: Bool)?

    @MainActor
    func isNode(_ object: AnyObject) -> Bool {
        let type = ObjectIdentifier(Swift.type(of: object))
        if let last, last.type == type { return last.isNode }
        let isNode = known[type] ?? (object is any ThemeNode)
        known[type] = isNode
        last = (type, isNode)
        return isNode
    }
}
