import LiveryCore

/// Assembles a DTCG token document from groups and tokens given by path.
///
/// Members appear in the order they were first added, so the output is deterministic for a
/// given sequence of calls. Group `$`-properties go before the group's children.
///
/// ```swift
/// var tree = TokenTreeBuilder()
/// tree.addGroup(["color"], properties: JSONObject([("$type", "color")]))
/// tree.addToken(["color", "bg"], JSONObject([("$value", "#ffffff")]))
/// tree.document   // {"color": {"$type": "color", "bg": {"$value": "#ffffff"}}}
/// ```
struct TokenTreeBuilder {
    private struct Node {
        var properties = JSONObject()
        var childOrder: [String] = []
        var children: [String: Int] = [:]
        var token: JSONObject?
    }

    private var nodes = [Node()]

    /// Adds a group's properties; members it already has keep their first value.
    ///
    /// - Returns: `false` when a token already stands at `path` or above it.
    @discardableResult
    mutating func addGroup(_ path: [String], properties: JSONObject) -> Bool {
        guard let index = node(at: path, creating: true), nodes[index].token == nil else { return false }
        for (key, value) in properties where nodes[index].properties[key] == nil {
            nodes[index].properties[key] = value
        }
        return true
    }

    /// Adds (or replaces) the token at `path`.
    ///
    /// - Returns: `false` when a group with members, or a token above it, stands in the way.
    @discardableResult
    mutating func addToken(_ path: [String], _ object: JSONObject) -> Bool {
        guard let index = node(at: path, creating: true), nodes[index].childOrder.isEmpty,
            nodes[index].properties.isEmpty
        else { return false }
        nodes[index].token = object
        return true
    }

    /// The `$type` a token at `path` inherits from the groups above it.
    func inheritedType(of path: [String]) -> String? {
        var index = 0
        var type = nodes[0].properties["$type"]?.stringValue
        for key in path.dropLast() {
            guard let next = nodes[index].children[key] else { break }
            index = next
            type = nodes[index].properties["$type"]?.stringValue ?? type
        }
        return type
    }

    /// The token at `path`, if one was added.
    func token(at path: [String]) -> JSONObject? {
        var index = 0
        for key in path {
            guard let next = nodes[index].children[key] else { return nil }
            index = next
        }
        return nodes[index].token
    }

    /// Replaces the token at `path` when there is one.
    mutating func updateToken(_ path: [String], _ update: (inout JSONObject) -> Void) {
        var index = 0
        for key in path {
            guard let next = nodes[index].children[key] else { return }
            index = next
        }
        guard var token = nodes[index].token else { return }
        update(&token)
        nodes[index].token = token
    }

    /// The document built so far.
    var document: JSONValue { value(of: 0) }

    private func value(of index: Int) -> JSONValue {
        let node = nodes[index]
        if let token = node.token { return .object(token) }
        var object = node.properties
        for key in node.childOrder {
            if let child = node.children[key] { object[key] = value(of: child) }
        }
        return .object(object)
    }

    private mutating func node(at path: [String], creating: Bool) -> Int? {
        var index = 0
        for key in path {
            if nodes[index].token != nil { return nil }
            if let next = nodes[index].children[key] {
                index = next
            } else {
                guard creating else { return nil }
                nodes.append(Node())
                nodes[index].children[key] = nodes.count - 1
                nodes[index].childOrder.append(key)
                index = nodes.count - 1
            }
        }
        return index
    }
}
