import LiveryCore

/// Reads colors in layer payloads: a DTCG color object or a hex string (`#0af`, `#00aaff`,
/// `#00aaff80`, with or without `#`, as servers often send them).
///
/// Internal until LiveryCore's own `Color(hex:)` / `Color(dtcg:)` land; then this defers to them.
enum LayerColorReader {
    /// Spaces whose components are bounded to 0…1.
    private static let boundedSpaces: Set<ColorSpaceID> = [
        .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020,
    ]

    static func color(_ json: JSONValue) -> Result<Color, LayerValueProblem> {
        if let text = json.stringValue { return hex(text) }
        guard let object = json.objectValue else {
            return .failure(LayerValueProblem("expected a color object or a hex string, found \(json.kindDescription)"))
        }
        guard let spaceName = object["colorSpace"]?.stringValue else {
            return .failure(LayerValueProblem("missing \"colorSpace\""))
        }
        guard let space = ColorSpaceID(rawValue: spaceName) else {
            return .failure(LayerValueProblem("unknown color space \"\(spaceName)\""))
        }
        guard let list = object["components"]?.arrayValue, list.count == 3 else {
            return .failure(LayerValueProblem("\"components\" must be a list of three numbers"))
        }
        var components = SIMD3<Double>()
        for (i, item) in list.enumerated() {
            if item.stringValue == "none" {
                components[i] = .nan
            } else if let n = item.numberValue, n.isFinite {
                if boundedSpaces.contains(space) && !(0...1).contains(n) {
                    return .failure(LayerValueProblem("component \(i) of a \(spaceName) color must lie in 0…1, found \(n)"))
                }
                components[i] = n
            } else {
                return .failure(LayerValueProblem("component \(i) must be a number or \"none\""))
            }
        }
        var alpha = 1.0
        if let json = object["alpha"] {
            guard let a = json.numberValue, (0...1).contains(a) else {
                return .failure(LayerValueProblem("\"alpha\" must be a number in 0…1"))
            }
            alpha = a
        }
        return .success(Color(space, components: components, alpha: alpha))
    }

    static func hex(_ text: String) -> Result<Color, LayerValueProblem> {
        let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
        let values = digits.compactMap(\.hexDigitValue)
        guard values.count == digits.count, [3, 4, 6, 8].contains(values.count) else {
            return .failure(LayerValueProblem("\"\(text)\" is not a hex color (#rgb, #rgba, #rrggbb or #rrggbbaa)"))
        }
        let bytes: [Int]
        if values.count <= 4 {
            bytes = values.map { $0 * 17 }
        } else {
            bytes = stride(from: 0, to: values.count, by: 2).map { values[$0] * 16 + values[$0 + 1] }
        }
        let channels = bytes.map { Double($0) / 255 }
        return .success(Color(.srgb, channels[0], channels[1], channels[2], alpha: channels.count == 4 ? channels[3] : 1))
    }

    static func json(_ color: Color) -> JSONValue {
        let components: [JSONValue] = (0..<3).map { i in
            color.components[i].isNaN ? .string("none") : .number(color.components[i])
        }
        var members: [(key: String, value: JSONValue)] = [
            ("colorSpace", .string(color.space.rawValue)), ("components", .array(components)),
        ]
        if color.alpha != 1 { members.append(("alpha", .number(color.alpha))) }
        return .object(JSONObject(members))
    }
}
