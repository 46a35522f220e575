extension TokenTypeDescriptor {
    /// `number`: any finite JSON number.
    static let number = TokenTypeDescriptor(type: .number) { json, reader in
        reader.finiteNumber(json, what: "number").map(TokenValue.number)
    }

    /// `cubicBezier`: `[x1, y1, x2, y2]` with both x in 0…1.
    static let cubicBezier = TokenTypeDescriptor(type: .cubicBezier) { json, reader in
        guard let literal = reader.substitutingPointers(in: json) else { return nil }
        guard case .array(let elements) = literal, elements.count == 4 else {
            reader.error(
                "invalid cubicBezier: expected an array of 4 numbers [x1, y1, x2, y2], found \(describeCount(literal))")
            return nil
        }
        let names = ["x1", "y1", "x2", "y2"]
        var numbers: [Double] = []
        for (index, element) in elements.enumerated() {
            guard let number = reader.finiteNumber(element, what: "cubicBezier \(names[index])") else { return nil }
            if index % 2 == 0 && !(0...1).contains(number) {
                reader.error("invalid cubicBezier: \(names[index]) = \(format(number)) is outside 0…1")
                return nil
            }
            numbers.append(number)
        }
        return .cubicBezier(CubicBezier(numbers[0], numbers[1], numbers[2], numbers[3]))
    }

    private static func describeCount(_ json: JSONValue) -> String {
        if case .array(let elements) = json { return "an array of \(elements.count)" }
        return json.kindDescription
    }
}
