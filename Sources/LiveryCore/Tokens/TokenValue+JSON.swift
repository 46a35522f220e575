/// DTCG 2025.10 JSON for resolved token values: the `$value` form with every reference already
/// replaced, as `livery resolve --format json`, `livery export --format json` and server-delivered
/// theme payloads carry it.
///
/// ```swift
/// try TokenValue(dtcg: ["value": 200, "unit": "ms"], type: .duration)   // .duration(200ms)
/// TokenValue.dimension(Dimension(16, .px)).dtcgJSON                // {"value": 16, "unit": "px"}
/// ```
extension TokenValue {
    /// Reads a resolved DTCG value of type `type`.
    ///
    /// Accepts what ``dtcgJSON`` writes, plus the other spellings DTCG allows: a shadow object
    /// or array, a font family string or array, font weight keywords (`"bold"`), and colors
    /// with or without `alpha`. Values of unknown types are kept verbatim.
    ///
    /// - Parameter path: where the value stands, used in errors (`color.bg.$value`).
    /// - Throws: A ``Diagnostic`` naming the JSON path of the first member that does not fit.
    public init(dtcg json: JSONValue, type: TokenType, path: String = "$value") throws(Diagnostic) {
        let r = DTCGValueReader(json, path: path)
        switch type {
        case .color: self = .color(try r.color())
        case .dimension: self = .dimension(try r.dimension())
        case .fontFamily: self = .fontFamily(try r.fontFamily())
        case .fontWeight: self = .fontWeight(try r.fontWeight())
        case .duration: self = .duration(try r.duration())
        case .cubicBezier: self = .cubicBezier(try r.cubicBezier())
        case .number: self = .number(try r.number())
        case .strokeStyle: self = .strokeStyle(try r.strokeStyle())
        case .border: self = .border(try r.border())
        case .transition: self = .transition(try r.transition())
        case .shadow: self = .shadow(try r.shadow())
        case .gradient: self = .gradient(try r.gradient())
        case .typography: self = .typography(try r.typography())
        case .unknown: self = .opaque(json)
        }
    }
}
