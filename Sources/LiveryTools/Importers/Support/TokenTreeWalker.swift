import LiveryCore

/// A token found in a JSON tree of groups and tokens, as design tools write them.
struct FoundToken {
    /// The path of group keys down to the token.
    var path: [String]
    /// Its own type, else the nearest enclosing group's (`nil` when neither says).
    var type: String?
    /// The value as written.
    var value: JSONValue
    /// Its description (or comment).
    var description: String?
    /// Its `$extensions`, where a tool keeps what DTCG has no member for.
    var extensions: JSONValue?
    /// Where it was read.
    var source: ImportSource
}

/// Walks a tree of groups and tokens, the shape DTCG, Tokens Studio and Style Dictionary
/// share: an object holding a value member is a token, any other object a group.
///
/// Two spellings of the members: DTCG's (`$value`, `$type`, `$description`) and the older one
/// Tokens Studio and Style Dictionary write (`value`, `type`, `description` or `comment`).
/// Each token is read in the spelling it uses; keys starting with `$` inside a group
/// (`$type`, `$description`, `$extensions`, `$themes`) are group members, not tokens.
struct TokenTreeWalker {
    /// Whether an object with a plain `value` member is a token (Tokens Studio, Style
    /// Dictionary); DTCG files need `$value`.
    var acceptsPlainMembers: Bool

    /// Every token under `root`, in document order, and a diagnostic for each member that is
    /// neither a token nor a group.
    func tokens(
        in root: JSONObject, file: String, prefix: [String] = []
    ) -> (tokens: [FoundToken], problems: [Diagnostic]) {
        var found: [FoundToken] = []
        var problems: [Diagnostic] = []
        walk(root, path: prefix, inheritedType: nil, file: file, found: &found, problems: &problems)
        return (found, problems)
    }

    private func walk(
        _ group: JSONObject, path: [String], inheritedType: String?, file: String,
        found: inout [FoundToken], problems: inout [Diagnostic]
    ) {
        let groupType = group["$type"]?.stringValue ?? inheritedType
        for (key, value) in group where !key.hasPrefix("$") {
            let childPath = path + [key]
            let line = group.location(of: key)?.line
            let source = ImportSource(file: file, line: line, key: childPath.joined(separator: "."))
            guard case .object(let object) = value else {
                problems.append(
                    source.error("\(value.kindDescription) is neither a token (an object with a value) nor a group"))
                continue
            }
            if let token = token(object, path: childPath, inheritedType: groupType, source: source) {
                found.append(token)
            } else {
                walk(object, path: childPath, inheritedType: groupType, file: file, found: &found, problems: &problems)
            }
        }
    }

    private func token(
        _ object: JSONObject, path: [String], inheritedType: String?, source: ImportSource
    )
        -> FoundToken?
    {
        if let value = object["$value"] {
            return FoundToken(
                path: path, type: object["$type"]?.stringValue ?? inheritedType, value: value,
                description: object["$description"]?.stringValue, extensions: object["$extensions"], source: source)
        }
        guard acceptsPlainMembers, let value = object["value"], !Self.isGroupOfTokens(value) else { return nil }
        let type = object["type"]?.stringValue ?? object["$type"]?.stringValue ?? inheritedType
        let description = object["description"]?.stringValue ?? object["comment"]?.stringValue
        return FoundToken(
            path: path, type: type, value: value, description: description,
            extensions: object["$extensions"], source: source)
    }

    /// A member named `value` that is itself a group of tokens (a token named `value`), not a
    /// token's value: an object whose members are all objects holding a value.
    private static func isGroupOfTokens(_ value: JSONValue) -> Bool {
        guard case .object(let object) = value, !object.isEmpty else { return false }
        return object.members.allSatisfy { member in
            guard case .object(let inner) = member.value else { return false }
            return inner["value"] != nil || inner["$value"] != nil
        }
    }
}

/// The reference spellings of design tools: `{group.token}`, and Style Dictionary's
/// `{group.token.value}`.
enum ReferenceText {
    /// The path a string that is exactly one reference names, else `nil`.
    static func whole(_ text: String, droppingValueSuffix: Bool = false) -> [String]? {
        guard text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
        let inner = text.dropFirst().dropLast()
        guard !inner.contains("{"), !inner.contains("}") else { return nil }
        var path = TokenPath.dotted(String(inner))
        if droppingValueSuffix, path.count > 1, path.last == "value" { path.removeLast() }
        return path
    }

    /// Whether `text` holds a reference anywhere.
    static func contains(_ text: String) -> Bool {
        guard let open = text.firstIndex(of: "{") else { return false }
        return text[open...].contains("}")
    }
}
