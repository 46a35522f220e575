/// A strict RFC 8259 JSON parser that remembers where every object key stood.
///
/// It is iterative — an explicit stack, never recursion — so a hostile 100,000-deep
/// document is refused with an error instead of overflowing the stack, and it reports the
/// line and column of every problem: truncated input, a stray character, invalid UTF-8, a
/// control character in a string, a number too large for a `Double`.
///
/// ```swift
/// let value = try JSONParser.parse(##"{"color": {"$value": "#fff"}}"##)
/// ```
public enum JSONParser {
    /// The deepest nesting of arrays and objects accepted by default.
    public static let defaultMaxDepth = 512

    /// Parses UTF-8 JSON text (a leading byte-order mark is skipped).
    public static func parse(_ bytes: [UInt8], maxDepth: Int = defaultMaxDepth) throws(JSONParseError) -> JSONValue {
        var duplicates: [JSONDuplicateKey] = []
        return try parse(bytes, maxDepth: maxDepth, duplicateKeys: &duplicates)
    }

    /// Parses JSON text.
    public static func parse(_ text: String, maxDepth: Int = defaultMaxDepth) throws(JSONParseError) -> JSONValue {
        try parse(Array(text.utf8), maxDepth: maxDepth)
    }

    /// Parses UTF-8 JSON text, collecting the keys that repeat within one object.
    public static func parse(
        _ bytes: [UInt8], maxDepth: Int = defaultMaxDepth, duplicateKeys: inout [JSONDuplicateKey]
    ) throws(JSONParseError) -> JSONValue {
        do {
            return try bytes.withUnsafeBufferPointer { buffer throws(JSONParseError) in
                var reader = JSONReader(buffer, maxDepth: maxDepth)
                let value = try reader.parseDocument()
                duplicateKeys.append(contentsOf: reader.duplicateKeys)
                return value
            }
        }
    }
}
