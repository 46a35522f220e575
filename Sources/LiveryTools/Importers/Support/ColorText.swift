import LiveryCore

/// Color spellings the imported formats use, read into ``Color`` values, and the DTCG color
/// object they are written as.
enum ColorText {
    /// A CSS-order hex color: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, the `#` optional.
    static func hex(_ text: String) -> Color? {
        try? Color(hex: text)
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

    /// Spaces tried, in order, for a color whose components lie outside its own space's
    /// DTCG range (extended sRGB from an asset catalog): wider RGB gamuts, then OKLab.
    static let widerSpaces: [ColorSpaceID] = [.displayP3, .rec2020, .oklab, .xyzD65]

    /// The color as DTCG can write it: unchanged when its components are within its space's
    /// range, else the same color in the first of ``widerSpaces`` that holds it.
    static func representable(_ color: Color) -> Color {
        if (try? Color(dtcg: color.dtcg)) != nil { return color }
        for space in widerSpaces {
            let converted = color.converted(to: space)
            if (try? Color(dtcg: converted.dtcg)) != nil { return converted }
        }
        return color.gamutMapped(to: color.space)
    }

    /// The DTCG 2025.10 color object: `colorSpace`, `components`, `alpha` when below 1, and the
    /// `hex` fallback — for colors outside sRGB, the gamut-mapped sRGB approximation.
    static func dtcg(_ color: Color) -> JSONValue {
        guard case .object(var object) = color.dtcg else { return color.dtcg }
        if object["hex"] == nil { object["hex"] = .string(color.opaqueHex) }
        return .object(object)
    }
}
