/// What a token's raw `$value` holds as far as resolution goes, worked out once when the file is
/// read so that every input combination reuses it.
struct ValueAnalysis: Sendable {
    /// The whole value as a reference (an alias), a literal, or a malformed reference.
    let whole: TokenReference.Parsed
    /// Every well-formed reference anywhere in the value, the whole-value one included.
    let references: [TokenReference]
    /// The value already read, when it holds no reference and its type was known in its file.
    var preread: Preread?

    /// A literal value read ahead of resolution, with the findings reading it produced.
    struct Preread: Sendable {
        let type: TokenType
        let mode: ValidationMode
        let value: TokenValue?
        let findings: [ValueFinding]
    }

    init(_ value: JSONValue) {
        whole = TokenReference.parse(value)
        var found: [TokenReference] = []
        if case .reference(let reference) = whole {
            found.append(reference)
        } else if case .literal = whole {
            var pending: [JSONValue] = []
            if case .object(let object) = value {
                pending = object.values
            } else if case .array(let array) = value {
                pending = array
            }
            while let json = pending.popLast() {
                switch json {
                case .string:
                    if case .reference(let reference) = TokenReference.parse(json) { found.append(reference) }
                case .object(let object):
                    if case .reference(let reference) = TokenReference.parse(json) {
                        found.append(reference)
                    } else {
                        pending.append(contentsOf: object.values)
                    }
                case .array(let array):
                    pending.append(contentsOf: array)
                default:
                    break
                }
            }
        }
        references = found
    }

    /// Reads a reference-free literal of a standard type now, so resolution only replays it.
    mutating func preread(_ value: JSONValue, as type: TokenType?, mode: ValidationMode) {
        guard references.isEmpty, case .literal = whole, let type,
            let descriptor = TokenTypeDescriptor.descriptor(for: type)
        else { return }
        var reader = ValueReader(mode: mode) { reference in .problem("reference \(reference) does not resolve") }
        let read = descriptor.read(value, &reader)
        preread = Preread(type: type, mode: mode, value: reader.hasErrors ? nil : read, findings: reader.findings)
    }
}
