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

/// One problem or remark met while reading a value.
struct ValueFinding: Sendable {
    let severity: Diagnostic.Severity
    /// As token diagnostics print it, led by the sub-path of the value it concerns:
    /// `offsetX: reference {space.nope} does not resolve`.
    let message: String
    /// The message without that lead.
    let problem: String
    /// The JSON sub-path of the member concerned, relative to the value (`offsetX`,
    /// `[0].color.components[1]`, `unit`); empty for the value as a whole.
    let path: String
}

/// Reads a token's `$value` as a given type: follows references inside composite values,
/// checks the referenced types, and collects findings with the sub-path they concern
/// (`offsetX: reference {space.nope} does not resolve`).
///
/// Token documents read with a resolver of references; resolved payloads
/// (``TokenValue/init(dtcg:type:path:)``) with one that refuses every reference.
struct ValueReader {
    let mode: ValidationMode
    private let resolve: (TokenReference) -> ReferenceResolution
    private(set) var findings: [ValueFinding] = []
    private var context: [String] = []

    init(mode: ValidationMode, resolve: @escaping (TokenReference) -> ReferenceResolution) {
        self.mode = mode
        self.resolve = resolve
    }

    var hasErrors: Bool { findings.contains { $0.severity == .error } }

    // MARK: Findings

    mutating func error(_ message: String) { record(.error, message) }

    /// A problem with the member `member` of the value being read (`unit`, `components[1]`)
    /// that the message already names: printed like any other error, but its ``ValueFinding/path``
    /// leads to the member.
    mutating func error(_ message: String, member: String?) { record(.error, message, member: member) }

    /// Something worth knowing that is valid in both modes.
    mutating func warning(_ message: String) { record(.warning, message) }

    /// Something the default mode accepts with a warning and strict mode rejects.
    mutating func tolerated(_ message: String) { record(mode.toleratedSeverity, message) }

    private mutating func record(_ severity: Diagnostic.Severity, _ message: String, member: String? = nil) {
        let place = context.reduce("") { Self.path($0, appending: $1) }
        findings.append(
            ValueFinding(
                severity: severity, message: place.isEmpty ? message : place + ": " + message, problem: message,
                path: Self.path(place, appending: member ?? "")))
    }

    /// `base` followed by the JSON path component `part`: `offsetX`, `[0]` or `a.b[1]`.
    static func path(_ base: String, appending part: String) -> String {
        if part.isEmpty { return base }
        return part.hasPrefix("[") || base.isEmpty ? base + part : base + "." + part
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
        // Most values are a scalar, or an object of scalars and arrays of scalars (a color):
        // answered without the walk below.
        func flat(_ value: JSONValue) -> Bool {
            switch value {
            case .object: false
            case .array(let elements): elements.allSatisfy(\.isScalar)
            default: true
            }
        }
        switch json {
        case .object(let object):
            if object["$ref"] != nil { return true }
            if object.values.allSatisfy(flat) { return false }
        case .array, .string, .number, .bool, .null:
            if flat(json) { return false }
        }
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

    /// The elements of a list value (`shadow`, `gradient`): each element a literal, read by
    /// `literal`, or a reference to a token of `type`, which contributes its own elements
    /// (taken by `referenced`). `nil` after reporting when an element does not read.
    mutating func list<Element>(
        _ elements: [JSONValue], of type: TokenType, literal: (JSONValue, inout ValueReader) -> Element?,
        referenced: (TokenValue) -> [Element]?
    ) -> [Element]? {
        var result: [Element] = []
        var complete = true
        for (index, element) in elements.enumerated() {
            within("[\(index)]") { reader in
                if case .literal = TokenReference.parse(element) {
                    if let item = literal(element, &reader) { result.append(item) } else { complete = false }
                } else if let items = reader.read(element, as: type).flatMap(referenced) {
                    result.append(contentsOf: items)
                } else {
                    complete = false
                }
            }
        }
        return complete ? result : nil
    }

    /// Reports members of a composite value that its type does not define.
    mutating func checkMembers(_ object: JSONObject, allowed: [String], of type: TokenType) {
        for key in object.keys where !allowed.contains(key) {
            tolerated(
                "unknown property '\(key)' in \(type.article) value (expected \(allowed.joined(separator: ", ")))")
        }
    }

    /// Reads the member `key` of a composite value as `type`. A missing member is an error when
    /// `required`, and a tolerated omission otherwise (`letterSpacing` in real-world files).
    mutating func member(_ object: JSONObject, _ key: String, as type: TokenType, required: Bool = true) -> TokenValue?
    {
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
