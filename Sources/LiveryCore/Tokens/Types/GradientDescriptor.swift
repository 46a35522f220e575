extension TokenTypeDescriptor {
    /// `gradient`: a list of `{color, position}` stops and references to gradient tokens.
    /// Positions outside 0…1 are clamped, as the format specifies.
    static let gradient = TokenTypeDescriptor(type: .gradient) { json, reader in
        guard case .array(let elements) = json else {
            reader.error("invalid gradient: expected an array of stops, found \(json.kindDescription)")
            return nil
        }
        guard !elements.isEmpty else {
            // The 2025.10 schema's gradient value has `minItems: 1`.
            reader.error("invalid gradient: a gradient needs at least one stop, found []")
            return nil
        }
        return reader.list(elements, of: .gradient, literal: { readStop($0, reader: &$1) }, referenced: \.gradientStops)
            .map(TokenValue.gradient)
    }

    private static func readStop(_ json: JSONValue, reader: inout ValueReader) -> GradientStop? {
        guard let object = reader.object(json, of: .gradient) else { return nil }
        reader.checkMembers(object, allowed: ["color", "position"], of: .gradient)
        let color = reader.member(object, "color", as: .color)?.color
        let position = reader.member(object, "position", as: .number)?.number
        guard let color, let position else { return nil }
        return GradientStop(color: color, position: min(max(position, 0), 1))
    }
}
