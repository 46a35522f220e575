/// Applies every group's `$extends` to a merged ``TokenSet``: the extending group receives a
/// copy of each token of its target that it does not declare itself (a deep merge where local
/// tokens win), and its own untyped tokens take the target's `$type`.
///
/// Targets are extended first, so chains (`c` extends `b` extends `a`) carry everything along.
/// A cycle (`a → b → c → a`, or a group extending its own ancestor) is reported for every group
/// in it; a target that is missing or is a token is reported at the extending group.
///
/// Each copy costs what it copies: the tokens and groups under every group are indexed once
/// (``Subtrees``) and the index grows with the copies, so expanding is linear in the expanded
/// size. That size is bounded (``maxExpandedTokens``): a chain of n groups each adding one token
/// expands to n²/2 tokens.
enum GroupExtender {
    /// The most tokens a set may hold once every `$extends` is expanded.
    static let maxExpandedTokens = 250_000

    static func apply(to set: inout TokenSet) -> [Diagnostic] {
        let extending = set.extendingGroups
        guard !extending.isEmpty else { return [] }
        var diagnostics: [Diagnostic] = []
        var state: [String: VisitState] = [:]
        var subtrees = Subtrees(set)
        let unexpanded = set
        for group in extending where state[group.name] == nil {
            visit(group.name, in: &set, subtrees: &subtrees, state: &state, diagnostics: &diagnostics)
            if set.count > maxExpandedTokens {
                diagnostics.append(
                    .error(
                        "expanding $extends makes more than \(maxExpandedTokens) tokens (\(set.count) after \(group.name)); "
                            + "a chain of groups that each extend the one before copies every earlier token into each",
                        file: group.file, path: group.name, location: group.extends?.location))
                set = unexpanded // nothing half-expanded goes on to be resolved
                return diagnostics
            }
        }
        return diagnostics
    }

    /// The positions of the tokens, and the names of the groups, under each group (at any
    /// depth), in the order they were added.
    struct Subtrees {
        private(set) var tokens: [String: [Int]] = [:]
        private(set) var groups: [String: [String]] = [:]

        init(_ set: TokenSet) {
            for (position, token) in set.tokens.enumerated() { addToken(token.name, at: position) }
            for name in set.groupNamesInOrder { addGroup(name) }
        }

        mutating func addToken(_ name: String, at position: Int) {
            for ancestor in Self.ancestors(of: name) { tokens[ancestor, default: []].append(position) }
        }

        mutating func addGroup(_ name: String) {
            for ancestor in Self.ancestors(of: name) { groups[ancestor, default: []].append(name) }
        }

        /// `a.b.c` → `a`, `a.b` (the groups it sits under; the root is not indexed).
        private static func ancestors(of name: String) -> [String] {
            var result: [String] = []
            var end = name.startIndex
            while let dot = name[end...].firstIndex(of: ".") {
                result.append(String(name[..<dot]))
                end = name.index(after: dot)
            }
            return result
        }
    }

    private enum VisitState { case active, done }

    /// Depth-first over the `$extends` edges with an explicit stack.
    private static func visit(
        _ start: String, in set: inout TokenSet, subtrees: inout Subtrees, state: inout [String: VisitState],
        diagnostics: inout [Diagnostic]
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
            if extends.isPointer, set.position(of: extends.target) != nil, subtrees.tokens[host]?.isEmpty ?? true {
                // `"alias": {"$ref": "#/base"}` where `base` is a token: an alias, not an extension.
                let segments = extends.target.split(separator: ".").map(String.init) + ["$value"]
                let pointer = JSONValue.string(JSONPointer.render(segments))
                let isNew = set.position(of: host) == nil
                set.add(
                    RawToken(
                        name: host, value: ["$ref": pointer], file: set.groups[host]?.file, location: extends.location))
                if isNew { subtrees.addToken(host, at: set.count - 1) }
                continue
            }
            if let problem = problem(host: host, extends: extends, set: set) {
                let group = set.groups[host]
                diagnostics.append(.error(problem, file: group?.file, path: host, location: extends.location))
                continue
            }
            copy(from: target, into: host, set: &set, subtrees: &subtrees)
            if set.count > maxExpandedTokens { return }
        }
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

    private static func copy(from target: String, into host: String, set: inout TokenSet, subtrees: inout Subtrees) {
        let prefix = target + "."
        let inheritedType = effectiveType(of: target, in: set)
        // Groups first, so nested groups of the target exist (with their $type) under the host.
        for name in subtrees.groups[target] ?? [] {
            guard let group = set.groups[name] else { continue }
            let copyName = host + "." + name.dropFirst(prefix.count)
            if !set.isGroup(copyName) {
                var copied = group
                copied.name = copyName
                copied.extends = nil
                set.add(copied)
                subtrees.addGroup(copyName)
            }
        }
        for position in subtrees.tokens[target] ?? [] {
            let token = set.tokens[position]
            let copyName = host + "." + token.name.dropFirst(prefix.count)
            guard set.position(of: copyName) == nil else { continue }
            var copied = token
            copied.name = copyName
            set.add(copied)
            subtrees.addToken(copyName, at: set.count - 1)
            if set.count > maxExpandedTokens { return }
        }
        guard let inheritedType else { return }
        for position in subtrees.tokens[host] ?? [] where set.tokens[position].groupType == nil {
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
