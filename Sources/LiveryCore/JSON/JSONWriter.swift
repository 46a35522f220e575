/// Writes ``JSONValue``s as text, deterministically: members in object order, numbers in their
/// shortest round-trip form (integral values without a fraction), two-space indentation.
///
/// Arrays of scalars stay on one line in pretty output (`"components": [1, 0.5, 0]`), which
/// keeps color values readable. The text is built in a ``TextBuffer`` (``bytes(_:pretty:)``), as
/// files need it; ``string(_:pretty:)`` is the same text as a `String`. Writers that lay out JSON
/// themselves append to their own buffer with ``write(_:into:indent:)``, ``appendQuoted(_:into:)``
/// and ``appendNumber(_:into:)``.
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
        var out = TextBuffer()
        write(value, into: &out, pretty: pretty)
        return out.bytes
    }

    /// Appends the text of ``string(_:pretty:)`` (with its final newline when pretty) to `out`.
    public static func write(_ value: JSONValue, into out: inout TextBuffer, pretty: Bool = true) {
        write(value, into: &out, pretty: pretty, indent: 0)
        if pretty { out.newline() }
    }

    /// Formats a number as JSON: integral values within ±2^53 print as integers, others in the
    /// shortest form that reads back to the same `Double`. Non-finite numbers have no JSON
    /// form and print as `null`.
    public static func number(_ value: Double) -> String {
        var out = TextBuffer()
        appendNumber(value, into: &out)
        return out.string
    }

    /// Appends ``number(_:)`` to `out`.
    public static func appendNumber(_ value: Double, into out: inout TextBuffer) {
        guard value.isFinite else { return out.append("null") }
        if value == value.rounded(), abs(value) < 9_007_199_254_740_992 {
            out.append(integer: Int64(value))
        } else {
            out.append(text: value.description)
        }
    }

    /// Quotes and escapes a string as JSON.
    public static func quoted(_ string: String) -> String {
        var out = TextBuffer(capacity: string.utf8.count + 2)
        appendQuoted(string, into: &out)
        return out.string
    }

    /// Appends `string` quoted and escaped as JSON to `out`: quotes, backslashes and control
    /// characters escaped, everything else copied byte for byte.
    public static func appendQuoted(_ string: String, into out: inout TextBuffer) {
        out.append(byte: UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { appendEscaped($0, into: &out) }
        out.append(byte: UInt8(ascii: "\""))
    }

    private static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, into out: inout TextBuffer) {
        var start = 0
        for (i, byte) in bytes.enumerated()
        where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
            out.append(bytes: UnsafeBufferPointer(rebasing: bytes[start..<i]))
            start = i + 1
            out.append(byte: UInt8(ascii: "\\"))
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): out.append(byte: byte)
            case UInt8(ascii: "\n"): out.append(byte: UInt8(ascii: "n"))
            case UInt8(ascii: "\r"): out.append(byte: UInt8(ascii: "r"))
            case UInt8(ascii: "\t"): out.append(byte: UInt8(ascii: "t"))
            case 0x08: out.append(byte: UInt8(ascii: "b"))
            case 0x0C: out.append(byte: UInt8(ascii: "f"))
            default:
                out.append("u00")
                out.append(byte: hexDigits[Int(byte >> 4)])
                out.append(byte: hexDigits[Int(byte & 15)])
            }
        }
        out.append(bytes: UnsafeBufferPointer(rebasing: bytes[start...]))
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    /// Appends `value` pretty-printed as a member or element nested `indent` levels deep (its
    /// closing bracket indented that much, no final newline), for writers that lay out the
    /// levels above themselves.
    public static func write(_ value: JSONValue, into out: inout TextBuffer, indent: Int) {
        write(value, into: &out, pretty: true, indent: indent)
    }

    private static func write(_ value: JSONValue, into out: inout TextBuffer, pretty: Bool, indent: Int) {
        switch value {
        case .null: out.append("null")
        case .bool(let b): out.append(b ? "true" : "false")
        case .number(let n): appendNumber(n, into: &out)
        case .string(let s): appendQuoted(s, into: &out)
        case .array(let elements):
            if elements.isEmpty {
                out.append("[]")
            } else if !pretty || elements.allSatisfy(\.isScalar) {
                out.append(byte: UInt8(ascii: "["))
                for (i, element) in elements.enumerated() {
                    if i > 0 { out.append(pretty ? ", " : ",") }
                    write(element, into: &out, pretty: pretty, indent: indent)
                }
                out.append(byte: UInt8(ascii: "]"))
            } else {
                out.append("[\n")
                for (i, element) in elements.enumerated() {
                    if i > 0 { out.append(",\n") }
                    out.append(indent: indent + 1)
                    write(element, into: &out, pretty: pretty, indent: indent + 1)
                }
                out.newline()
                out.append(indent: indent)
                out.append(byte: UInt8(ascii: "]"))
            }
        case .object(let object):
            if object.isEmpty {
                out.append("{}")
                return
            }
            out.append(pretty ? "{\n" : "{")
            for i in 0..<object.count {
                if i > 0 { out.append(pretty ? ",\n" : ",") }
                if pretty { out.append(indent: indent + 1) }
                appendQuoted(object.keys[i], into: &out)
                out.append(pretty ? ": " : ":")
                write(object.values[i], into: &out, pretty: pretty, indent: indent + 1)
            }
            if pretty {
                out.newline()
                out.append(indent: indent)
            }
            out.append(byte: UInt8(ascii: "}"))
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
