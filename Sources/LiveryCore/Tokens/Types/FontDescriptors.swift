extension TokenTypeDescriptor {
    /// `fontFamily`: a font name, or a list of names from most to least preferred.
    static let fontFamily = TokenTypeDescriptor(type: .fontFamily) { json, reader in
        switch json {
        case .string(let name):
            return .fontFamily([name])
        case .array(let elements) where !elements.isEmpty:
            var names: [String] = []
            for (index, element) in elements.enumerated() {
                guard case .string(let name) = element else {
                    reader.error(
                        "invalid fontFamily: element \(index) is \(element.kindDescription), expected a string",
                        member: "[\(index)]")
                    return nil
                }
                names.append(name)
            }
            return .fontFamily(names)
        default:
            reader.error(
                "invalid fontFamily: expected a font name or a non-empty list of names, found \(json.kindDescription)")
            return nil
        }
    }

    /// `fontWeight`: a number in 1…1000 or one of the keywords DTCG defines (case-sensitive).
    static let fontWeight = TokenTypeDescriptor(type: .fontWeight) { json, reader in
        switch json {
        case .number(let weight):
            guard weight.isFinite, (1...1000).contains(weight) else {
                reader.error(
                    "invalid fontWeight: \(weight.isFinite ? format(weight) : "a non-finite number") is outside 1…1000")
                return nil
            }
            return .fontWeight(weight)
        case .string(let keyword):
            guard let weight = fontWeightKeywords[keyword] else {
                reader.error(
                    "invalid fontWeight: '\(keyword)' is not a font weight keyword (thin … ultra-black, case-sensitive)"
                )
                return nil
            }
            return .fontWeight(weight)
        default:
            reader.error("invalid fontWeight: expected a number in 1…1000 or a keyword, found \(json.kindDescription)")
            return nil
        }
    }

    /// The keyword aliases DTCG 2025.10 defines for font weights.
    static let fontWeightKeywords: [String: Double] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300,
        "normal": 400, "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600,
        "bold": 700, "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900,
        "extra-black": 950, "ultra-black": 950,
    ]
}
