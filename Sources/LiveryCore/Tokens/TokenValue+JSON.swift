/// DTCG 2025.10 JSON for resolved token values: the `$value` form with every reference already
/// replaced, as `livery resolve --format json`, `livery export --format json` and server-delivered
/// theme payloads carry it.
///
/// ```swift
/// try TokenValue(dtcg: ["value": 200, "unit": "ms"], type: .duration)   // .duration(200ms)
/// DTCGValueWriter.json(.dimension(Dimension(16, .px)))                // {"value": 16, "unit": "px"}
/// ```
extension TokenValue {
    /// Reads a resolved DTCG value of type `type`.
    ///
    /// Accepts what ``DTCGValueWriter`` writes, plus the other spellings DTCG allows: a shadow object
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

/// Writes resolved values as DTCG 2025.10 JSON: objects for colors (``Color/dtcg``), dimensions,
/// durations and composites, arrays for cubic Béziers and gradients, a string or an array for
/// font families. A single shadow is an object and layered shadows an array; `inset` is written
/// only when `true`, `letterSpacing` and `lineHeight` only when present.
///
/// The same output as `TokenValue.dtcgJSON` of the token-document work; once both are on main
/// this writer can forward to it.
enum DTCGValueWriter {
    static func json(_ value: TokenValue) -> JSONValue {
        switch value {
        case .color(let c): c.dtcg
        case .dimension(let d): dimension(d)
        case .fontFamily(let families): families.count == 1 ? .string(families[0]) : .array(families.map(JSONValue.string))
        case .fontWeight(let w): .number(w)
        case .duration(let d): duration(d)
        case .cubicBezier(let b): cubicBezier(b)
        case .number(let n): .number(n)
        case .strokeStyle(let s): strokeStyle(s)
        case .border(let b): ["color": b.color.dtcg, "width": dimension(b.width), "style": strokeStyle(b.style)]
        case .transition(let t):
            ["duration": duration(t.duration), "delay": duration(t.delay), "timingFunction": cubicBezier(t.timingFunction)]
        case .shadow(let layers): layers.count == 1 ? shadow(layers[0]) : .array(layers.map(shadow))
        case .gradient(let stops): .array(stops.map { ["color": $0.color.dtcg, "position": .number($0.position)] })
        case .typography(let t): typography(t)
        case .opaque(let json): json
        }
    }

    static func dimension(_ d: Dimension) -> JSONValue { ["value": .number(d.value), "unit": .string(d.unit.rawValue)] }

    static func duration(_ d: TokenDuration) -> JSONValue { ["value": .number(d.value), "unit": .string(d.unit.rawValue)] }

    static func cubicBezier(_ b: CubicBezier) -> JSONValue { .array([b.x1, b.y1, b.x2, b.y2].map(JSONValue.number)) }

    static func strokeStyle(_ s: StrokeStyle) -> JSONValue {
        switch s {
        case .keyword(let k): .string(k.rawValue)
        case .dashed(let dashes, let cap): ["dashArray": .array(dashes.map(dimension)), "lineCap": .string(cap.rawValue)]
        }
    }

    static func shadow(_ s: Shadow) -> JSONValue {
        var object = JSONObject([
            ("color", s.color.dtcg), ("offsetX", dimension(s.offsetX)), ("offsetY", dimension(s.offsetY)),
            ("blur", dimension(s.blur)), ("spread", dimension(s.spread)),
        ])
        if s.inset { object["inset"] = true }
        return .object(object)
    }

    static func typography(_ t: Typography) -> JSONValue {
        var object = JSONObject([
            ("fontFamily", json(.fontFamily(t.fontFamily))), ("fontSize", dimension(t.fontSize)),
            ("fontWeight", .number(t.fontWeight)),
        ])
        if let letterSpacing = t.letterSpacing { object["letterSpacing"] = dimension(letterSpacing) }
        if let lineHeight = t.lineHeight { object["lineHeight"] = .number(lineHeight) }
        return .object(object)
    }
}
