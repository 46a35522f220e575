extension ColorSpace {
    /// HWB: hue, whiteness and blackness, a cylindrical model of sRGB (CSS Color 4 §8).
    /// Whiteness and blackness are 0–100 (DTCG units).
    static let hwb = ColorSpace(
        id: .hwb, name: "HWB",
        components: [
            ColorComponent("Hue", .hue), ColorComponent("Whiteness", .closed(0, 100)),
            ColorComponent("Blackness", .closed(0, 100)),
        ],
        base: .srgb, gamut: .srgb, toBase: HWBMath.hwbToSRGB, fromBase: HWBMath.srgbToHWB)
}

/// The HWB ↔ sRGB formulas of CSS Color 4 §8, with components in DTCG units.
enum HWBMath {
    /// `[h, w, b]` → sRGB. When whiteness + blackness ≥ 100 the color is the grey w / (w + b).
    @Sendable static func hwbToSRGB(_ hwb: SIMD3<Double>) -> SIMD3<Double> {
        let white = hwb.y / 100
        let black = hwb.z / 100
        if white + black >= 1 {
            let grey = white / (white + black)
            return SIMD3(repeating: grey)
        }
        let pure = HSLMath.hslToSRGB(SIMD3(hwb.x, 100, 50))
        return pure * (1 - white - black) + white
    }

    /// sRGB → `[h, w, b]`; the hue is missing (NaN) for achromatic colors.
    @Sendable static func srgbToHWB(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
        let maximum = rgb.max()
        let minimum = rgb.min()
        let spread = maximum - minimum
        let hue = spread > HSLMath.achromatic ? HSLMath.hueOf(rgb, maximum: maximum, spread: spread) : .nan
        return SIMD3(hue, minimum * 100, (1 - maximum) * 100)
    }
}
