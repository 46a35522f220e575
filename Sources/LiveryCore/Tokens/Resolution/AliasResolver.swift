/// Resolves every token of a merged ``TokenSet``: determines its type, follows its references
/// (whole-value aliases, references inside composite values, JSON Pointers) and reads its value.
///
/// Tokens are resolved in dependency order by an iterative depth-first walk, so chains of any
/// length cannot overflow the stack, and each token is resolved once. A circular reference is
/// reported at every token of the cycle with the chain (`a → b → c → a`); a token that depends
/// on a failed token fails too, without repeating the cause.
///
/// ```swift
/// let result = AliasResolver.resolve(set, mode: .default)
/// result.tokens[set.position(of: "color.link")!]?.value   // the color `{color.blue}` names
/// result.diagnostics                                        // everything found, errors and warnings
/// ```
///
/// - Complexity: O(n + r) for n tokens and r references, plus the size of the values read.
public enum AliasResolver {
    /// The outcome: one slot per token of the set (`nil` where it failed) and every finding.
    public struct Result: Sendable {
        /// Parallel to ``TokenSet/tokens``.
        public var tokens: [ResolvedToken?]
        /// Every finding, errors and warnings, each naming its file, token and line.
        public var diagnostics: [Diagnostic]
    }

    /// Resolves every token of `set`; never throws — what fails is reported in the result.
    public static func resolve(_ set: TokenSet, mode: ValidationMode = .default) -> Result {
        let run = AliasResolution(set: set, mode: mode)
        run.resolveAll()
        return Result(tokens: run.results, diagnostics: run.diagnostics)
    }
}

/// The mutable state of one resolution; used by one thread, discarded afterwards.
private final class AliasResolution {
    let set: TokenSet
    let mode: ValidationMode
    var results: [ResolvedToken?]
    var diagnostics: [Diagnostic] = []
    private var state: [VisitState]
    private var stackPosition: [Int]
    private var inCycle: [Bool]

    private enum VisitState: UInt8 { case unvisited, active, done }

    init(set: TokenSet, mode: ValidationMode) {
        self.set = set
        self.mode = mode
        results = Array(repeating: nil, count: set.count)
        state = Array(repeating: .unvisited, count: set.count)
        stackPosition = Array(repeating: 0, count: set.count)
        inCycle = Array(repeating: false, count: set.count)
    }

    func resolveAll() {
        // Each frame walks its token's references by index: no per-token allocation.
        var stack: [(token: Int, next: Int)] = []
        for root in set.tokens.indices where state[root] == .unvisited {
            state[root] = .active
            stack.append((root, 0))
            while let top = stack.last {
                let references = set.tokens[top.token].references
                if top.next < references.count {
                    stack[stack.count - 1].next += 1
                    guard let dependency = target(of: references[top.next])?.position else { continue }
                    switch state[dependency] {
                    case .unvisited:
                        state[dependency] = .active
                        stackPosition[dependency] = stack.count
                        stack.append((dependency, 0))
                    case .active:
                        reportCycle(stack[stackPosition[dependency]...].map(\.token))
                    case .done:
                        break
                    }
                } else {
                    stack.removeLast()
                    if !inCycle[top.token] { evaluate(top.token) }
                    state[top.token] = .done
                }
            }
        }
    }

    // MARK: Dependencies

    /// The token a reference lands in, and the pointer segments left after it.
    private func target(of reference: TokenReference) -> (position: Int, rest: ArraySlice<String>)? {
        switch reference {
        case .alias(let name):
            return set.position(of: name).map { ($0, []) }
        case .pointer(let segments):
            var name = ""
            for (index, segment) in segments.enumerated() {
                name += index == 0 ? segment : "." + segment
                if let position = set.position(of: name) { return (position, segments[(index + 1)...]) }
            }
            return nil
        }
    }

    // MARK: Cycles

    private func reportCycle(_ members: [Int]) {
        let names = members.map { set.tokens[$0].name }
        for (offset, member) in members.enumerated() where !inCycle[member] {
            let rotated = Array(names[offset...] + names[..<offset])
            let chain = (rotated + [names[offset]]).joined(separator: " → ")
            report(.error, "circular reference: \(chain)", token: member)
        }
        for member in members { inCycle[member] = true }
    }

    // MARK: Evaluation

