import LiveryCore

/// The value of one imported token: a color, a reference to another token, or a plain value
/// some theme formats carry beside their colors.
public enum ImportedValue: Sendable, Hashable {
    /// A color.
    case color(Color)
    /// A reference to another token by path (`@color/accent` → `{accent}`), written as a DTCG
    /// alias; `type` is the referenced token's DTCG type, e.g. `color`.
    case alias(path: [String], type: String)
    /// A plain number.
    case number(Double)
    /// Text kept as a token of the non-standard DTCG type `string` (image or font names).
    case string(String)
    /// A flag kept as a token of the non-standard DTCG type `boolean`.
    case boolean(Bool)
    /// A value already in DTCG form (`{"value": 16, "unit": "px"}`, a typography object), read
    /// from a format that writes DTCG's own value shapes, written verbatim as `$value` with
    /// `type` as its `$type`. References inside it are left to `livery validate`.
    case dtcg(type: String, value: JSONValue)

    /// The DTCG `$type` the value is written with.
    public var typeName: String {
        switch self {
        case .color: "color"
        case .alias(_, let type): type
        case .number: "number"
        case .string: "string"
        case .boolean: "boolean"
        case .dtcg(let type, _): type
        }
    }

    /// The color, when this is a literal color.
    public var color: Color? {
        if case .color(let color) = self { return color }
        return nil
    }
}
