import LiveryCore

/// The tokens of one layer arranged as DTCG groups, ready to render as a token file.
///
/// Each group whose tokens all share one type carries `$type` itself (the outermost such
/// group below the file's root), and its tokens leave it out; tokens directly at the root,
/// or in groups of mixed types, carry their own `$type`.
struct TokenTree {
    private indirect enum Node {
        case token(ImportedToken)
        case group(Group)
    }

    private struct Group {
        var keys: [String] = []
        var nodes: [String: Node] = [:]

        /// The type every token below shares, or `nil` when they differ.
        var commonType: String? {
            var found: String?
            for key in keys {
                let type: String?
                switch nodes[key] {
                case .token(let token): type = token.value.typeName
                case .group(let group): type = group.commonType
                case nil: type = nil
                }
                guard let type, found == nil || found == type else { return nil }
                found = type
            }
            return found
        }
    }

    private var root = Group()

    /// Builds the tree, reporting a token whose path runs through another token (a name that
    /// would be both a token and a group) or is not a valid DTCG path.
    init(_ tokens: [ImportedToken]) throws(DiagnosticsError) {
        var problems: [Diagnostic] = []
        for token in tokens {
            if let problem = TokenPath.problem(in: token.path) {
                problems.append(token.source.error(problem))
            } else if !Self.insert(token, at: token.path[...], into: &root) {
                problems.append(
                    token.source.error(
                        "\"\(token.name)\" is both a token and a group of tokens; DTCG needs one or the other"))
            }
        }
        if !problems.isEmpty { throw DiagnosticsError(problems) }
    }

    private static func insert(_ token: ImportedToken, at path: ArraySlice<String>, into group: inout Group) -> Bool {
        guard let key = path.first else { return false }
        let rest = path.dropFirst()
        if rest.isEmpty {
            if case .group = group.nodes[key] { return false }
            if group.nodes[key] == nil { group.keys.append(key) }
            group.nodes[key] = .token(token)
            return true
        }
        var child: Group
        switch group.nodes[key] {
        case .token: return false
        case .group(let existing): child = existing
        case nil:
            child = Group()
            group.keys.append(key)
        }
        let inserted = insert(token, at: rest, into: &child)
        group.nodes[key] = .group(child)
        return inserted
    }

    /// The DTCG token file.
    var json: JSONValue {
        .object(Self.render(root, inheritedType: nil, isRoot: true))
    }

    private static func render(_ group: Group, inheritedType: String?, isRoot: Bool) -> JSONObject {
        var object = JSONObject()
        var inherited = inheritedType
        if !isRoot, let common = group.commonType, common != inheritedType {
            object["$type"] = .string(common)
            inherited = common
        }
        for key in group.keys {
            switch group.nodes[key] {
            case .token(let token): object[key] = .object(render(token, inheritedType: inherited))
            case .group(let child): object[key] = .object(render(child, inheritedType: inherited, isRoot: false))
            case nil: break
            }
        }
        return object
    }

    private static func render(_ token: ImportedToken, inheritedType: String?) -> JSONObject {
        var object = JSONObject()
        if token.value.typeName != inheritedType { object["$type"] = .string(token.value.typeName) }
        object["$value"] = value(token.value)
        if let description = token.description { object["$description"] = .string(description) }
        return object
    }

    private static func value(_ value: ImportedValue) -> JSONValue {
        switch value {
        case .color(let color): ColorText.dtcg(color)
        case .alias(let path, _): .string(TokenPath.reference(path))
        case .number(let number): .number(number)
        case .string(let string): .string(string)
        case .boolean(let flag): .bool(flag)
        case .dtcg(_, let value): value
        }
    }
}
