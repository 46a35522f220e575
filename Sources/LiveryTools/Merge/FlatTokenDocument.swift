import LiveryCore

/// A DTCG token document read as flat lists: every group and every token with its dotted path,
/// in document order.
///
/// A member holding `$value` is a token; any other object member is a group; `$`-members of a
/// group (`$type`, `$description`, `$extensions`, `$deprecated`, …) are its properties, except
/// `$root`, which is a token. A token's *effective type* is its own `$type`, else the nearest
/// enclosing group's.
struct FlatTokenDocument {
    struct Token {
        var path: [String]
        /// The token object as written (`$value`, `$type`, `$description`, …).
        var object: JSONObject
        var effectiveType: String?

        var name: String { path.joined(separator: ".") }
        var value: JSONValue { object["$value"] ?? .null }
        var explicitType: String? { object["$type"]?.stringValue }
        /// Whether `$value` is a whole-value reference such as `"{color.blue.500}"`.
        var isReference: Bool {
            guard let text = value.stringValue else { return false }
            return text.hasPrefix("{") && text.hasSuffix("}")
        }
    }

    struct Group {
        var path: [String]
        /// The group's own `$`-properties (children left out).
        var properties: JSONObject
    }

    var groups: [Group] = []
    var tokens: [Token] = []

    /// Flattens `document`; `problems` receives one diagnostic per member that is neither a
    /// token nor a group.
    init(_ document: JSONValue, file: String, problems: inout [Diagnostic]) {
        guard let root = document.objectValue else {
            problems.append(.error("a token document must be an object, found \(document.kindDescription)", file: file))
            return
        }
        var stack: [(path: [String], object: JSONObject, inherited: String?)] = [([], root, nil)]
        while let (path, object, inherited) = stack.popLast() {
            var properties = JSONObject()
            for (key, value) in object where key.hasPrefix("$") && key != "$root" {
                properties[key] = value
            }
            let type = properties["$type"]?.stringValue ?? inherited
            groups.append(Group(path: path, properties: properties))
            var children: [(path: [String], object: JSONObject, inherited: String?)] = []
            for (key, value) in object where !key.hasPrefix("$") || key == "$root" {
                let childPath = path + [key]
                guard let child = value.objectValue else {
                    problems.append(
                        .error(
                            "expected a token or a group, found \(value.kindDescription)", file: file,
                            path: childPath.joined(separator: "."), location: object.location(of: key)))
                    continue
                }
                if child["$value"] != nil {
                    tokens.append(
                        Token(path: childPath, object: child, effectiveType: child["$type"]?.stringValue ?? type))
                } else {
                    children.append((childPath, child, type))
                }
            }
            stack.append(contentsOf: children.reversed())
        }
    }
}
