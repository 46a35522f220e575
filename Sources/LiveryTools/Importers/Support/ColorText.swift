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

extension ColorText {
    /// A CSS color as design tools write them: a hex color, `rgb()`/`rgba()` (numbers 0–255 or
    /// percentages, commas or spaces, an optional alpha as a number or percentage) or
    /// `hsl()`/`hsla()`; sRGB. `nil` for anything else.
    static func css(_ text: String) -> Color? {
        let trimmed = text.trimmingSpaces
        if trimmed.hasPrefix("#") { return hex(trimmed) }
        let lower = trimmed.lowercased()
        guard let open = lower.firstIndex(of: "("), lower.hasSuffix(")") else { return nil }
        let function = String(lower[..<open])
        let inner = lower[lower.index(after: open)..<lower.index(before: lower.endIndex)]
        let parts = inner.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "/" }).map(String.init)
        guard parts.count == 3 || parts.count == 4 else { return nil }
        let alpha: Double
        if parts.count == 4 {
            guard let a = fraction(parts[3]) else { return nil }
            alpha = a
        } else {
            alpha = 1
        }
        guard (0...1).contains(alpha) else { return nil }
        switch function {
        case "rgb", "rgba":
            var channels: [Double] = []
            for part in parts.prefix(3) {
                let value: Double?
                if part.hasSuffix("%") {
                    value = Double(part.dropLast()).map { $0 / 100 }
                } else {
                    value = Double(part).map { $0 / 255 }
                }
                guard let value, (0...1).contains(value) else { return nil }
                channels.append(value)
            }
            return Color(.srgb, channels[0], channels[1], channels[2], alpha: alpha)
        case "hsl", "hsla":
            guard let hue = Double(parts[0].replacingOccurrences(of: "deg", with: "")),
                let saturation = percent(parts[1]), let lightness = percent(parts[2]), hue.isFinite
            else { return nil }
            return Color(
                .hsl, hue.truncatingRemainder(dividingBy: 360), saturation * 100, lightness * 100, alpha: alpha
            )
            .converted(to: .srgb)
        default:
            return nil
        }
    }

    /// `50%` → 0.5, `0.5` → 0.5.
    private static func fraction(_ text: String) -> Double? {
        if text.hasSuffix("%") { return Double(text.dropLast()).map { $0 / 100 } }
        return Double(text)
    }

    /// `50%` → 0.5; a percentage is required.
    private static func percent(_ text: String) -> Double? {
        guard text.hasSuffix("%"), let value = Double(text.dropLast()), (0...100).contains(value) else { return nil }
        return value / 100
    }
}
