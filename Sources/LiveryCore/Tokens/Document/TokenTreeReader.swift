/// Walks a token file's JSON tree with an explicit stack, collecting tokens, groups and findings.
struct TokenTreeReader {
    let file: String?
    let mode: ValidationMode
    private(set) var tokens: [RawToken] = []
    private(set) var groups: [TokenGroup] = []
    private(set) var diagnostics: [Diagnostic] = []

    init(file: String?, mode: ValidationMode) {
        self.file = file
        self.mode = mode
    }

    /// What a group hands down to its children.
    struct Inherited {
        var type: TokenType?
        var deprecated: Deprecation?
    }

    private enum Item {
        case group(JSONObject, name: String, inherited: Inherited, location: SourceLocation?)
        case token(JSONObject, name: String, inherited: Inherited, location: SourceLocation?)
    }

    mutating func read(_ json: JSONValue) {
        guard case .object(let root) = json else {
            report(.error, "a token file must contain a JSON object, found \(json.kindDescription)", path: nil, at: nil)
            return
        }
        var stack: [Item] = [.group(root, name: "", inherited: Inherited(), location: nil)]
        while let item = stack.popLast() {
            switch item {
            case .token(let object, let name, let inherited, let location):
                readToken(object, name: name, inherited: inherited, location: location)
            case .group(let object, let name, let inherited, let location):
                let children = readGroup(object, name: name, inherited: inherited, location: location)
                stack.append(contentsOf: children.reversed())
            }
        }
    }

    // MARK: Groups

    private mutating func readGroup(
        _ object: JSONObject, name: String, inherited: Inherited, location: SourceLocation?
    ) -> [Item] {
        var group = TokenGroup(name: name, file: file, location: location)
        var handed = inherited
        if let type = object["$type"] {
            group.type = readType(type, path: name, at: object.location(of: "$type"))
            handed.type = group.type ?? inherited.type
        }
        if let deprecated = object["$deprecated"] {
            let explicit = readDeprecated(deprecated, path: name, at: object.location(of: "$deprecated"))
            if let explicit { handed.deprecated = explicit.value }
            group.deprecated = explicit?.value
        }
        group.description = readDescription(object["$description"], path: name, at: object.location(of: "$description"))
        group.extensions = readExtensions(object["$extensions"], path: name, at: object.location(of: "$extensions"))

        var children: [Item] = []
        let values = object.values
        let locations = object.locations
        for (index, key) in object.keys.enumerated() {
            let value = values[index]
            let keyLocation = locations[index]
            let childName = name.isEmpty ? key : name + "." + key
            if key.hasPrefix("$") {
                readGroupProperty(
                    key, value, group: &group, childName: childName, inherited: handed,
                    at: keyLocation, children: &children)
                continue
            }
            if let problem = TokenNameRules.problem(with: key) {
                report(.error, problem, path: childName, at: keyLocation)
                continue
            }
            guard case .object(let child) = value else {
                report(
                    mode.toleratedSeverity,
                    "'\(key)' is neither a token nor a group (found \(value.kindDescription)); ignored",
                    path: childName, at: keyLocation)
                continue
            }
            if child["$value"] != nil || Self.isReferenceToken(child) {
                children.append(.token(child, name: childName, inherited: handed, location: keyLocation))
            } else {
                children.append(.group(child, name: childName, inherited: handed, location: keyLocation))
            }
        }
        groups.append(group)
        return children
    }

    private mutating func readGroupProperty(
        _ key: String, _ value: JSONValue, group: inout TokenGroup, childName: String, inherited: Inherited,
        at location: SourceLocation?, children: inout [Item]
    ) {
        switch key {
        case "$type", "$deprecated", "$description", "$extensions":
            return
        case "$root":
            guard case .object(let root) = value, root["$value"] != nil else {
                report(.error, "$root must be a token (an object with $value)", path: childName, at: location)
                return
            }
            children.append(.token(root, name: childName, inherited: inherited, location: location))
        case "$extends", "$ref":
            group.extends = readExtension(key, value, path: group.name, at: location)
        case "$schema" where group.name.isEmpty:
            return
        default:
            if case .object(let object) = value, object["$value"] != nil {
                report(
                    .error, "invalid name '\(key)': token and group names must not begin with '$'",
                    path: childName, at: location)
            } else {
                // Tool metadata such as Tokens Studio's `$metadata` and `$themes`.
                report(mode.toleratedSeverity, "unknown group property \(key); ignored", path: group.name, at: location)
            }
        }
    }

    private mutating func readExtension(
        _ key: String, _ value: JSONValue, path: String, at location: SourceLocation?
    ) -> GroupExtension? {
        guard case .string(let text) = value else {
            report(
                .error, "\(key) must be a string reference to a group, found \(value.kindDescription)", path: path,
                at: location)
            return nil
        }
        // `$extends` takes either reference syntax (the 2025.10 schema: a curly-brace reference
        // or a JSON Pointer); a group-level `$ref` is a pointer.
        let isPointer = key == "$ref" || text.hasPrefix("#")
        let parsed = isPointer ? TokenReference.parse(["$ref": value]) : TokenReference.parseAlias(text)
        switch parsed {
        case .reference(.alias(let target)):
            return GroupExtension(target: target, written: text, location: location)
        case .reference(.pointer(let segments)) where segments.isEmpty || segments == [""]:
            // `#` and `#/` name the whole document, which contains this group.
            let holder = path.isEmpty ? "this group" : path
            report(
                .error, "circular reference: \(key) \"\(text)\" points to the document root, which contains \(holder)",
                path: path, at: location)
        case .reference(.pointer(let segments)):
            return GroupExtension(
                target: segments.joined(separator: "."), written: text, location: location, isPointer: true)
        case .malformed(let message):
            report(.error, "\(key): \(message)", path: path, at: location)
        case .literal:
            // `"$extends": "button"` — accept a bare group name, but say it should be braced.
            switch TokenReference.parseAlias("{\(text)}") {
            case .reference(.alias(let target)):
                report(
                    mode.toleratedSeverity, "\(key) should be a reference: write {\(text)}", path: path, at: location)
                return GroupExtension(target: target, written: text, location: location)
            default:
                report(.error, "\(key): malformed reference \(text)", path: path, at: location)
            }
        }
        return nil
    }

