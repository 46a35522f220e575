import LiveryCore

/// DTCG 2025.10 JSON for resolved token values: the minimal encoding behind
/// ``ThemeLayerEncoder/minimal``.
enum PayloadValueEncoding {
    static func json(_ value: TokenValue) -> JSONValue {
        switch value {
        case .color(let color): color.dtcg
        case .dimension(let dimension): json(dimension)
        case .fontFamily(let families): families.count == 1 ? .string(families[0]) : .array(families.map(JSONValue.string))
        case .fontWeight(let weight): .number(weight)
        case .duration(let duration): ["value": .number(duration.value), "unit": .string(duration.unit.rawValue)]
        case .cubicBezier(let curve): json(curve)
        case .number(let number): .number(number)
        case .strokeStyle(let style): json(style)
        case .border(let border):
            ["color": border.color.dtcg, "width": json(border.width), "style": json(border.style)]
        case .transition(let transition):
            [
                "duration": json(.duration(transition.duration)), "delay": json(.duration(transition.delay)),
                "timingFunction": json(transition.timingFunction),
            ]
        case .shadow(let layers): layers.count == 1 ? json(layers[0]) : .array(layers.map(json))
        case .gradient(let stops): .array(stops.map { ["color": $0.color.dtcg, "position": .number($0.position)] })
        case .typography(let typography): json(typography)
        case .opaque(let raw): raw
        }
    }

    private static func json(_ dimension: Dimension) -> JSONValue {
        ["value": .number(dimension.value), "unit": .string(dimension.unit.rawValue)]
    }

    private static func json(_ curve: CubicBezier) -> JSONValue {
        [.number(curve.x1), .number(curve.y1), .number(curve.x2), .number(curve.y2)]
    }

    private static func json(_ style: StrokeStyle) -> JSONValue {
        switch style {
        case .keyword(let keyword): .string(keyword.rawValue)
        case .dashed(let dashArray, let lineCap):
            ["dashArray": .array(dashArray.map(json)), "lineCap": .string(lineCap.rawValue)]
        }
    }

    private static func json(_ shadow: Shadow) -> JSONValue {
        var object = JSONObject()
        object["color"] = shadow.color.dtcg
        object["offsetX"] = json(shadow.offsetX)
        object["offsetY"] = json(shadow.offsetY)
        object["blur"] = json(shadow.blur)
        object["spread"] = json(shadow.spread)
        if shadow.inset { object["inset"] = .bool(true) }
        return .object(object)
    }

    private static func json(_ typography: Typography) -> JSONValue {
        var object = JSONObject()
        object["fontFamily"] = json(.fontFamily(typography.fontFamily))
        object["fontSize"] = json(typography.fontSize)
        object["fontWeight"] = .number(typography.fontWeight)
        if let letterSpacing = typography.letterSpacing { object["letterSpacing"] = json(letterSpacing) }
        if let lineHeight = typography.lineHeight { object["lineHeight"] = .number(lineHeight) }
        return .object(object)
    }
}
