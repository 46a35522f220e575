extension ColorSpace {
    /// Linear-light sRGB: the sRGB primaries and D65 white without the transfer curve.
    static let srgbLinear = ColorSpace.linearRGB(
        id: .srgbLinear, name: "sRGB linear", base: .xyzD65, gamut: .srgbLinear,
        toXYZ: RGBPrimaries.sRGBToXYZ, fromXYZ: RGBPrimaries.xyzToSRGB)
}

extension RGBPrimaries {
    /// Linear sRGB → XYZ D65. CSS Color 4 `lin_sRGB_to_XYZ`: exact rationals derived from the
    /// sRGB primaries and D65 white (x 0.3127, y 0.3290).
    static let sRGBToXYZ = Matrix3(
        [506752.0 / 1228815, 87881.0 / 245763, 12673.0 / 70218],
        [87098.0 / 409605, 175762.0 / 245763, 12673.0 / 175545],
        [7918.0 / 409605, 87881.0 / 737289, 1001167.0 / 1053270]
    )

    /// XYZ D65 → linear sRGB. CSS Color 4 `XYZ_to_lin_sRGB`: the exact inverse of ``sRGBToXYZ``.
    static let xyzToSRGB = Matrix3(
        [12831.0 / 3959, -329.0 / 214, -1974.0 / 3959],
        [-851781.0 / 878810, 1648619.0 / 878810, 36519.0 / 878810],
        [705.0 / 12673, -2585.0 / 12673, 705.0 / 667]
    )
}
