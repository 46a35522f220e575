/// Writes ``JSONValue``s as text, deterministically: members in object order, numbers in their
/// shortest round-trip form (integral values without a fraction), two-space indentation.
///
/// Arrays of scalars stay on one line in pretty output (`"components": [1, 0.5, 0]`), which
/// keeps color values readable.
///
/// ```swift
/// JSONWriter.string(["a": [1, 2.5]], pretty: false)   // {"a":[1,2.5]}
/// ```
public enum JSONWriter {
    public static func string(_ value: JSONValue, pretty: Bool = true) -> String {
        var out = ""
        write(value, into: &out, pretty: pretty, indent: 0)
        if pretty { out += "\n" }
        return out
    }

    /// Formats a number as JSON: integral values within ±2^53 print as integers, others in the
    /// shortest form that reads back to the same `Double`. Non-finite numbers have no JSON
    /// form and print as `null`.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 9_007_199_254_740_992 {
            return value == 0 ? "0" : String(Int64(value))
        }
        return "\(value)"
    }

    /// Quotes and escapes a string as JSON.
    public static func quoted(_ string: String) -> String {
        guard needsEscaping(string) else { return "\"" + string + "\"" }
        var out = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// Whether `string` holds a quote, a backslash or a control character (most names and
    /// values hold none, and are quoted without a scalar-by-scalar copy).
    private static func needsEscaping(_ string: String) -> Bool {
        string.utf8.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
    }

    /// Appends `string` quoted, without building the quoted string first when nothing needs escaping.
    private static func appendQuoted(_ string: String, into out: inout String) {
        guard needsEscaping(string) else {
            out += "\""
            out += string
            out += "\""
            return
        }
        out += quoted(string)
    }

    private static func write(_ value: JSONValue, into out: inout String, pretty: Bool, indent: Int) {
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += number(n)
        case .string(let s): appendQuoted(s, into: &out)
        case .array(let elements):
            if elements.isEmpty {
                out += "[]"
            } else if !pretty || elements.allSatisfy(\.isScalar) {
                out += "["
                for (i, element) in elements.enumerated() {
                    if i > 0 { out += pretty ? ", " : "," }
                    write(element, into: &out, pretty: pretty, indent: indent)
                }
                out += "]"
            } else {
                out += "[\n"
                for (i, element) in elements.enumerated() {
                    if i > 0 { out += ",\n" }
                    out += String(repeating: "  ", count: indent + 1)
                    write(element, into: &out, pretty: pretty, indent: indent + 1)
                }
                out += "\n" + String(repeating: "  ", count: indent) + "]"
            }
        case .object(let object):
            if object.isEmpty {
                out += "{}"
                return
            }
            out += pretty ? "{\n" : "{"
            for (i, member) in object.members.enumerated() {
                if i > 0 { out += pretty ? ",\n" : "," }
                if pretty { out += String(repeating: "  ", count: indent + 1) }
                appendQuoted(member.key, into: &out)
                out += pretty ? ": " : ":"
                write(member.value, into: &out, pretty: pretty, indent: indent + 1)
            }
            out += pretty ? "\n" + String(repeating: "  ", count: indent) + "}" : "}"
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
