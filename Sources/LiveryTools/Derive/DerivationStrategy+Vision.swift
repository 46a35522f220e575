import LiveryCore

extension DerivationStrategy {
    /// A color-vision-deficiency variant of the source context: each color daltonized for
    /// `deficiency` (`Color.daltonized(for:)`), lightness kept from the source
    /// so surfaces and text stay where they were; pairs then move what still falls short.
    public static func vision(_ deficiency: ColorVisionDeficiency) -> DerivationStrategy {
        DerivationStrategy(
            id: deficiency.rawValue, summary: "\(deficiency.rawValue) variant: colors a dichromat tells apart"
        ) { c in
            let adjusted = OKLCHValue(c.srgb(alpha: 1).daltonized(for: deficiency))
            return OKLCHValue(l: c.l, c: adjusted.c, h: adjusted.c < 1e-6 ? c.h : adjusted.h)
        }
    }

    /// One variant per deficiency: `protanopia`, `deuteranopia`, `tritanopia`.
    public static let visionStrategies: [DerivationStrategy] = ColorVisionDeficiency.allCases.map(vision)
}
