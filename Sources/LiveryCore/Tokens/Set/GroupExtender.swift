/// Applies every group's `$extends` to a merged ``TokenSet``: the extending group receives a
/// copy of each token of its target that it does not declare itself (a deep merge where local
/// tokens win), and its own untyped tokens take the target's `$type`.
///
/// Targets are extended first, so chains (`c` extends `b` extends `a`) carry everything along.
/// A cycle (`a → b → c → a`, or a group extending its own ancestor) is reported for every group
/// in it; a target that is missing or is a token is reported at the extending group.
enum GroupExtender {
    static func apply(to set: inout TokenSet) -> [Diagnostic] {
        let extending = set.extendingGroups
        guard !extending.isEmpty else { return [] }
        var diagnostics: [Diagnostic] = []
        var state: [String: VisitState] = [:]
        for group in extending where state[group.name] == nil {
            visit(group.name, in: &set, state: &state, diagnostics: &diagnostics)
        }
        return diagnostics
    }

    private enum VisitState { case active, done }

    /// Depth-first over the `$extends` edges with an explicit stack.
    private static func visit(
        _ start: String, in set: inout TokenSet, state: inout [String: VisitState], diagnostics: inout [Diagnostic]
    ) {
        var stack: [String] = [start]
        state[start] = .active
        while let host = stack.last {
            guard let extends = set.groups[host]?.extends else {
                state[host] = .done
                stack.removeLast()
                continue
            }
            let target = extends.target
            if set.groups[target]?.extends != nil {
                switch state[target] {
                case nil:
                    state[target] = .active
                    stack.append(target)
                    continue
                case .active:
                    reportCycle(from: target, stack: stack, set: set, diagnostics: &diagnostics)
                    for name in stack { state[name] = .done }
                    stack.removeAll()
                    continue
                case .done:
                    break
                }
            }
            stack.removeLast()
            state[host] = .done
            if extends.isPointer, set.position(of: extends.target) != nil, !hasTokens(under: host, in: set) {
                // `"alias": {"$ref": "#/base"}` where `base` is a token: an alias, not an extension.
                let segments = extends.target.split(separator: ".").map(String.init) + ["$value"]
                let pointer = JSONValue.string(JSONPointer.render(segments))
                set.add(
                    RawToken(
                        name: host, value: ["$ref": pointer], file: set.groups[host]?.file, location: extends.location))
                continue
            }
            if let problem = problem(host: host, extends: extends, set: set) {
                let group = set.groups[host]
                diagnostics.append(.error(problem, file: group?.file, path: host, location: extends.location))
                continue
            }
            copy(from: target, into: host, set: &set)
        }
    }

    private static func hasTokens(under group: String, in set: TokenSet) -> Bool {
        let prefix = group + "."
        return set.tokens.contains { $0.name.hasPrefix(prefix) }
    }

    private static func problem(host: String, extends: GroupExtension, set: TokenSet) -> String? {
        let target = extends.target
        if host == target || host.hasPrefix(target + ".") {
            let keyword = extends.isPointer ? "$ref" : "$extends"
            return "circular \(keyword): \(host) → \(target) (a group cannot extend itself or a group containing it)"
        }
        if set.position(of: target) != nil {
            return "\(extends.spelling) points to a token, not a group"
        }
        if extends.isPointer, let property = target.split(separator: ".").first(where: { $0.hasPrefix("$") }),
            property != "$root"
        {
            // `#/$defs/x`, `#/color/$type`: the pointer reaches a member that exists in the JSON
            // but is a property, never a group.
            return "\(extends.spelling) points into the \(property) property, which is not a group"
        }
        if !set.isGroup(target) {
            return extends.isPointer
                ? "\(extends.spelling) does not resolve: nothing at that pointer (no token or group \(target))"
                : "\(extends.spelling) does not resolve to a group"
        }
        return nil
    }

    private static func reportCycle(
        from target: String, stack: [String], set: TokenSet, diagnostics: inout [Diagnostic]
    ) {
        guard let start = stack.firstIndex(of: target) else { return }
        let members = Array(stack[start...])
        for (offset, member) in members.enumerated() {
            let rotated = members[offset...] + members[..<offset]
            let chain = (rotated + [member]).joined(separator: " → ")
            let group = set.groups[member]
            diagnostics.append(
                .error(
                    "circular $extends: \(chain)", file: group?.file, path: member,
                    location: group?.extends?.location))
        }
    }

    private static func copy(from target: String, into host: String, set: inout TokenSet) {
        let prefix = target + "."
        let inheritedType = effectiveType(of: target, in: set)
        // Groups first, so nested groups of the target exist (with their $type) under the host.
        for (name, group) in set.groups where name.hasPrefix(prefix) {
            let copyName = host + "." + name.dropFirst(prefix.count)
            if !set.isGroup(copyName) {
                var copied = group
                copied.name = copyName
                copied.extends = nil
                set.add(copied)
            }
        }
        let existing = set.tokens
        for token in existing where token.name.hasPrefix(prefix) {
            let copyName = host + "." + token.name.dropFirst(prefix.count)
            guard set.position(of: copyName) == nil else { continue }
            var copied = token
            copied.name = copyName
            set.add(copied)
        }
        guard let inheritedType else { return }
        let hostPrefix = host + "."
        for (position, token) in set.tokens.enumerated()
        where token.groupType == nil && token.name.hasPrefix(hostPrefix) {
            set.update(at: position) { $0.groupType = inheritedType }
        }
    }

    /// The `$type` a group gives its tokens: its own, or its closest ancestor's, or else the
    /// one the group it extends gives (`c` extends `b` extends `a`: `c` takes `a`'s type).
    private static func effectiveType(of group: String, in set: TokenSet) -> TokenType? {
        var name = group
        var seen: Set<String> = []
        while seen.insert(name).inserted {
            if let type = set.groups[name]?.type ?? set.inheritedType(of: name) { return type }
            guard let next = set.groups[name]?.extends?.target else { return nil }
            name = next
        }
        return nil
    }
}
