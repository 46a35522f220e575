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
    /// characters escaped, everything else copied byte for byte. DEL, the C1 controls
    /// (U+0080–U+009F), the line and paragraph separators and the bidirectional overrides and
    /// isolates (U+202A–U+202E, U+2066–U+2069) are written as `\u` escapes too: the same JSON
    /// value, but one a terminal, a JavaScript parser or a reader cannot be tricked by.
    public static func appendQuoted(_ string: String, into out: inout TextBuffer) {
        out.append(byte: UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { appendEscaped($0, into: &out) }
        out.append(byte: UInt8(ascii: "\""))
    }

    private static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, into out: inout TextBuffer) {
        var start = 0
        var i = 0
        while i < bytes.count {
            let byte = bytes[i]
            let length: Int
            let scalar: UInt32
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F {
                (length, scalar) = (1, UInt32(byte))
            } else if byte == 0xC2, i + 1 < bytes.count, bytes[i + 1] < 0xA0 {
                (length, scalar) = (2, UInt32(bytes[i + 1])) // U+0080–U+009F
            } else if byte == 0xE2, i + 2 < bytes.count, let separator = invisibleFormat(bytes[i + 1], bytes[i + 2]) {
                (length, scalar) = (3, separator)
            } else {
                i += 1
                continue
            }
            out.append(bytes: UnsafeBufferPointer(rebasing: bytes[start..<i]))
            i += length
            start = i
            out.append(byte: UInt8(ascii: "\\"))
            switch scalar {
            case 0x22, 0x5C: out.append(byte: UInt8(scalar))
            case 0x0A: out.append(byte: UInt8(ascii: "n"))
            case 0x0D: out.append(byte: UInt8(ascii: "r"))
            case 0x09: out.append(byte: UInt8(ascii: "t"))
            case 0x08: out.append(byte: UInt8(ascii: "b"))
            case 0x0C: out.append(byte: UInt8(ascii: "f"))
            default:
                out.append(byte: UInt8(ascii: "u"))
                for shift in [12, 8, 4, 0] { out.append(byte: hexDigits[Int((scalar >> UInt32(shift)) & 15)]) }
            }
        }
        out.append(bytes: UnsafeBufferPointer(rebasing: bytes[start...]))
    }

    /// The scalar of `E2 second third` when it is U+2028, U+2029, U+202A–U+202E or
    /// U+2066–U+2069; `nil` otherwise.
    private static func invisibleFormat(_ second: UInt8, _ third: UInt8) -> UInt32? {
        switch (second, third) {
        case (0x80, 0xA8...0xAE): 0x2000 + UInt32(third - 0x80)
        case (0x81, 0xA6...0xA9): 0x2040 + UInt32(third - 0x80)
        default: nil
        }
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
