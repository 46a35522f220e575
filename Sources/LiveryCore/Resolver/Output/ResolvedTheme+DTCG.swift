extension ResolvedToken {
    /// The token as a DTCG 2025.10 token object: `$type`, `$value` (resolved, no references),
    /// then `$description`, `$deprecated` and `$extensions` when present.
    public var dtcgJSON: JSONValue {
        var object = JSONObject()
        object["$type"] = .string(type.name)
        object["$value"] = value.dtcgJSON
        if let description { object["$description"] = .string(description) }
        switch deprecated {
        case .deprecated?: object["$deprecated"] = true
        case .deprecatedBecause(let reason)?: object["$deprecated"] = .string(reason)
        case nil: break
        }
        if let extensions { object["$extensions"] = .object(extensions) }
        return .object(object)
    }
}

extension ResolvedTheme {
    /// The theme as a DTCG 2025.10 token document with every value resolved.
    ///
    /// `nested` writes groups (`{"color": {"bg": {…}}}`), as a token file would; otherwise the
    /// document is flat, keyed by full token name (`{"color.bg": {…}}`). Tokens appear in
    /// ``TokenID`` order, so the output is deterministic.
    ///
    /// ```swift
    /// JSONWriter.string(theme.dtcgDocument())   // what `livery resolve` prints
    /// ```
    public func dtcgDocument(nested: Bool = true) -> JSONValue {
        guard nested else {
            var flat = JSONObject()
            for (name, token) in tokens { flat[name] = token.dtcgJSON }
            return .object(flat)
        }
        let root = GroupNode()
        for (name, token) in tokens {
            var node = root
            for segment in name.split(separator: ".", omittingEmptySubsequences: false) {
                node = node.child(String(segment))
            }
            node.token = token.dtcgJSON
        }
        return root.json
    }
}

/// A group being assembled for ``ResolvedTheme/dtcgDocument(nested:)``: children in first-seen
/// order, converted to JSON once at the end (so inserting is O(depth), not O(size)).
private final class GroupNode {
    var token: JSONValue?
    private var names: [String] = []
    private var children: [String: GroupNode] = [:]

    func child(_ name: String) -> GroupNode {
        if let existing = children[name] { return existing }
        let created = GroupNode()
        children[name] = created
        names.append(name)
        return created
    }

    var json: JSONValue {
        var object = token?.objectValue ?? JSONObject()
        for name in names {
            if let child = children[name] { object[name] = child.json }
        }
        return .object(object)
    }
}
