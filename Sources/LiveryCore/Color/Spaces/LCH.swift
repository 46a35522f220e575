extension ColorSpace {
    /// CIE LCH: the cylindrical form of ``lab``. L 0–100, C ≥ 0, hue in degrees.
    /// The hue is missing when C ≤ 0.0015 (the CSS Color 4 sample code's threshold).
    static let lch = ColorSpace(
        id: .lch, name: "CIE LCH",
        components: [
            ColorComponent("L", .closed(0, 100)), ColorComponent("Chroma", .atLeast(0)),
            ColorComponent("Hue", .hue),
        ],
        base: .lab, gamut: nil,
        toBase: { Polar.fromPolar($0) }, fromBase: { Polar.toPolar($0, achromatic: 0.0015) })
}
