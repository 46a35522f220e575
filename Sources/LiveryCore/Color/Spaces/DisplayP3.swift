extension ColorSpace {
    /// Display P3: DCI-P3 primaries, D65 white and the sRGB transfer curve.
    static let displayP3 = ColorSpace.encodedRGB(
        id: .displayP3, name: "Display P3", base: .xyzD65, transfer: .sRGB,
        toXYZ: RGBPrimaries.displayP3ToXYZ, fromXYZ: RGBPrimaries.xyzToDisplayP3)
}

extension RGBPrimaries {
    /// Linear Display P3 → XYZ D65. CSS Color 4 `lin_P3_to_XYZ`, exact rationals.
    static let displayP3ToXYZ = Matrix3(
        [608311.0 / 1250200, 189793.0 / 714400, 198249.0 / 1000160],
        [35783.0 / 156275, 247089.0 / 357200, 198249.0 / 2500400],
        [0, 32229.0 / 714400, 5220557.0 / 5000800]
    )
    /// XYZ D65 → linear Display P3. CSS Color 4 `XYZ_to_lin_P3`, the exact inverse.
    static let xyzToDisplayP3 = Matrix3(
        [446124.0 / 178915, -333277.0 / 357830, -72051.0 / 178915],
        [-14852.0 / 17905, 63121.0 / 35810, 423.0 / 17905],
        [11844.0 / 330415, -50337.0 / 660830, 316169.0 / 330415]
    )
}
