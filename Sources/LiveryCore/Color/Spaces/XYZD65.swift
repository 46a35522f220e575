extension ColorSpace {
    /// CIE XYZ relative to D65: the hub every other space reaches through its chain of bases.
    ///
    /// The DTCG table gives 0–1 for X, Y and Z, but D65 white itself has Z ≈ 1.089, so Livery
    /// reads only the physical bound: components are non-negative.
    static let xyzD65 = ColorSpace(
        id: .xyzD65, name: "XYZ D65", components: xyzComponents, base: nil, gamut: nil,
        toBase: { $0 }, fromBase: { $0 })

    /// X, Y, Z: non-negative.
    static let xyzComponents = [
        ColorComponent("X", .atLeast(0)), ColorComponent("Y", .atLeast(0)), ColorComponent("Z", .atLeast(0)),
    ]
}
