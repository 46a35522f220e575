extension ColorSpace {
    /// sRGB (IEC 61966-2-1): linear sRGB through the sRGB transfer curve. Hex colors live here.
    static let srgb = ColorSpace(
        id: .srgb, name: "sRGB", components: rgbComponents, base: .srgbLinear, gamut: .srgb,
        toBase: { TransferFunction.sRGB.toLinear($0) }, fromBase: { TransferFunction.sRGB.fromLinear($0) })
}
