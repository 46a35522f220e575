import Foundation
import LiveryCore

// TEMPORARY: stands in for the color helper's API (branch `color`) until it lands on main,
// so this branch compiles and its tests run. Deleted when main provides these members.
// Only sRGB, linear sRGB, OKLab and OKLCH are converted; other spaces read as sRGB.

struct PendingColorError: Error, CustomStringConvertible {
    var description: String
}

extension Color {
    init(hex: String) throws(PendingColorError) {
        let digits = hex.hasPrefix("#") ? hex.dropFirst() : Substring(hex)
        var values: [Int] = []
        for character in digits {
            guard let value = character.hexDigitValue, character.isASCII else {
                throw PendingColorError(description: "hex color \"\(hex)\" is not valid")
            }
            values.append(value)
        }
        let channels: [Double]
        switch values.count {
        case 3, 4: channels = values.map { Double($0 * 17) / 255 }
        case 6, 8:
            channels = stride(from: 0, to: values.count, by: 2).map { Double(values[$0] * 16 + values[$0 + 1]) / 255 }
        default: throw PendingColorError(description: "hex color \"\(hex)\" is not valid")
        }
        self.init(.srgb, channels[0], channels[1], channels[2], alpha: channels.count == 4 ? channels[3] : 1)
    }

    init(dtcg: JSONValue) throws(PendingColorError) {
        if let text = dtcg.stringValue {
            try self.init(hex: text)
            return
        }
        guard let name = dtcg["colorSpace"]?.stringValue, let space = ColorSpaceID(rawValue: name),
            let parts = dtcg["components"]?.arrayValue, parts.count == 3
        else { throw PendingColorError(description: "not a DTCG color") }
        let c = parts.map { $0.numberValue ?? .nan }
        self.init(space, c[0], c[1], c[2], alpha: dtcg["alpha"]?.numberValue ?? 1)
    }

    var dtcg: JSONValue {
        let c = componentsWithZero
        var object = JSONObject()
        object["colorSpace"] = .string(space.rawValue)
        object["components"] = .array([.number(c.x), .number(c.y), .number(c.z)])
        if alpha < 1 { object["alpha"] = .number(alpha) }
        object["hex"] = .string(String(hex.prefix(7)))
        return .object(object)
    }

    var hex: String {
        let rgb = gamutMapped(to: .srgb).componentsWithZero
        func byte(_ v: Double) -> String {
            let b = Int((Swift.min(Swift.max(v, 0), 1) * 255).rounded())
            let d = Array("0123456789abcdef")
            return String([d[b / 16], d[b % 16]])
        }
        var text = "#" + byte(rgb.x) + byte(rgb.y) + byte(rgb.z)
        if alpha < 1 { text += byte(alpha) }
        return text
    }

    private var componentsWithZero: SIMD3<Double> {
        SIMD3(components.x.isNaN ? 0 : components.x, components.y.isNaN ? 0 : components.y,
            components.z.isNaN ? 0 : components.z)
    }

    func converted(to target: ColorSpaceID) -> Color {
        guard target != space else { return self }
        let linear = Self.toLinear(self)
        switch target {
        case .srgbLinear: return Color(.srgbLinear, components: linear, alpha: alpha)
        case .oklab: return Color(.oklab, components: Self.linearToOKLab(linear), alpha: alpha)
        case .oklch:
            let lab = Self.linearToOKLab(linear)
            let c = (lab.y * lab.y + lab.z * lab.z).squareRoot()
            var h = atan2(lab.z, lab.y) * 180 / .pi
            if h < 0 { h += 360 }
            return Color(.oklch, lab.x, c, c < 1e-7 ? .nan : h, alpha: alpha)
        default:
            return Color(.srgb, components: SIMD3(Self.encode(linear.x), Self.encode(linear.y), Self.encode(linear.z)),
                alpha: alpha)
        }
    }

    private static func toLinear(_ color: Color) -> SIMD3<Double> {
        let c = color.componentsWithZero
        switch color.space {
        case .srgbLinear: return c
        case .oklab: return oklabToLinear(c)
        case .oklch:
            let h = c.z * .pi / 180
            return oklabToLinear(SIMD3(c.x, c.y * cos(h), c.y * sin(h)))
        default: return SIMD3(decode(c.x), decode(c.y), decode(c.z))
        }
    }

