import LiveryCore

/// Color spellings the imported formats use, read into ``Color`` values, and the DTCG color
/// object they are written as.
enum ColorText {
    /// A CSS-order hex color: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, the `#` optional.
    static func hex(_ text: String) -> Color? {
        let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
        guard [3, 4, 6, 8].contains(digits.count) else { return nil }
        var values: [Double] = []
        let characters = Array(digits)
        let width = digits.count <= 4 ? 1 : 2
        for start in stride(from: 0, to: characters.count, by: width) {
            guard let byte = UInt8(String(characters[start..<start + width]), radix: 16),
                characters[start..<start + width].allSatisfy(\.isASCII)
            else { return nil }
            values.append(Double(width == 1 ? byte * 17 : byte) / 255)
        }
        return Color(.srgb, values[0], values[1], values[2], alpha: values.count == 4 ? values[3] : 1)
    }

    /// An Android color: `#RGB`, `#ARGB`, `#RRGGBB` or `#AARRGGBB` — alpha comes first.
    static func androidHex(_ text: String) -> Color? {
        guard text.hasPrefix("#") else { return nil }
        let digits = Array(text.dropFirst())
        switch digits.count {
        case 3, 6: return hex(text)
        case 4: return hex(String(digits[1...]) + String(digits[0]))
        case 8: return hex(String(digits[2...]) + String(digits[0..<2]))
        default: return nil
        }
    }

    /// The DTCG 2025.10 color object: `colorSpace`, `components`, `alpha` when below 1, and the
    /// `hex` fallback for sRGB colors.
    static func dtcg(_ color: Color) -> JSONValue {
        var object = JSONObject()
        object["colorSpace"] = .string(color.space.rawValue)
        object["components"] = .array((0..<3).map { i in
            let c = color.components[i]
            return c.isNaN ? .string("none") : .number(c)
        })
        if color.alpha < 1 { object["alpha"] = .number(color.alpha) }
        if color.space == .srgb { object["hex"] = .string(opaqueHex(color)) }
        return .object(object)
    }

    /// `#rrggbb` of an sRGB color, channels clamped and rounded to 8 bits.
    static func opaqueHex(_ color: Color) -> String {
        let digits = Array("0123456789abcdef")
        var text = "#"
        for i in 0..<3 {
            let c = color.components[i]
            let byte = Int(((c.isNaN ? 0 : Swift.min(Swift.max(c, 0), 1)) * 255).rounded())
            text.append(digits[byte / 16])
            text.append(digits[byte % 16])
        }
        return text
    }
}