    /// An object in token position that holds a `$ref` to a token value instead of `$value`.
    private static func isReferenceToken(_ object: JSONObject) -> Bool {
        guard case .string(let pointer)? = object["$ref"], case .success(let segments) = JSONPointer.parse(pointer)
        else { return false }
        return segments.contains("$value")
    }

    // MARK: Tokens

    /// Reads one token in a single pass over its members.
    private mutating func readToken(_ object: JSONObject, name: String, inherited: Inherited, location: SourceLocation?)
    {
        let written = object["$value"]
        guard let value = written ?? object["$ref"].map({ ["$ref": $0] }) else { return }
        var explicitType: TokenType?
        var deprecated = inherited.deprecated
        var description: String?
        var extensions: JSONObject?
        var unknown = JSONObject()
        var invalid = false
        let errorCount = diagnostics.count
        let values = object.values
        let locations = object.locations
        for (index, key) in object.keys.enumerated() {
            let member = values[index]
            let memberLocation = locations[index] ?? location
            switch key {
            case "$value":
                continue
            case "$ref" where written == nil:
                continue
            case "$type":
                explicitType = readType(member, path: name, at: memberLocation)
                if explicitType == nil { invalid = true }
            case "$deprecated":
                if let explicit = readDeprecated(member, path: name, at: memberLocation) { deprecated = explicit.value }
            case "$description":
                description = readDescription(member, path: name, at: memberLocation)
            case "$extensions":
                extensions = readExtensions(member, path: name, at: memberLocation)
            default:
                if !key.hasPrefix("$"), case .object = member {
                    report(
                        .error, "a token cannot have children: '\(key)' is inside a token with $value",
                        path: name, at: memberLocation)
                    continue
                }
                let what = key.hasPrefix("$") ? "unknown token property \(key)" : "unknown property '\(key)'"
                report(
                    mode.toleratedSeverity, what + (mode == .strict ? "" : "; kept as written"), path: name,
                    at: memberLocation)
                unknown.set(member, forKey: key, at: locations[index])
            }
        }
        if diagnostics[errorCount...].contains(where: \.isError) { invalid = true }
        var token = RawToken(
            name: name, explicitType: explicitType, groupType: inherited.type, value: value, description: description,
            deprecated: deprecated, extensions: extensions, unknownProperties: unknown.isEmpty ? nil : unknown,
            file: file, location: location, isInvalid: invalid)
        token.analysis.preread(value, as: explicitType ?? inherited.type, mode: mode)
        tokens.append(token)
    }

    // MARK: Shared properties

    private static let standardTypes: [String: TokenType] = Dictionary(
        TokenType.standard.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    private mutating func readType(_ value: JSONValue, path: String, at location: SourceLocation?) -> TokenType? {
        guard case .string(let name) = value else {
            report(.error, "$type must be a string, found \(value.kindDescription)", path: path, at: location)
            return nil
        }
        let type = Self.standardTypes[name] ?? .unknown(name)
        if !type.isStandard {
            let known = TokenType.standard.first { $0.name.lowercased() == name.lowercased() }
            let hint = known.map { " (did you mean '\($0.name)'? type names are case-sensitive)" } ?? ""
            report(
                mode.toleratedSeverity,
                "unknown type '\(name)'\(hint)" + (mode == .strict ? "" : "; values kept as written"),
                path: path, at: location)
        }
        return type
    }

    /// An explicitly written `$deprecated`; `value` is `nil` for `false`.
    struct ExplicitDeprecation {
        var value: Deprecation?
    }

    /// `$deprecated` as written, or `nil` (after reporting) when it is neither a boolean nor a string.
    private mutating func readDeprecated(
        _ value: JSONValue, path: String, at location: SourceLocation?
    )
        -> ExplicitDeprecation?
    {
        switch value {
        case .bool(true): return ExplicitDeprecation(value: .deprecated)
        case .bool(false): return ExplicitDeprecation(value: nil)
        case .string(let reason): return ExplicitDeprecation(value: .deprecatedBecause(reason))
        default:
            report(
                .error, "$deprecated must be a boolean or a string, found \(value.kindDescription)", path: path,
                at: location)
            return nil
        }
    }

    private mutating func readDescription(_ value: JSONValue?, path: String, at location: SourceLocation?) -> String? {
        guard let value else { return nil }
        guard case .string(let text) = value else {
            report(.error, "$description must be a string, found \(value.kindDescription)", path: path, at: location)
            return nil
        }
        return text
    }

    private mutating func readExtensions(_ value: JSONValue?, path: String, at location: SourceLocation?) -> JSONObject?
    {
        guard let value else { return nil }
        guard case .object(let object) = value else {
            report(.error, "$extensions must be an object, found \(value.kindDescription)", path: path, at: location)
            return nil
        }
        return object
    }

    private mutating func report(
        _ severity: Diagnostic.Severity, _ message: String, path: String?, at location: SourceLocation?
    ) {
        diagnostics.append(Diagnostic(severity, message, file: file, path: path, location: location))
    }
}
