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

    /// The DTCG `$type` the value is written with.
    public var typeName: String {
        switch self {
        case .color: "color"
        case .alias(_, let type): type
        case .number: "number"
        case .string: "string"
        case .boolean: "boolean"
        }
    }

    /// The color, when this is a literal color.
    public var color: Color? {
        if case .color(let color) = self { return color }
        return nil
    }
}
