/// Which classes are ``ThemeNode``s, remembered per class: asking the runtime whether an
/// object conforms (`object as? any ThemeNode`) is a conformance lookup every time, and
/// bindings come in runs of one class.
///
/// For each class that is a node the cache keeps a caster specialized for it, which makes
/// the `any ThemeNode` from the class's own conformance: no lookup per object, and — the
/// object being of exactly that class — no cast and no retain either (see
/// ``UncountedReference``, invariant 3).
///
/// `last` is `@exclusivity(unchecked)`: only ``withNode(_:_:)`` touches it, on the main
/// actor, and calls nothing while accessing it, so a dynamic check could never fire and
/// would cost every binding.
@MainActor
final class NodeTypeCache {
    private var known: [ObjectIdentifier: (any NodeCaster.Type)?] = [:]
    @exclusivity(unchecked) private var last: (type: ObjectIdentifier, caster: (any NodeCaster.Type)?)?

    /// Calls `body` with `object` as a node, passed without a retain (the caller keeps
    /// `object` alive for the call); `nil` without calling it when `object`'s class is not a
    /// ``ThemeNode``.
    @discardableResult
    func withNode<Result>(_ object: AnyObject, _ body: (any ThemeNode) -> Result) -> Result? {
        caster(of: object)?.withNode(object, body)
    }

    private func caster(of object: AnyObject) -> (any NodeCaster.Type)? {
        let type = ObjectIdentifier(Swift.type(of: object))
        if let last, last.type == type { return last.caster }
        let caster: (any NodeCaster.Type)?
        if let entry = known[type] {
            caster = entry
        } else {
            caster = (object as? any ThemeNode).map { NodeTypeCache.caster(for: $0) }
            known[type] = caster
        }
        last = (type, caster)
        return caster
    }

    /// The caster of `node`'s class (the opened type of a class existential is the object's
    /// own class).
    private static func caster<Node: ThemeNode>(for node: Node) -> any NodeCaster.Type { NodeCast<Node>.self }
}

/// Makes an `any ThemeNode` of an object of one known class.
@MainActor
private protocol NodeCaster {
    static func withNode<Result>(_ object: AnyObject, _ body: (any ThemeNode) -> Result) -> Result
}

@MainActor
private enum NodeCast<Node: ThemeNode>: NodeCaster {
    /// `object` is of class `Node` (the cache is keyed by the object's class): read as one
    /// without a checked cast, the existential made from `Node`'s conformance.
    static func withNode<Result>(_ object: AnyObject, _ body: (any ThemeNode) -> Result) -> Result {
        UncountedReference(object).withObject(as: Node.self) { body($0) }
    }
}
