extension TokenTypeDescriptor {
    /// `shadow`: one shadow object, or a list of shadow objects and references to shadow tokens
    /// (a referenced token contributes its layers).
    static let shadow = TokenTypeDescriptor(type: .shadow) { json, reader in
        guard case .array(let elements) = json else {
            return readLayer(json, reader: &reader).map { .shadow([$0]) }
        }
        return reader.list(elements, of: .shadow, literal: { readLayer($0, reader: &$1) }, referenced: \.shadows)
            .map(TokenValue.shadow)
    }

    private static func readLayer(_ json: JSONValue, reader: inout ValueReader) -> Shadow? {
        guard let object = reader.object(json, of: .shadow) else { return nil }
        reader.checkMembers(object, allowed: ["color", "offsetX", "offsetY", "blur", "spread", "inset"], of: .shadow)
        let color = reader.member(object, "color", as: .color)?.color
        let offsetX = reader.member(object, "offsetX", as: .dimension)?.dimension
        let offsetY = reader.member(object, "offsetY", as: .dimension)?.dimension
        let blur = reader.member(object, "blur", as: .dimension)?.dimension
        let spread = reader.member(object, "spread", as: .dimension)?.dimension
        var inset = false
        if let insetJSON = object["inset"] {
            guard case .bool(let flag) = insetJSON else {
                reader.error("inset: must be a boolean, found \(insetJSON.kindDescription)")
                return nil
            }
            inset = flag
        }
        guard let color, let offsetX, let offsetY, let blur, let spread else { return nil }
        return Shadow(color: color, offsetX: offsetX, offsetY: offsetY, blur: blur, spread: spread, inset: inset)
    }
}
