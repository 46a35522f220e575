extension ColorSpace {
    /// ProPhoto RGB (ROMM RGB): wide primaries, D50 white, a 1.8 power curve with a linear toe.
    static let prophotoRGB = ColorSpace.encodedRGB(
        id: .prophotoRGB, name: "ProPhoto RGB", base: .xyzD50, transfer: .proPhotoRGB,
        toXYZ: RGBPrimaries.proPhotoRGBToXYZ, fromXYZ: RGBPrimaries.xyzToProPhotoRGB)
}

extension RGBPrimaries {
    /// Linear ProPhoto RGB → XYZ D50. CSS Color 4 `lin_ProPhoto_to_XYZ`: not expressible as
    /// rationals, computed to 64-bit accuracy (csswg-drafts issue 7675).
    static let proPhotoRGBToXYZ = Matrix3(
        [0.79776664490064230, 0.13518129740053308, 0.03134773412839220],
        [0.28807482881940130, 0.71183523424187300, 0.00008993693872564],
        [0, 0, 0.82510460251046020]
    )
    /// XYZ D50 → linear ProPhoto RGB. CSS Color 4 `XYZ_to_lin_ProPhoto`, the inverse.
    static let xyzToProPhotoRGB = Matrix3(
        [1.34578688164715830, -0.25557208737979464, -0.05110186497554526],
        [-0.54463070512490190, 1.50824774284514680, 0.02052744743642139],
        [0, 0, 1.21196754563894520]
    )
}
