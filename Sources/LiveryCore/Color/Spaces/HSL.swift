extension ColorSpace {
    /// HSL: a cylindrical model of sRGB. Hue in degrees, saturation and lightness 0–100 (DTCG units).
    static let hsl = ColorSpace(
        id: .hsl, name: "HSL",
        components: [
            ColorComponent("Hue", .hue), ColorComponent("Saturation", .closed(0, 100)),
            ColorComponent("Lightness", .closed(0, 100)),
        ],
        base: .srgb, gamut: .srgb, toBase: HSLMath.hslToSRGB, fromBase: HSLMath.srgbToHSL)
}

/// The HSL ↔ sRGB formulas of CSS Color 4 §7, with components in DTCG units.
enum HSLMath {
    /// Below this spread between the largest and smallest sRGB channel a color is achromatic.
    static let achromatic = 1e-12

    /// `[h, s, l]` (degrees, 0–100, 0–100) → sRGB.
    @Sendable static func hslToSRGB(_ hsl: SIMD3<Double>) -> SIMD3<Double> {
        let hue = Polar.normalizedHue(hsl.x)
        let s = hsl.y / 100
        let l = hsl.z / 100
        let a = s * Swift.min(l, 1 - l)
        func channel(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            return l - a * Swift.max(-1, Swift.min(k - 3, 9 - k, 1))
        }
        return SIMD3(channel(0), channel(8), channel(4))
    }

    /// sRGB → `[h, s, l]`; the hue is missing (NaN) for achromatic colors. Out-of-gamut input
    /// that would give a negative saturation is expressed with the opposite hue instead.
    @Sendable static func srgbToHSL(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
        let maximum = rgb.max()
        let minimum = rgb.min()
        let lightness = (maximum + minimum) / 2
        let spread = maximum - minimum
        guard spread > achromatic else { return SIMD3(.nan, 0, lightness * 100) }
        let denominator = Swift.min(lightness, 1 - lightness)
        var saturation = denominator == 0 ? 0 : (maximum - lightness) / denominator
        var hue = hueOf(rgb, maximum: maximum, spread: spread)
        if saturation < 0 {
            hue += 180
            saturation = -saturation
        }
        return SIMD3(Polar.normalizedHue(hue), saturation * 100, lightness * 100)
    }

    /// The hue angle (degrees) of an sRGB color whose channels differ.
    static func hueOf(_ rgb: SIMD3<Double>, maximum: Double, spread: Double) -> Double {
        let (r, g, b) = (rgb.x, rgb.y, rgb.z)
        let sector: Double
        if maximum == r {
            sector = (g - b) / spread + (g < b ? 6 : 0)
        } else if maximum == g {
            sector = (b - r) / spread + 2
        } else {
            sector = (r - g) / spread + 4
        }
        return Polar.normalizedHue(sector * 60)
    }
}
