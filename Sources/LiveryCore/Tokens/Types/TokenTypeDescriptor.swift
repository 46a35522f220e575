/// How one DTCG type reads its literal values: one descriptor per type, registered in a table.
///
/// A descriptor only sees literal values; references (whole-value aliases, and references to
/// sub-values inside composites) are followed by ``ValueReader`` before a descriptor is asked.
/// Adding a type is adding a descriptor file and listing it in ``all``.
struct TokenTypeDescriptor: Sendable {
    let type: TokenType
    /// Reads a literal value, reporting problems through the reader; `nil` when invalid.
    let read: @Sendable (JSONValue, inout ValueReader) -> TokenValue?

    static let all: [TokenTypeDescriptor] = [
        .color, .dimension, .fontFamily, .fontWeight, .duration, .cubicBezier, .number,
        .strokeStyle, .border, .transition, .shadow, .gradient, .typography,
    ]

    private static let table: [TokenType: TokenTypeDescriptor] = Dictionary(
        all.map { ($0.type, $0) }, uniquingKeysWith: { first, _ in first })

    /// The descriptor of a standard type; `nil` for unknown types (their values stay opaque).
    static func descriptor(for type: TokenType) -> TokenTypeDescriptor? { table[type] }
}

extension ValueReader {
    /// A finite JSON number, or `nil` after reporting.
    mutating func finiteNumber(_ json: JSONValue, what: String) -> Double? {
        guard case .number(let number) = json else {
            error("\(what) must be a number, found \(json.kindDescription)")
            return nil
        }
        guard number.isFinite else {
            error("\(what) must be a finite number")
            return nil
        }
        return number
    }
}
