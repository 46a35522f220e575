/// What a reference met inside a value stands for.
enum ReferenceResolution {
    /// A whole token: its resolved type and value.
    case token(type: TokenType, value: TokenValue)
    /// A JSON Pointer into part of a token's value (`#/c/$value/components/0`).
    case fragment(JSONValue)
    /// The target exists but could not be resolved; that was reported where it happened.
    case failed
    /// The reference does not resolve; the message says why.
    case problem(String)
}

/// Reads a token's `$value` as a given type: follows references inside composite values,
/// checks the referenced types, and collects findings with the sub-path they concern
/// (`offsetX: reference {space.nope} does not resolve`).
struct ValueReader {
    let mode: ValidationMode
    private let resolve: (TokenReference) -> ReferenceResolution
    private(set) var findings: [(severity: Diagnostic.Severity, message: String)] = []
    private var context: [String] = []

    init(mode: ValidationMode, resolve: @escaping (TokenReference) -> ReferenceResolution) {
        self.mode = mode
        self.resolve = resolve
    }

    var hasErrors: Bool { findings.contains { $0.severity == .error } }

    // MARK: Findings

    mutating func error(_ message: String) { record(.error, message) }

    /// Something worth knowing that is valid in both modes.
    mutating func warning(_ message: String) { record(.warning, message) }

    /// Something the default mode accepts with a warning and strict mode rejects.
    mutating func tolerated(_ message: String) { record(mode.toleratedSeverity, message) }

    private mutating func record(_ severity: Diagnostic.Severity, _ message: String) {
        var place = ""
        for part in context {
            if part.hasPrefix("[") || place.isEmpty { place += part } else { place += "." + part }
        }
        findings.append((severity, place.isEmpty ? message : place + ": " + message))
    }

    /// Runs `body` with `key` appended to the sub-path used in messages.
    mutating func within<T>(_ key: String, _ body: (inout ValueReader) -> T) -> T {
        context.append(key)
        defer { context.removeLast() }
        return body(&self)
    }

    // MARK: Reading

    /// Reads `json` as a value of `type`: a reference is followed (and its type checked), a
    /// literal goes to the type's descriptor.
    mutating func read(_ json: JSONValue, as type: TokenType) -> TokenValue? {
        switch TokenReference.parse(json) {
        case .malformed(let message):
            error(message)
            return nil
        case .reference(let reference):
            return follow(reference, as: type)
        case .literal:
            guard let descriptor = TokenTypeDescriptor.descriptor(for: type) else { return .opaque(json) }
            return descriptor.read(json, &self)
        }
    }

    private mutating func follow(_ reference: TokenReference, as type: TokenType) -> TokenValue? {
        switch resolve(reference) {
        case .token(let found, let value):
            guard found == type else {
                error("type mismatch: \(reference) is \(found.article) token, expected \(type.article)")
                return nil
            }
            return value
        case .fragment(let fragment):
            guard let descriptor = TokenTypeDescriptor.descriptor(for: type) else { return .opaque(fragment) }
            return descriptor.read(fragment, &self)
        case .failed:
            return nil
        case .problem(let message):
            error(message)
            return nil
        }
    }

    /// `json` with every `{"$ref": …}` inside replaced by what it points to, for values read as
    /// plain JSON (a color object, a dimension). `nil` after reporting when one does not resolve.
    mutating func substitutingPointers(in json: JSONValue) -> JSONValue? {
        guard Self.containsPointer(json) else { return json }
        switch json {
        case .object(let object):
            if case .reference(let reference) = TokenReference.parse(json) {
                switch resolve(reference) {
                case .token(_, let value): return value.dtcgJSON
                case .fragment(let fragment): return fragment
                case .failed: return nil
                case .problem(let message):
                    error(message)
                    return nil
                }
            }
            if case .malformed(let message) = TokenReference.parse(json) {
                error(message)
                return nil
            }
            var result = JSONObject()
            for (index, key) in object.keys.enumerated() {
                guard let value = substitutingPointers(in: object.values[index]) else { return nil }
                result.set(value, forKey: key, at: object.locations[index])
            }
            return .object(result)
        case .array(let array):
            var result: [JSONValue] = []
            result.reserveCapacity(array.count)
            for element in array {
                guard let value = substitutingPointers(in: element) else { return nil }
                result.append(value)
            }
            return .array(result)
        default:
            return json
        }
    }

    private static func containsPointer(_ json: JSONValue) -> Bool {
        var pending = [json]
        while let next = pending.popLast() {
            switch next {
            case .object(let object):
                if object["$ref"] != nil { return true }
                pending.append(contentsOf: object.values)
            case .array(let array):
                pending.append(contentsOf: array)
            default:
                break
            }
        }
        return false
    }

    // MARK: Composite helpers

    /// The object a composite value must be, or `nil` after reporting.
    mutating func object(_ json: JSONValue, of type: TokenType) -> JSONObject? {
        guard case .object(let object) = json else {
            error("invalid \(type.name): expected an object, found \(json.kindDescription)")
            return nil
        }
        return object
    }

    /// Reports members of a composite value that its type does not define.
    mutating func checkMembers(_ object: JSONObject, allowed: [String], of type: TokenType) {
        for key in object.keys where !allowed.contains(key) {
            tolerated("unknown property '\(key)' in \(type.article) value (expected \(allowed.joined(separator: ", ")))")
        }
    }

    /// Reads the member `key` of a composite value as `type`. A missing member is an error when
    /// `required`, and a tolerated omission otherwise (`letterSpacing` in real-world files).
    mutating func member(_ object: JSONObject, _ key: String, as type: TokenType, required: Bool = true) -> TokenValue? {
        guard let json = object[key] else {
            if required { error("missing '\(key)'") } else { tolerated("missing '\(key)'") }
            return nil
        }
        return within(key) { $0.read(json, as: type) }
    }
}

extension TokenType {
    /// `a color`, `an unknown type 'x'` — for messages.
    var article: String {
        switch self {
        case .unknown(let name): "a '\(name)'"
        default: "a \(name)"
        }
    }
}
