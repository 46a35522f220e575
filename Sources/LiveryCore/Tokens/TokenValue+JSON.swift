/// DTCG 2025.10 JSON for resolved token values: the `$value` form with every reference already
/// replaced, as `livery resolve --format json`, `livery export --format json` and server-delivered
/// theme payloads carry it.
///
/// ```swift
/// TokenValue.dimension(Dimension(16, .px)).dtcgJSON       // {"value": 16, "unit": "px"}
/// try TokenValue(dtcg: ["value": 200, "unit": "ms"], type: .duration)   // .duration(200ms)
/// ```
extension TokenValue {
    /// The value as DTCG 2025.10 writes it: objects for colors, dimensions, durations and
    /// composites, arrays for cubic Béziers and gradients, a string or an array for font families.
    ///
    /// A single shadow is written as an object and layered shadows as an array; `inset` is
    /// written only when `true`, a color's `alpha` only when it is not 1, and a missing color
    /// component as `"none"`.
    public var dtcgJSON: JSONValue {
        switch self {
        case .color(let c): c.dtcgValueJSON
        case .dimension(let d): d.dtcgJSON
        case .fontFamily(let families): families.count == 1 ? .string(families[0]) : .array(families.map(JSONValue.string))
        case .fontWeight(let w): .number(w)
        case .duration(let d): d.dtcgJSON
        case .cubicBezier(let b): b.dtcgJSON
        case .number(let n): .number(n)
        case .strokeStyle(let s): s.dtcgJSON
        case .border(let b): ["color": b.color.dtcgValueJSON, "width": b.width.dtcgJSON, "style": b.style.dtcgJSON]
        case .transition(let t):
            ["duration": t.duration.dtcgJSON, "delay": t.delay.dtcgJSON, "timingFunction": t.timingFunction.dtcgJSON]
        case .shadow(let layers): layers.count == 1 ? layers[0].dtcgJSON : .array(layers.map(\.dtcgJSON))
        case .gradient(let stops):
            .array(stops.map { ["color": $0.color.dtcgValueJSON, "position": .number($0.position)] })
        case .typography(let t): t.dtcgJSON
        case .opaque(let json): json
        }
    }

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

extension Dimension {
    /// `{"value": 16, "unit": "px"}`.
    public var dtcgJSON: JSONValue { ["value": .number(value), "unit": .string(unit.rawValue)] }
}

extension TokenDuration {
    /// `{"value": 200, "unit": "ms"}`.
    public var dtcgJSON: JSONValue { ["value": .number(value), "unit": .string(unit.rawValue)] }
}

extension CubicBezier {
    /// `[x1, y1, x2, y2]`.
    public var dtcgJSON: JSONValue { .array([x1, y1, x2, y2].map(JSONValue.number)) }
}

extension StrokeStyle {
    /// A keyword string, or `{"dashArray": […], "lineCap": "round"}`.
    public var dtcgJSON: JSONValue {
        switch self {
        case .keyword(let k): .string(k.rawValue)
        case .dashed(let dashes, let cap): ["dashArray": .array(dashes.map(\.dtcgJSON)), "lineCap": .string(cap.rawValue)]
        }
    }
}

extension Shadow {
    /// One shadow layer; `inset` only when `true`.
    public var dtcgJSON: JSONValue {
        var object = JSONObject([
            ("color", color.dtcgValueJSON), ("offsetX", offsetX.dtcgJSON), ("offsetY", offsetY.dtcgJSON),
            ("blur", blur.dtcgJSON), ("spread", spread.dtcgJSON),
        ])
        if inset { object["inset"] = true }
        return .object(object)
    }
}

extension Typography {
    /// The five typography members; `letterSpacing` and `lineHeight` only when present.
    public var dtcgJSON: JSONValue {
        var object = JSONObject([
            ("fontFamily", TokenValue.fontFamily(fontFamily).dtcgJSON), ("fontSize", fontSize.dtcgJSON),
            ("fontWeight", .number(fontWeight)),
        ])
        if let letterSpacing { object["letterSpacing"] = letterSpacing.dtcgJSON }
        if let lineHeight { object["lineHeight"] = .number(lineHeight) }
        return .object(object)
    }
}

extension Color {
    /// `{"colorSpace": "srgb", "components": [1, 0.5, 0], "alpha": 0.5}`; a missing component
    /// is written `"none"` and `alpha` is left out when it is 1.
    var dtcgValueJSON: JSONValue {
        var object = JSONObject([
            ("colorSpace", .string(space.rawValue)),
            ("components", .array((0..<3).map { components[$0].isNaN ? "none" : .number(components[$0]) })),
        ])
        if alpha != 1 { object["alpha"] = .number(alpha) }
        return .object(object)
    }
}
