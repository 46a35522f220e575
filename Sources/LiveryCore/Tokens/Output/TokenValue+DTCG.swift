extension TokenValue {
    /// The value written as DTCG 2025.10 JSON, e.g. `{"value": 16, "unit": "px"}` for a dimension.
    ///
    /// The one encoder of token values: `livery resolve`, the json exporter, the payloads of
    /// ``ResolvedThemeJSON`` and published theme bundles all write values through it. Colors are
    /// ``Color/dtcg`` objects; a shadow with one layer is written as an object, several as an
    /// array; a font family with one name as a string; `inset` only when `true`,
    /// `letterSpacing` and `lineHeight` only when present. Opaque values are written as they
    /// were read. ``init(dtcg:type:path:)`` reads it back.
    public var dtcgJSON: JSONValue {
        switch self {
        case .color(let color): color.dtcg
        case .dimension(let dimension): dimension.dtcgJSON
        case .fontFamily(let names): names.count == 1 ? .string(names[0]) : .array(names.map(JSONValue.string))
        case .fontWeight(let weight): .number(weight)
        case .duration(let duration): duration.dtcgJSON
        case .cubicBezier(let curve): curve.dtcgJSON
        case .number(let number): .number(number)
        case .strokeStyle(let style): style.dtcgJSON
        case .border(let border):
            ["color": border.color.dtcg, "width": border.width.dtcgJSON, "style": border.style.dtcgJSON]
        case .transition(let transition):
            [
                "duration": transition.duration.dtcgJSON, "delay": transition.delay.dtcgJSON,
                "timingFunction": transition.timingFunction.dtcgJSON,
            ]
        case .shadow(let layers): layers.count == 1 ? layers[0].dtcgJSON : .array(layers.map(\.dtcgJSON))
        case .gradient(let stops): .array(stops.map { ["color": $0.color.dtcg, "position": .number($0.position)] })
        case .typography(let typography): typography.dtcgJSON
        case .opaque(let json): json
        }
    }
}

extension Dimension {
    var dtcgJSON: JSONValue { ["value": .number(value), "unit": .string(unit.rawValue)] }
}

extension TokenDuration {
    var dtcgJSON: JSONValue { ["value": .number(value), "unit": .string(unit.rawValue)] }
}

extension CubicBezier {
    var dtcgJSON: JSONValue { [.number(x1), .number(y1), .number(x2), .number(y2)] }
}

extension StrokeStyle {
    var dtcgJSON: JSONValue {
        switch self {
        case .keyword(let keyword): .string(keyword.rawValue)
        case .dashed(let dashes, let cap):
            ["dashArray": .array(dashes.map(\.dtcgJSON)), "lineCap": .string(cap.rawValue)]
        }
    }
}

extension Shadow {
    var dtcgJSON: JSONValue {
        var object = JSONObject([
            ("color", color.dtcg), ("offsetX", offsetX.dtcgJSON), ("offsetY", offsetY.dtcgJSON),
            ("blur", blur.dtcgJSON), ("spread", spread.dtcgJSON),
        ])
        if inset { object["inset"] = true }
        return .object(object)
    }
}

extension Typography {
    var dtcgJSON: JSONValue {
        var object = JSONObject([
            ("fontFamily", TokenValue.fontFamily(fontFamily).dtcgJSON), ("fontSize", fontSize.dtcgJSON),
            ("fontWeight", .number(fontWeight)),
        ])
        if let letterSpacing { object["letterSpacing"] = letterSpacing.dtcgJSON }
        if let lineHeight { object["lineHeight"] = .number(lineHeight) }
        return .object(object)
    }
}
