extension Color {
    /// How far outside 0…1 an RGB component may stray and still count as in gamut, absorbing
    /// the rounding of conversions and of values written with a few decimals.
    public static let gamutEpsilon = 1e-5

    /// Whether the color lies within the gamut of `space` (its RGB unit cube; HSL and HWB
    /// use sRGB's). Spaces without gamut limits (Lab, OKLab, XYZ) contain every color.
    public func isInGamut(_ space: ColorSpaceID = .srgb) -> Bool {
        guard let gamut = Self.gamut(of: space) else { return true }
        let rgb = converted(to: gamut).componentsWithMissingAsZero
        let low = -Self.gamutEpsilon
        let high = 1 + Self.gamutEpsilon
        return rgb.min() >= low && rgb.max() <= high
    }

    /// The color brought into the gamut of `space` and expressed in `space`.
    ///
    /// Implements the CSS Color 4 §13.2 algorithm: lightness ≥ 1 gives white and ≤ 0 black;
    /// otherwise chroma is reduced by binary search in OKLCH, hue and lightness kept, until
    /// clipping the candidate to the RGB cube moves it by just under one JND (deltaEOK 0.02).
    /// Spaces without gamut limits return the plain conversion; alpha is kept.
    ///
    /// ```swift
    /// Color(.oklch, 0.7, 0.4, 150).gamutMapped(to: .srgb).isInGamut(.srgb)   // true
    /// ```
    public func gamutMapped(to space: ColorSpaceID = .srgb) -> Color {
        guard let gamut = Self.gamut(of: space) else { return converted(to: space) }
        // A color of an RGB space already inside it (most tokens: sRGB into sRGB) is what the
        // mapper would return: itself, pulled onto the cube.
        if self.space == space, gamut == space, isInGamut(space) { return pulledOntoUnitCube() }
        let mapped = GamutMapper(destination: gamut).map(self)
        return mapped.converted(to: space)
    }

    /// The space whose unit cube bounds `space` (``ColorSpace/gamut``); sRGB, its own gamut and
    /// the one most asked about, without a registry lookup.
    static func gamut(of space: ColorSpaceID) -> ColorSpaceID? {
        space == .srgb ? .srgb : space.definition.gamut
    }

    /// Each component of an RGB color clamped to 0…1 (missing components read as 0).
    func clippedToUnitCube() -> Color {
        let clamped = componentsWithMissingAsZero.clamped(
            lowerBound: SIMD3(repeating: 0), upperBound: SIMD3(repeating: 1))
        return Color(space, components: clamped, alpha: alpha)
    }

    /// Each present component clamped to 0…1; missing (NaN) components stay missing.
    func pulledOntoUnitCube() -> Color {
        var result = self
        for i in 0..<3 where !components[i].isNaN {
            result.components[i] = Swift.min(Swift.max(components[i], 0), 1)
        }
        return result
    }

    /// The Euclidean distance between two colors in OKLab (CSS Color 4 deltaEOK).
    public func deltaEOK(_ other: Color) -> Double {
        let a = converted(to: .oklab).componentsWithMissingAsZero
        let b = other.converted(to: .oklab).componentsWithMissingAsZero
        let d = a - b
        return (d * d).sum().squareRoot()
    }
}
