extension ColorSpace {
    /// OKLCH: the cylindrical form of ``oklab``. L 0–1, C ≥ 0, hue in degrees.
    /// The hue is missing when C ≤ 0.000004 (the CSS Color 4 sample code's threshold).
    static let oklch = ColorSpace(
        id: .oklch, name: "OKLCH",
        components: [
            ColorComponent("L", .closed(0, 1)), ColorComponent("Chroma", .atLeast(0)), ColorComponent("Hue", .hue),
        ],
        base: .oklab, gamut: nil,
        toBase: { Polar.fromPolar($0) }, fromBase: { Polar.toPolar($0, achromatic: 0.000004) })
}
