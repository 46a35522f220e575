import Foundation

/// Rectangular ↔ cylindrical coordinates for the LCH-style spaces (lightness, chroma, hue).
enum Polar {
    /// `[L, a, b]` → `[L, C, h]`, h in degrees in 0..<360; h is missing (NaN) when C ≤ `achromatic`.
    static func toPolar(_ lab: SIMD3<Double>, achromatic: Double) -> SIMD3<Double> {
        let chroma = (lab.y * lab.y + lab.z * lab.z).squareRoot()
        let hue = chroma <= achromatic ? Double.nan : normalizedHue(atan2(lab.z, lab.y) * 180 / .pi)
        return SIMD3(lab.x, chroma, hue)
    }

    /// `[L, C, h]` → `[L, a, b]`.
    static func fromPolar(_ lch: SIMD3<Double>) -> SIMD3<Double> {
        let radians = lch.z * .pi / 180
        return SIMD3(lch.x, lch.y * cos(radians), lch.y * sin(radians))
    }

    /// `degrees` brought into 0..<360.
    static func normalizedHue(_ degrees: Double) -> Double {
        let h = degrees.truncatingRemainder(dividingBy: 360)
        let positive = h < 0 ? h + 360 : h
        return positive >= 360 ? 0 : positive
    }
}
