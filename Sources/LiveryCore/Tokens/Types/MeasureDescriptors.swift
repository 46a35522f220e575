extension TokenTypeDescriptor {
    /// `dimension`: `{"value": 16, "unit": "px"}` with unit `px` or `rem`.
    static let dimension = TokenTypeDescriptor(type: .dimension) { json, reader in
        readMeasure(json, as: .dimension, units: Dimension.Unit.self, reader: &reader).map {
            .dimension(Dimension($0.value, $0.unit))
        }
    }

    /// `duration`: `{"value": 200, "unit": "ms"}` with unit `ms` or `s`.
    static let duration = TokenTypeDescriptor(type: .duration) { json, reader in
        readMeasure(json, as: .duration, units: TokenDuration.Unit.self, reader: &reader).map {
            .duration(TokenDuration($0.value, $0.unit))
        }
    }

    /// The largest magnitude a measure may have, whatever its unit: a million points (or
    /// rem, sixteen million points) is far past any screen, and a million seconds (or
    /// milliseconds) past any animation, yet every conversion stays finite (a server's
    /// `1e308 rem` would otherwise become +∞ points).
    static let magnitudeLimit: [TokenType: Double] = [.dimension: 1_000_000, .duration: 1_000_000]

    /// A `{value, unit}` object; the default mode also accepts `"16px"` with a warning.
    private static func readMeasure<Unit: RawRepresentable & CaseIterable>(
        _ json: JSONValue, as type: TokenType, units: Unit.Type, reader: inout ValueReader
    ) -> (value: Double, unit: Unit)? where Unit.RawValue == String {
        let unitList = Unit.allCases.map(\.rawValue).joined(separator: " or ")
        switch json {
        case .object:
            guard let literal = reader.substitutingPointers(in: json), case .object(let object) = literal else {
                return nil
            }
            reader.checkMembers(object, allowed: ["value", "unit"], of: type)
            guard let valueJSON = object["value"] else {
                reader.error("invalid \(type.name): missing 'value'")
                return nil
            }
            guard let value = reader.finiteNumber(valueJSON, what: "\(type.name) value") else { return nil }
            if let limit = magnitudeLimit[type], abs(value) > limit {
                reader.error(
                    "invalid \(type.name): value \(format(value)) is outside ±\(format(limit)) (no layout or animation uses one this large; it would overflow once converted)",
                    member: "value")
                return nil
            }
            guard let unitJSON = object["unit"] else {
                reader.error("invalid \(type.name): missing 'unit' (\(unitList); required even when the value is 0)")
                return nil
            }
            guard case .string(let unitName) = unitJSON, let unit = Unit(rawValue: unitName) else {
                reader.error("invalid \(type.name): unit \(describe(unitJSON)) is not \(unitList)", member: "unit")
                return nil
            }
            return (value, unit)
        case .string(let text):
            guard reader.mode == .default, let parsed = parseString(text, units: Unit.self) else {
                reader.error("invalid \(type.name): expected {\"value\": …, \"unit\": \(unitList)}, found \"\(text)\"")
                return nil
            }
            if let limit = magnitudeLimit[type], abs(parsed.value) > limit {
                reader.error("invalid \(type.name): value \(format(parsed.value)) is outside ±\(format(limit))")
                return nil
            }
            reader.tolerated(
                "\(type.name) written as a string \"\(text)\"; DTCG 2025.10 expects {\"value\": \(format(parsed.value)), \"unit\": \"\(parsed.unit.rawValue)\"}"
            )
            return parsed
        default:
            reader.error(
                "invalid \(type.name): expected {\"value\": …, \"unit\": \(unitList)}, found \(json.kindDescription)")
            return nil
        }
    }

    private static func parseString<Unit: RawRepresentable>(
        _ text: String, units: Unit.Type
    ) -> (value: Double, unit: Unit)?
    where Unit.RawValue == String {
        guard let start = text.firstIndex(where: \.isLetter) else { return nil }
        guard let value = Double(text[..<start]), value.isFinite, let unit = Unit(rawValue: String(text[start...]))
        else {
            return nil
        }
        return (value, unit)
    }

    private static func describe(_ json: JSONValue) -> String {
        if case .string(let text) = json { return "'\(text)'" }
        return json.kindDescription
    }

    static func format(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }
}
