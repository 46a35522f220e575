/// A DTCG token type (`$type`).
///
/// The standard types of DTCG 2025.10, plus `.unknown(name)` for the types real-world files
/// carry that the format does not define; their values are kept verbatim as
/// ``TokenValue/opaque(_:)``.
public enum TokenType: Sendable, Hashable, CustomStringConvertible {
    /// `color`: a color in a DTCG color space.
    case color
    /// `dimension`: a number of `px` or `rem`.
    case dimension
    /// `fontFamily`: a font name or a list of names.
    case fontFamily
    /// `fontWeight`: 1…1000 or a keyword.
    case fontWeight
    /// `duration`: a number of `ms` or `s`.
    case duration
    /// `cubicBezier`: an easing curve.
    case cubicBezier
    /// `number`: a plain number.
    case number
    /// `strokeStyle`: a line style.
    case strokeStyle
    /// `border`: color, width and style.
    case border
    /// `transition`: duration, delay and timing function.
    case transition
    /// `shadow`: one shadow or layered shadows.
    case shadow
    /// `gradient`: color stops.
    case gradient
    /// `typography`: font family, size, weight, letter spacing and line height.
    case typography
    /// A `$type` the format does not define, by name.
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

    /// Whether the type is one DTCG 2025.10 defines.
    public var isStandard: Bool {
        if case .unknown = self { return false }
        return true
    }

    public var description: String { name }
}
