import LiveryCore

/// Readers of the simple DTCG values a layer payload carries.
extension LayerTokenCodec {
    static func finite(_ json: JSONValue) -> Result<Double, LayerValueProblem> {
        guard let n = json.numberValue else {
            return .failure(LayerValueProblem("expected a number, found \(json.kindDescription)"))
        }
        guard n.isFinite else { return .failure(LayerValueProblem("the number \(n) is not finite")) }
        return .success(n)
    }

    static func unitValue<Unit: RawRepresentable & CaseIterable>(
        _ json: JSONValue, _ unit: Unit.Type
    ) -> Result<(Double, Unit), LayerValueProblem> where Unit.RawValue == String {
        guard let object = json.objectValue else {
            return .failure(LayerValueProblem("expected {\"value\", \"unit\"}, found \(json.kindDescription)"))
        }
        guard let number = object["value"]?.numberValue, number.isFinite else {
            return .failure(LayerValueProblem("\"value\" must be a finite number"))
        }
        guard let name = object["unit"]?.stringValue, let unit = Unit(rawValue: name) else {
            let known = Unit.allCases.map(\.rawValue).joined(separator: ", ")
            return .failure(LayerValueProblem("\"unit\" must be one of \(known)"))
        }
        return .success((number, unit))
    }

    static func readDimension(_ json: JSONValue) -> Result<Dimension, LayerValueProblem> {
        unitValue(json, Dimension.Unit.self).map { Dimension($0.0, $0.1) }
    }

    static func dimensionJSON(_ d: Dimension) -> JSONValue {
        ["value": .number(d.value), "unit": .string(d.unit.rawValue)]
    }

    static func readFamilies(_ json: JSONValue) -> Result<[String], LayerValueProblem> {
        if let name = json.stringValue { return .success([name]) }
        if let array = json.arrayValue {
            let names = array.compactMap(\.stringValue)
            if names.count == array.count && !names.isEmpty { return .success(names) }
        }
        return .failure(LayerValueProblem("expected a font family name or a list of names"))
    }

    /// Weight keywords of DTCG, to their numeric value.
    static let weightKeywords: [String: Double] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300, "normal": 400,
        "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600, "bold": 700,
        "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900, "extra-black": 950, "ultra-black": 950,
    ]

    static func readWeight(_ json: JSONValue) -> Result<Double, LayerValueProblem> {
        if let keyword = json.stringValue {
            guard let weight = weightKeywords[keyword] else {
                return .failure(LayerValueProblem("unknown font weight \"\(keyword)\""))
            }
            return .success(weight)
        }
        guard let weight = json.numberValue, (1...1000).contains(weight) else {
            return .failure(LayerValueProblem("a font weight is a number in 1…1000 or a keyword"))
        }
        return .success(weight)
    }

    static func readTypography(_ object: JSONObject) -> Result<Typography, LayerValueProblem> {
        let families = object["fontFamily"].map(readFamilies) ?? .failure(LayerValueProblem("missing fontFamily"))
        let size = object["fontSize"].map(readDimension) ?? .failure(LayerValueProblem("missing fontSize"))
        let weight = object["fontWeight"].map(readWeight) ?? .success(400)
        return families.flatMap { families in
            size.flatMap { size in
                weight.flatMap { weight in
                    var spacing: Dimension?
                    if let json = object["letterSpacing"] {
                        switch readDimension(json) {
                        case .success(let d): spacing = d
                        case .failure(let problem): return .failure(problem)
                        }
                    }
                    var lineHeight: Double?
                    if let json = object["lineHeight"] {
                        guard let n = json.numberValue, n.isFinite, n > 0 else {
                            return .failure(LayerValueProblem("lineHeight must be a positive number"))
                        }
                        lineHeight = n
                    }
                    return .success(
                        Typography(
                            fontFamily: families, fontSize: size, fontWeight: weight, letterSpacing: spacing,
                            lineHeight: lineHeight))
                }
            }
        }
    }
}
