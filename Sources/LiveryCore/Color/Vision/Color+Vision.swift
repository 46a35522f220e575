extension Color {
    /// This color as a dichromat with `deficiency` sees it, in sRGB (alpha kept).
    ///
    /// The simulation runs in linear sRGB (see ``ColorVisionDeficiency``: Viénot et al. 1999
    /// for protanopia and deuteranopia, Brettel et al. 1997 for tritanopia); channels are
    /// clamped to the sRGB gamut. Grays are unchanged.
    ///
    /// ```swift
    /// Color(.srgb, 0.5, 0.5, 0.5).simulated(.deuteranopia).hex   // "#808080"
    /// ```
    public func simulated(_ deficiency: ColorVisionDeficiency) -> Color {
        let linear = converted(to: .srgbLinear).componentsWithMissingAsZero
        let seen = DichromacySimulation.of(deficiency).apply(linear)
            .clamped(lowerBound: SIMD3(repeating: 0), upperBound: SIMD3(repeating: 1))
        return Color(.srgbLinear, components: seen, alpha: alpha).converted(to: .srgb)
    }
}

extension Color {
    /// This color adjusted so a dichromat with `deficiency` tells it apart better
    /// ("daltonization", after Fidaner, Lin & Ozguven 2005, *Analysis of Color Blindness*):
    /// the part of the color the dichromat misses (the color minus its simulation) is added
    /// back along channels they still see. For protanopia and deuteranopia the red–green
    /// error goes into green and blue; for tritanopia the blue–yellow error into red and green.
    /// Works in linear sRGB; the result is clamped to sRGB, alpha kept.
    ///
    /// ```swift
    /// Color(.srgb, 0.5, 0.5, 0.5).daltonized(for: .protanopia).hex   // "#808080": grays stay
    /// ```
    public func daltonized(for deficiency: ColorVisionDeficiency) -> Color {
        let linear = converted(to: .srgbLinear).componentsWithMissingAsZero
        let error = linear - DichromacySimulation.of(deficiency).apply(linear)
        let shift = deficiency == .tritanopia ? Self.tritanShift : Self.redGreenShift
        let adjusted = (linear + shift * error).clamped(
            lowerBound: SIMD3(repeating: 0), upperBound: SIMD3(repeating: 1))
        return Color(.srgbLinear, components: adjusted, alpha: alpha).converted(to: .srgb)
    }

    /// Fidaner et al.'s error shift for red–green dichromats: the error moves into G and B.
    static let redGreenShift = Matrix3([0, 0, 0], [0.7, 1, 0], [0.7, 0, 1])
    /// The same construction for tritanopes: the error moves into R and G.
    static let tritanShift = Matrix3([1, 0, 0.7], [0, 1, 0.7], [0, 0, 0])
}
