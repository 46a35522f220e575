extension ColorSpace {
    /// CIE XYZ relative to D50, reached from D65 by Bradford chromatic adaptation.
    ///
    /// Components as in ``xyzD65``: non-negative, unbounded above.
    static let xyzD50 = ColorSpace(
        id: .xyzD50, name: "XYZ D50", components: xyzComponents, base: .xyzD65, gamut: nil,
        toBase: { ChromaticAdaptation.d50ToD65 * $0 }, fromBase: { ChromaticAdaptation.d65ToD50 * $0 })
}
