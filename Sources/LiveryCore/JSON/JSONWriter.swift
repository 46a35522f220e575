/// Writes ``JSONValue``s as text, deterministically: members in object order, numbers in their
/// shortest round-trip form (integral values without a fraction), two-space indentation.
///
/// Arrays of scalars stay on one line in pretty output (`"components": [1, 0.5, 0]`), which
/// keeps color values readable. The text is built as UTF-8 bytes (``bytes(_:pretty:)``), which
/// is what files need; ``string(_:pretty:)`` is the same text as a `String`.
///
/// ```swift
/// JSONWriter.string(["a": [1, 2.5]], pretty: false)   // {"a":[1,2.5]}
/// ```
public enum JSONWriter {
    /// The JSON text of `value`: indented with two spaces (`pretty`) or on one line, members in order.
    public static func string(_ value: JSONValue, pretty: Bool = true) -> String {
        String(decoding: bytes(value, pretty: pretty), as: UTF8.self)
    }

    /// The UTF-8 text of ``string(_:pretty:)``, built without an intermediate `String`.
    public static func bytes(_ value: JSONValue, pretty: Bool = true) -> [UInt8] {
        var out: [UInt8] = []
        write(value, into: &out, pretty: pretty)
        return out
    }

    /// Appends the UTF-8 text of ``string(_:pretty:)`` (with its final newline when pretty) to `out`.
    public static func write(_ value: JSONValue, into out: inout [UInt8], pretty: Bool = true) {
        write(value, into: &out, pretty: pretty, indent: 0)
        if pretty { out.append(UInt8(ascii: "\n")) }
    }

    /// Formats a number as JSON: integral values within ±2^53 print as integers, others in the
    /// shortest form that reads back to the same `Double`. Non-finite numbers have no JSON
    /// form and print as `null`.
    public static func number(_ value: Double) -> String {
        var out: [UInt8] = []
        appendNumber(value, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends ``number(_:)`` to `out`.
    public static func appendNumber(_ value: Double, into out: inout [UInt8]) {
        guard value.isFinite else { return appendLiteral("null", into: &out) }
        if value == value.rounded(), abs(value) < 9_007_199_254_740_992 {
            appendInteger(Int64(value), into: &out)
        } else {
            appendRaw(value.description, into: &out)
        }
    }

    /// Appends the decimal digits of `value` (with a leading `-` when negative) to `out`.
    public static func appendInteger(_ value: Int64, into out: inout [UInt8]) {
        if value < 0 { out.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        // 20 digits hold any UInt64.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var count = 0
            repeat {
                digits[19 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            out.append(contentsOf: UnsafeBufferPointer(rebasing: digits[(20 - count)...]))
        }
    }

    /// Appends the UTF-8 of a literal to `out`, as it is.
    public static func appendLiteral(_ text: StaticString, into out: inout [UInt8]) {
        text.withUTF8Buffer { out.append(contentsOf: $0) }
    }

    /// Appends the UTF-8 of `text` to `out`, as it is (no quotes, no escaping).
    public static func appendRaw(_ text: String, into out: inout [UInt8]) {
        var text = text
        text.withUTF8 { out.append(contentsOf: $0) }
    }

    /// Quotes and escapes a string as JSON.
    public static func quoted(_ string: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(string.utf8.count + 2)
        appendQuoted(string, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends `string` quoted and escaped as JSON to `out`: quotes, backslashes and control
    /// characters escaped, everything else copied byte for byte.
    public static func appendQuoted(_ string: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { appendEscaped($0, into: &out) }
        out.append(UInt8(ascii: "\""))
    }

    private static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
        var start = 0
        for (i, byte) in bytes.enumerated() where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<i]))
            start = i + 1
            out.append(UInt8(ascii: "\\"))
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): out.append(byte)
            case UInt8(ascii: "\n"): out.append(UInt8(ascii: "n"))
            case UInt8(ascii: "\r"): out.append(UInt8(ascii: "r"))
            case UInt8(ascii: "\t"): out.append(UInt8(ascii: "t"))
            case 0x08: out.append(UInt8(ascii: "b"))
            case 0x0C: out.append(UInt8(ascii: "f"))
            default:
                appendLiteral("u00", into: &out)
                out.append(hexDigits[Int(byte >> 4)])
                out.append(hexDigits[Int(byte & 15)])
            }
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    /// Appends two spaces per level of indentation to `out`.
    public static func appendIndent(_ levels: Int, into out: inout [UInt8]) {
        for _ in 0..<(2 * levels) { out.append(UInt8(ascii: " ")) }
    }

    /// Appends `value` pretty-printed as a member or element nested `indent` levels deep (its
    /// closing bracket indented that much, no final newline), for writers that lay out the
    /// levels above themselves.
    public static func write(_ value: JSONValue, into out: inout [UInt8], indent: Int) {
        write(value, into: &out, pretty: true, indent: indent)
    }

    private static func write(_ value: JSONValue, into out: inout [UInt8], pretty: Bool, indent: Int) {
        switch value {
        case .null: appendLiteral("null", into: &out)
        case .bool(let b): appendLiteral(b ? "true" : "false", into: &out)
        case .number(let n): appendNumber(n, into: &out)
        case .string(let s): appendQuoted(s, into: &out)
        case .array(let elements):
            if elements.isEmpty {
                appendLiteral("[]", into: &out)
            } else if !pretty || elements.allSatisfy(\.isScalar) {
                out.append(UInt8(ascii: "["))
                for (i, element) in elements.enumerated() {
                    if i > 0 { appendLiteral(pretty ? ", " : ",", into: &out) }
                    write(element, into: &out, pretty: pretty, indent: indent)
                }
                out.append(UInt8(ascii: "]"))
            } else {
                appendLiteral("[\n", into: &out)
                for (i, element) in elements.enumerated() {
                    if i > 0 { appendLiteral(",\n", into: &out) }
                    appendIndent(indent + 1, into: &out)
                    write(element, into: &out, pretty: pretty, indent: indent + 1)
                }
                out.append(UInt8(ascii: "\n"))
                appendIndent(indent, into: &out)
                out.append(UInt8(ascii: "]"))
            }
        case .object(let object):
            if object.isEmpty {
                appendLiteral("{}", into: &out)
                return
            }
            appendLiteral(pretty ? "{\n" : "{", into: &out)
            for i in 0..<object.count {
                if i > 0 { appendLiteral(pretty ? ",\n" : ",", into: &out) }
                if pretty { appendIndent(indent + 1, into: &out) }
                appendQuoted(object.keys[i], into: &out)
                appendLiteral(pretty ? ": " : ":", into: &out)
                write(object.values[i], into: &out, pretty: pretty, indent: indent + 1)
            }
            if pretty {
                out.append(UInt8(ascii: "\n"))
                appendIndent(indent, into: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }
}

extension JSONValue {
    /// Whether this is a string, number, boolean or null.
    public var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }
}
