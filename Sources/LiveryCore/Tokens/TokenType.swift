/// A DTCG token type (`$type`).
///
/// The standard types of DTCG 2025.10, plus `.unknown(name)` for the types real-world files
/// carry that the format does not define; their values are kept verbatim as
/// ``TokenValue/opaque(_:)``.
public enum TokenType: Sendable, Hashable, CustomStringConvertible {
    case color
    case dimension
    case fontFamily
    case fontWeight
    case duration
    case cubicBezier
    case number
    case strokeStyle
    case border
    case transition
    case shadow
    case gradient
    case typography
    case unknown(String)

    /// Every standard type, in the order the specification lists them.
    public static let standard: [TokenType] = [
        .color, .dimension, .fontFamily, .fontWeight, .duration, .cubicBezier, .number,
        .strokeStyle, .border, .transition, .shadow, .gradient, .typography,
    ]

    /// The type named `name` as written in `$type`; unknown names give `.unknown(name)`.
    public init(name: String) {
        self = TokenType.standard.first { $0.name == name } ?? .unknown(name)
    }

    /// The name as written in `$type`.
    public var name: String {
        switch self {
        case .color: "color"
        case .dimension: "dimension"
        case .fontFamily: "fontFamily"
        case .fontWeight: "fontWeight"
        case .duration: "duration"
        case .cubicBezier: "cubicBezier"
        case .number: "number"
        case .strokeStyle: "strokeStyle"
        case .border: "border"
        case .transition: "transition"
        case .shadow: "shadow"
        case .gradient: "gradient"
        case .typography: "typography"
        case .unknown(let name): name
        }
    }

    public var isStandard: Bool {
        if case .unknown = self { return false }
        return true
    }

    public var description: String { name }
}
