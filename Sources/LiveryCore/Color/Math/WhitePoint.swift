/// Reference whites as XYZ with Y = 1, from the 4-figure CIE xy chromaticities CSS Color 4 uses.
enum WhitePoint {
    /// D65 (x 0.3127, y 0.3290): the white of sRGB, Display P3, A98 RGB, Rec. 2020 and OKLab.
    static let d65 = fromChromaticity(x: 0.3127, y: 0.3290)
    /// D50 (x 0.3457, y 0.3585): the white of CIE Lab/LCH and ProPhoto RGB.
    static let d50 = fromChromaticity(x: 0.3457, y: 0.3585)

    static func fromChromaticity(x: Double, y: Double) -> SIMD3<Double> {
        SIMD3(x / y, 1, (1 - x - y) / y)
    }
}

/// Bradford chromatic adaptation between D65 and D50.
enum ChromaticAdaptation {
    /// XYZ D65 → XYZ D50. CSS Color 4 `D65_to_D50` (from color.js PR 354), computed at 64-bit
    /// precision from the Bradford cone matrix and the whites of ``WhitePoint``.
    static let d65ToD50 = Matrix3(
        [1.0479297925449969, 0.022946870601609652, -0.05019226628920524],
        [0.02962780877005599, 0.9904344267538799, -0.017073799063418826],
        [-0.009243040646204504, 0.015055191490298152, 0.7518742814281371]
    )

    /// XYZ D50 → XYZ D65. CSS Color 4 `D50_to_D65` (color.js PR 360); the inverse of ``d65ToD50``.
    static let d50ToD65 = Matrix3(
        [0.955473421488075, -0.02309845494876471, 0.06325924320057072],
        [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323],
        [0.012314014864481998, -0.020507649298898964, 1.330365926242124]
    )

    /// The Bradford cone-response matrix (Lam 1985), from which the two above derive.
    static let bradford = Matrix3(
        [0.8951, 0.2664, -0.1614],
        [-0.7502, 1.7135, 0.0367],
        [0.0389, -0.0685, 1.0296]
    )

    /// The Bradford adaptation from `source` white to `destination` white, computed here:
    /// B⁻¹ · diag(B·dst / B·src) · B. Tests check the published matrices against it.
    static func bradford(from source: SIMD3<Double>, to destination: SIMD3<Double>) -> Matrix3 {
        let scale = (bradford * destination) / (bradford * source)
        return bradford.inverse * (Matrix3.diagonal(scale) * bradford)
    }
}