    private func evaluate(_ position: Int) {
        let raw = set.tokens[position]
        guard !raw.isInvalid else { return }
        if let preread = raw.preread, preread.mode == mode, preread.type == raw.explicitType ?? raw.groupType {
            for finding in preread.findings { report(finding.severity, finding.message, token: position) }
            if let value = preread.value { store(raw, type: preread.type, value: value, at: position) }
            return
        }
        // The common case, an alias of a resolved token of the right type, needs no reader.
        if case .reference(let reference) = raw.whole, case .token(let type, let value) = resolve(reference),
            raw.explicitType == nil || raw.explicitType == type
        {
            store(raw, type: type, value: value, at: position)
            return
        }
        var reader = ValueReader(mode: mode) { [unowned self] in self.resolve($0) }
        let resolved: (type: TokenType, value: TokenValue)?
        switch raw.whole {
        case .malformed(let message):
            reader.error(message)
            resolved = nil
        case .reference(let reference):
            resolved = evaluateReference(reference, raw: raw, reader: &reader)
        case .literal:
            resolved = evaluateLiteral(raw, reader: &reader)
        }
        for finding in reader.findings { report(finding.severity, finding.message, token: position) }
        guard let resolved, !reader.hasErrors else { return }
        store(raw, type: resolved.type, value: resolved.value, at: position)
    }

    private func store(_ raw: RawToken, type: TokenType, value: TokenValue, at position: Int) {
        results[position] = ResolvedToken(
            type: type, value: value, description: raw.description, deprecated: raw.deprecated,
            extensions: raw.extensions)
    }

    private func evaluateReference(
        _ reference: TokenReference, raw: RawToken, reader: inout ValueReader
    )
        -> (type: TokenType, value: TokenValue)?
    {
        switch resolve(reference) {
        case .token(let type, let value):
            if let explicit = raw.explicitType, explicit != type {
                reader.error("type mismatch: $type is \(explicit.name) but \(reference) is \(type.article) token")
                return nil
            }
            return (type, value)
        case .fragment(let fragment):
            guard let type = determinedType(raw, reader: &reader) else { return nil }
            guard let value = readLiteral(fragment, as: type, reader: &reader) else { return nil }
            return (type, value)
        case .failed:
            return nil
        case .problem(let message):
            reader.error(message)
            return nil
        }
    }

    private func evaluateLiteral(_ raw: RawToken, reader: inout ValueReader) -> (type: TokenType, value: TokenValue)? {
        guard let type = determinedType(raw, reader: &reader) else { return nil }
        guard let value = readLiteral(raw.value, as: type, reader: &reader) else { return nil }
        return (type, value)
    }

    private func determinedType(_ raw: RawToken, reader: inout ValueReader) -> TokenType? {
        guard let type = raw.explicitType ?? raw.groupType ?? set.inheritedType(of: raw.name) else {
            reader.error("missing type: no $type on the token or its groups, and its value is not a reference")
            return nil
        }
        return type
    }

    private func readLiteral(_ json: JSONValue, as type: TokenType, reader: inout ValueReader) -> TokenValue? {
        guard let descriptor = TokenTypeDescriptor.descriptor(for: type) else {
            // Unknown types were reported where `$type` was written; strict mode rejects them.
            return mode == .strict ? nil : .opaque(json)
        }
        return descriptor.read(json, &reader)
    }

    // MARK: References

    func resolve(_ reference: TokenReference) -> ReferenceResolution {
        guard let (position, rest) = target(of: reference) else { return .problem(unresolved(reference)) }
        guard let token = results[position] else { return .failed }
        guard let first = rest.first else { return .token(type: token.type, value: token.value) }
        switch first {
        case "$value":
            if rest.count == 1 { return .token(type: token.type, value: token.value) }
            guard let fragment = JSONPointer.resolve(rest.dropFirst(), in: token.value.dtcgJSON) else {
                return .problem(
                    "reference \(reference) does not resolve: \(set.tokens[position].name) has no such member")
            }
            return .fragment(fragment)
        case "$type" where rest.count == 1:
            return .fragment(.string(token.type.name))
        default:
            return .problem("reference \(reference) does not resolve: a pointer into a token must continue with $value")
        }
    }

    private func unresolved(_ reference: TokenReference) -> String {
        let name: String
        switch reference {
        case .alias(let alias): name = alias
        case .pointer(let segments): name = segments.joined(separator: ".")
        }
        if set.isGroup(name) {
            let root = set.position(of: name + ".$root") != nil ? " (did you mean {\(name).$root}?)" : ""
            return "reference \(reference) points to a group, not a token\(root)"
        }
        return "reference \(reference) does not resolve"
    }

    private func report(_ severity: Diagnostic.Severity, _ message: String, token position: Int) {
        let raw = set.tokens[position]
        diagnostics.append(Diagnostic(severity, message, file: raw.file, path: raw.name, location: raw.location))
    }
}
