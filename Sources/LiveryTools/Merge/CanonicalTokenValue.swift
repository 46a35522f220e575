import LiveryCore

/// The form in which two token values are compared by `livery merge`.
///
/// Values that mean the same thing compare equal even when written differently:
///
/// - Colors: a hex string and a DTCG color object are the **same** value when they denote the
///   same color. Both are converted to linear sRGB (unbounded, so wide-gamut colors stay
///   distinct) and rounded to 6 decimals, alpha too. `"#ffffff"` equals
///   `{"colorSpace": "srgb", "components": [1, 1, 1]}`; the `hex` fallback member is ignored.
/// - Dimensions: `"16px"` equals `{"value": 16, "unit": "px"}`; `px` and `rem` never compare equal.
/// - Durations: `"200ms"`, `{"value": 0.2, "unit": "s"}` are equal (compared in milliseconds).
/// - Font families: `"Inter"` equals `["Inter"]`.
/// - Composite values (border, shadow, gradient, transition, typography) compare member by
///   member with the rules above; object member order never matters.
/// - References (`"{color.blue}"`) compare as their text.
enum CanonicalTokenValue {
    /// The canonical form of `value` for a token of `type`.
    static func of(_ value: JSONValue, type: String?) -> JSONValue {
        if let text = value.stringValue, text.hasPrefix("{"), text.hasSuffix("}") { return value }
        switch type {
        case "color": return color(value)
        case "dimension": return dimension(value)
        case "duration": return duration(value)
        case "fontFamily": return value.stringValue.map { .array([.string($0)]) } ?? sorted(value)
        case .some(let composite) where compositeTypes.contains(composite): return members(value)
        default: return sorted(value)
        }
    }

    private static let compositeTypes: Set<String> = ["border", "shadow", "gradient", "transition", "typography"]

    /// The type of each member of a composite value that needs more than JSON equality.
    private static let memberTypes: [String: String] = [
        "color": "color", "width": "dimension", "offsetX": "dimension", "offsetY": "dimension",
        "blur": "dimension", "spread": "dimension", "fontSize": "dimension", "letterSpacing": "dimension",
        "duration": "duration", "delay": "duration", "fontFamily": "fontFamily",
    ]

    private static func members(_ value: JSONValue) -> JSONValue {
        switch value {
        case .array(let list): return .array(list.map(members))
        case .object(let object):
            let canonical = object.members.map { key, member in
                (key: key, value: memberTypes[key].map { of(member, type: $0) } ?? sorted(member))
            }
            return .object(JSONObject(canonical.sorted { $0.key < $1.key }))
        default: return value
        }
    }

    private static func color(_ value: JSONValue) -> JSONValue {
        var stripped = value
        if case .object(var object) = value {
            object["hex"] = nil
            stripped = .object(object)
        }
        guard let color = value.stringValue.map({ try? Color(hex: $0) }) ?? (try? Color(dtcg: value)) else {
            return sorted(stripped)
        }
        let linear = color.converted(to: .srgbLinear)
        let c = linear.components
        return [
            "linear-srgb": [.number(round6(c.x)), .number(round6(c.y)), .number(round6(c.z))],
            "alpha": .number(round6(color.alpha)),
        ]
    }

    private static func round6(_ x: Double) -> Double {
        guard !x.isNaN else { return 0 }
        let r = (x * 1_000_000).rounded() / 1_000_000
        return r == 0 ? 0 : r // no negative zero
    }

    private static func dimension(_ value: JSONValue) -> JSONValue {
        if let (number, unit) = splitUnit(value) { return ["value": .number(number), "unit": .string(unit)] }
        return sorted(value)
    }

    private static func duration(_ value: JSONValue) -> JSONValue {
        guard let (number, unit) = splitUnit(value) else { return sorted(value) }
        switch unit {
        case "s": return ["ms": .number(number * 1000)]
        case "ms": return ["ms": .number(number)]
        default: return ["value": .number(number), "unit": .string(unit)]
        }
    }

    /// `"16px"` or `{"value": 16, "unit": "px"}` as (16, "px").
    private static func splitUnit(_ value: JSONValue) -> (Double, String)? {
        if let number = value["value"]?.numberValue, let unit = value["unit"]?.stringValue { return (number, unit) }
        guard let text = value.stringValue else { return nil }
        let digits = text.prefix { $0.isNumber || $0 == "." || $0 == "-" || $0 == "+" }
        guard let number = Double(digits), !digits.isEmpty else { return nil }
        return (number, String(text.dropFirst(digits.count)))
    }

    /// `value` with every object's members sorted by key.
    static func sorted(_ value: JSONValue) -> JSONValue {
        switch value {
        case .array(let list): return .array(list.map(sorted))
        case .object(let object):
            return .object(JSONObject(object.members.map { ($0.key, sorted($0.value)) }.sorted { $0.0 < $1.0 }))
        default: return value
        }
    }
}
