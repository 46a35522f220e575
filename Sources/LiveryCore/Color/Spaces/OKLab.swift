import Foundation

extension ColorSpace {
    /// OKLab (Björn Ottosson 2020) from XYZ D65. L 0–1; a, b unbounded.
    static let oklab = ColorSpace(
        id: .oklab, name: "OKLab",
        components: [
            ColorComponent("L", .closed(0, 1)), ColorComponent("A", .unbounded), ColorComponent("B", .unbounded),
        ],
        base: .xyzD65, gamut: nil, toBase: OKLabMath.oklabToXYZ, fromBase: OKLabMath.xyzToOKLab)
}

/// The OKLab matrices at 64-bit precision, as CSS Color 4 gives them (`XYZ_to_OKLab`,
/// `OKLab_to_XYZ`; color.js PR 357). The XYZ ↔ LMS pair is Ottosson's linear-sRGB → LMS matrix
/// recomputed through the CSS sRGB matrix, so that D65 white maps to L = 1, a = b = 0
/// (csswg-drafts issue 6642).
enum OKLabMath {
    /// XYZ D65 → LMS.
    static let xyzToLMS = Matrix3(
        [0.8190224379967030, 0.3619062600528904, -0.1288737815209879],
        [0.0329836539323885, 0.9292868615863434, 0.0361446663506424],
        [0.0481771893596242, 0.2642395317527308, 0.6335478284694309]
    )
    /// Non-linear (cube-rooted) LMS → OKLab.
    static let lmsToOKLab = Matrix3(
        [0.2104542683093140, 0.7936177747023054, -0.0040720430116193],
        [1.9779985324311684, -2.4285922420485799, 0.4505937096174110],
        [0.0259040424655478, 0.7827717124575296, -0.8086757549230774]
    )
    /// LMS → XYZ D65; the inverse of ``xyzToLMS``.
    static let lmsToXYZ = Matrix3(
        [1.2268798758459243, -0.5578149944602171, 0.2813910456659647],
        [-0.0405757452148008, 1.1122868032803170, -0.0717110580655164],
        [-0.0763729366746601, -0.4214933324022432, 1.5869240198367816]
    )
    /// OKLab → non-linear LMS; the inverse of ``lmsToOKLab``.
    static let oklabToLMS = Matrix3(
        [1.0000000000000000, 0.3963377773761749, 0.2158037573099136],
        [1.0000000000000000, -0.1055613458156586, -0.0638541728258133],
        [1.0000000000000000, -0.0894841775298119, -1.2914855480194092]
    )

    @Sendable static func xyzToOKLab(_ xyz: SIMD3<Double>) -> SIMD3<Double> {
        let lms = xyzToLMS * xyz
        // Foundation's cbrt keeps the sign, as the extended (out-of-gamut) conversion needs.
        return lmsToOKLab * SIMD3(cbrt(lms.x), cbrt(lms.y), cbrt(lms.z))
    }

    @Sendable static func oklabToXYZ(_ oklab: SIMD3<Double>) -> SIMD3<Double> {
        let lms = oklabToLMS * oklab
        return lmsToXYZ * (lms * lms * lms)
    }
}