    private static func decode(_ v: Double) -> Double {
        let a = abs(v)
        let r = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
        return v < 0 ? -r : r
    }

    private static func encode(_ v: Double) -> Double {
        let a = abs(v)
        let r = a <= 0.0031308 ? a * 12.92 : 1.055 * pow(a, 1 / 2.4) - 0.055
        return v < 0 ? -r : r
    }

    private static func linearToOKLab(_ c: SIMD3<Double>) -> SIMD3<Double> {
        let l = cbrt(0.4122214708 * c.x + 0.5363325363 * c.y + 0.0514459929 * c.z)
        let m = cbrt(0.2119034982 * c.x + 0.6806995451 * c.y + 0.1073969566 * c.z)
        let s = cbrt(0.0883024619 * c.x + 0.2817188376 * c.y + 0.6299787005 * c.z)
        return SIMD3(
            0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
            1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
            0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)
    }

    private static func oklabToLinear(_ c: SIMD3<Double>) -> SIMD3<Double> {
        let l = pow(c.x + 0.3963377774 * c.y + 0.2158037573 * c.z, 3)
        let m = pow(c.x - 0.1055613458 * c.y - 0.0638541728 * c.z, 3)
        let s = pow(c.x - 0.0894841775 * c.y - 1.2914855480 * c.z, 3)
        return SIMD3(
            4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
            -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
            -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s)
    }

    func isInGamut(_ target: ColorSpaceID) -> Bool {
        let c = converted(to: .srgb).components
        let e = 1e-6
        return (0 - e...1 + e).contains(c.x) && (0 - e...1 + e).contains(c.y) && (0 - e...1 + e).contains(c.z)
    }

    func gamutMapped(to target: ColorSpaceID) -> Color {
        if isInGamut(.srgb) { return converted(to: .srgb) }
        let lch = converted(to: .oklch)
        var low = 0.0
        var high = lch.components.y.isNaN ? 0 : lch.components.y
        let l = lch.components.x
        let h = lch.components.z.isNaN ? 0 : lch.components.z
        if l >= 1 { return Color(.srgb, 1, 1, 1, alpha: alpha) }
        if l <= 0 { return Color(.srgb, 0, 0, 0, alpha: alpha) }
        for _ in 0..<30 {
            let mid = (low + high) / 2
            if Color(.oklch, l, mid, h, alpha: alpha).isInGamut(.srgb) { low = mid } else { high = mid }
        }
        let c = Color(.oklch, l, low, h, alpha: alpha).converted(to: .srgb).components
        return Color(.srgb, Swift.min(Swift.max(c.x, 0), 1), Swift.min(Swift.max(c.y, 0), 1),
            Swift.min(Swift.max(c.z, 0), 1), alpha: alpha)
    }

    var relativeLuminance: Double {
        let c = converted(to: .srgbLinear).components
        return 0.2126 * c.x + 0.7152 * c.y + 0.0722 * c.z
    }

    func composited(over backdrop: Color) -> Color {
        let top = converted(to: .srgb).components
        let bottom = backdrop.converted(to: .srgb).components
        let a = alpha + backdrop.alpha * (1 - alpha)
        guard a > 0 else { return Color(.srgb, 0, 0, 0, alpha: 0) }
        let mixed = (top * alpha + bottom * backdrop.alpha * (1 - alpha)) / a
        return Color(.srgb, components: mixed, alpha: a)
    }

    static func contrastRatio(_ foreground: Color, _ background: Color, backdrop: Color? = nil) -> Double {
        var bg = background
        if let backdrop { bg = bg.composited(over: backdrop) }
        if bg.alpha < 1 { bg = bg.composited(over: Color(.srgb, 1, 1, 1)) }
        let fg = foreground.alpha < 1 ? foreground.composited(over: bg) : foreground
        let a = fg.relativeLuminance
        let b = bg.relativeLuminance
        return (Swift.max(a, b) + 0.05) / (Swift.min(a, b) + 0.05)
    }
}
