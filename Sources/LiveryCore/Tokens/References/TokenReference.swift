/// A reference written in a token file: a curly-brace alias or a JSON Pointer.
///
/// ```swift
/// TokenReference.parse(.string("{color.base}"))          // .reference(.alias("color.base"))
/// TokenReference.parse(["$ref": "#/color/base/$value"])  // .reference(.pointer(["color", "base", "$value"]))
/// TokenReference.parse(.string("{color.}"))              // .malformed("…")
/// ```
public enum TokenReference: Sendable, Hashable, CustomStringConvertible {
    /// `{color.base}`: the whole value of the token named `color.base`.
    case alias(String)
    /// `{"$ref": "#/color/base/$value/components/0"}`: the decoded pointer segments.
    case pointer([String])

    /// The reference as it would be written: `{color.base}` or `#/color/base/$value`.
    public var description: String {
        switch self {
        case .alias(let name): "{\(name)}"
        case .pointer(let segments): JSONPointer.render(segments)
        }
    }

    /// What a JSON value is as far as references go.
    public enum Parsed: Sendable, Hashable {
        /// Not a reference: a literal value.
        case literal
        /// The whole value is one reference (`"{color.blue}"`).
        case reference(TokenReference)
        /// Looks like a reference but is not a valid one; the message says why.
        case malformed(String)
    }

    /// Classifies `value`: a string starting with `{` is a curly reference, an object with a
    /// `$ref` member is a JSON Pointer reference, anything else is a literal.
    public static func parse(_ value: JSONValue) -> Parsed {
        switch value {
        case .string(let text):
            return parseAlias(text)
        case .object(let object):
            guard let ref = object["$ref"] else { return .literal }
            guard case .string(let pointer) = ref else {
                return .malformed("$ref must be a string, found \(ref.kindDescription)")
            }
            switch JSONPointer.parse(pointer) {
            case .success(let segments): return .reference(.pointer(segments))
            case .failure(let problem): return .malformed(problem.message)
            }
        default:
            return .literal
        }
    }

    /// Parses a curly-brace alias; strings that do not start with `{` are literals.
    ///
    /// - Complexity: one pass over the UTF-8 bytes.
    public static func parseAlias(_ text: String) -> Parsed {
        let bytes = text.utf8
        guard bytes.first == UInt8(ascii: "{") else { return .literal }
        guard bytes.count >= 2, bytes.last == UInt8(ascii: "}") else {
            return .malformed("malformed reference \(text): missing closing '}'")
        }
        let inner = bytes.dropFirst().dropLast()
        if inner.isEmpty { return .malformed("malformed reference \(text): empty name") }
        var afterDot = true
        var emptySegment = false
        for byte in inner {
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "}"):
                return .malformed("malformed reference \(text): a name cannot contain '{' or '}'")
            case UInt8(ascii: "."):
                if afterDot { emptySegment = true }
                afterDot = true
            default:
                afterDot = false
            }
        }
        if emptySegment || afterDot { return .malformed("malformed reference \(text): empty name segment") }
        return .reference(.alias(String(decoding: inner, as: UTF8.self)))
    }
}
