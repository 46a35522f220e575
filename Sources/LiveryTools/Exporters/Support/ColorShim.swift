import LiveryCore

// TEMPORARY: stands in for the color API of LiveryCore (Color+Conversion, +Gamut, +Hex) until it
// lands on main; delete this file on merge. Same names and meanings, but only the spaces the
// exporter tests use, and gamut mapping by clipping.

extension Color {
    func converted(to space: ColorSpaceID) -> Color {
        let xyz = ShimSpaces.toXYZ(self)
        return Color(space, components: ShimSpaces.fromXYZ(xyz, space), alpha: alpha)
    }

    func isInGamut(_ space: ColorSpaceID = .srgb) -> Bool {
        let c = converted(to: space).components
        return c.min() >= -1e-5 && c.max() <= 1 + 1e-5
    }

    func gamutMapped(to space: ColorSpaceID = .srgb) -> Color {
        let c = converted(to: space)
        return Color(space, components: c.components.clamped(lowerBound: .zero, upperBound: .one), alpha: alpha)
    }

    var hex: String {
        let c = gamutMapped(to: .srgb).components
        func byte(_ v: Double) -> String {
            let b = Int((min(max(v.isNaN ? 0 : v, 0), 1) * 255).rounded())
            let digits = Array("0123456789abcdef")
            return String([digits[b / 16], digits[b % 16]])
        }
        return "#" + byte(c.x) + byte(c.y) + byte(c.z) + (alpha < 1 ? byte(alpha) : "")
    }
}

private enum ShimSpaces {
    typealias M = (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)
    static let srgbToXYZ: M = (
        SIMD3(0.41239079926595934, 0.357584339383878, 0.1804807884018343),
        SIMD3(0.21263900587151027, 0.715168678767756, 0.07219231536073371),
        SIMD3(0.01933081871559182, 0.11919477979462598, 0.9505321522496607))
    static let xyzToSRGB: M = (
        SIMD3(3.2409699419045226, -1.537383177570094, -0.4986107602930034),
        SIMD3(-0.9692436362808796, 1.8759675015077202, 0.04155505740717559),
        SIMD3(0.05563007969699366, -0.20397695888897652, 1.0569715142428786))
    static let p3ToXYZ: M = (
        SIMD3(0.4865709486482162, 0.26566769316909306, 0.1982172852343625),
        SIMD3(0.2289745640697488, 0.6917385218365064, 0.079286914093745),
        SIMD3(0, 0.04511338185890264, 1.043944368900976))
    static let xyzToP3: M = (
        SIMD3(2.493496911941425, -0.9313836179191239, -0.40271078445071684),
        SIMD3(-0.8294889695615747, 1.7626640603183463, 0.023624685841943577),
        SIMD3(0.03584583024378447, -0.07617238926804182, 0.9568845240076872))

    static func mul(_ m: M, _ v: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3((m.0 * v).sum(), (m.1 * v).sum(), (m.2 * v).sum())
    }
    static func linear(_ v: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3((0..<3).map { i -> Double in
            let x = v[i]
            let s: Double = x < 0 ? -1 : 1
            let a = abs(x)
            return a <= 0.04045 ? x / 12.92 : s * Foundation_pow((a + 0.055) / 1.055, 2.4)
        })
    }
    static func gamma(_ v: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3((0..<3).map { i -> Double in
            let x = v[i]
            let s: Double = x < 0 ? -1 : 1
            let a = abs(x)
            return a <= 0.0031308 ? x * 12.92 : s * (1.055 * Foundation_pow(a, 1 / 2.4) - 0.055)
        })
    }
    static func toXYZ(_ c: Color) -> SIMD3<Double> {
        let v = SIMD3((0..<3).map { c.components[$0].isNaN ? 0 : c.components[$0] })
        switch c.space {
        case .srgb: return mul(srgbToXYZ, linear(v))
        case .srgbLinear: return mul(srgbToXYZ, v)
        case .displayP3: return mul(p3ToXYZ, linear(v))
        default: return mul(srgbToXYZ, linear(v))
        }
    }
    static func fromXYZ(_ xyz: SIMD3<Double>, _ space: ColorSpaceID) -> SIMD3<Double> {
        switch space {
        case .srgbLinear: return mul(xyzToSRGB, xyz)
        case .displayP3: return gamma(mul(xyzToP3, xyz))
        default: return gamma(mul(xyzToSRGB, xyz))
        }
    }
}

import Foundation
private func Foundation_pow(_ a: Double, _ b: Double) -> Double { pow(a, b) }
