/// Simulates how a dichromat sees a color, in linear sRGB.
///
/// Protanopia and deuteranopia follow Viénot, Brettel & Mollon (1999), "Digital video
/// colourmaps for checking the legibility of displays by dichromats", *Color Research &
/// Application* 24(4): colors are projected, along the missing cone's axis in LMS space, onto
/// the one plane through black, white and the display's blue primary (which also holds its
/// yellow), the colors dichromats and trichromats see alike. Tritanopia follows Brettel,
/// Viénot & Mollon (1997), "Computerized simulation of color appearance for dichromats",
/// *JOSA A* 14(10): two half-planes through the neutral axis and the spectral colors 485 nm
/// and 660 nm, the side chosen by the plane through white and the S axis.
///
/// The matrices are derived here from those constructions (nothing is copied): LMS is Smith &
/// Pokorny's cone fundamentals from XYZ (as Viénot et al. use), XYZ is CSS Color 4's sRGB
/// matrix, and the spectral anchors are the CIE 1931 2° color-matching functions at 485 and
/// 660 nm. The protanopia result agrees with published sRGB Viénot matrices to 4·10⁻³ (the
/// difference is the sRGB → XYZ matrix used).
struct DichromacySimulation: Sendable {
    /// Linear sRGB → simulated linear sRGB, one per half-plane (one plane: both equal).
    let matrices: (Matrix3, Matrix3)
    /// Normal of the separating plane in linear sRGB; `dot ≥ 0` uses the first matrix.
    let separation: SIMD3<Double>

    /// Smith & Pokorny (1975) cone fundamentals from Judd–Vos XYZ, as in Viénot et al. 1999.
    static let xyzToLMS = Matrix3(
        [0.15514, 0.54312, -0.03286],
        [-0.15514, 0.45684, 0.03286],
        [0, 0, 0.00801]
    )

    /// Linear sRGB → LMS.
    static let rgbToLMS = xyzToLMS * RGBPrimaries.sRGBToXYZ
    static let lmsToRGB = rgbToLMS.inverse

    /// CIE 1931 2° color-matching functions x̄, ȳ, z̄ at 485 nm and 660 nm (CIE 15:2004 table).
    static let xyz485 = SIMD3<Double>(0.05795, 0.16930, 0.61620)
    static let xyz660 = SIMD3<Double>(0.16490, 0.06100, 0.00002)

    /// The projection, in LMS, onto the plane through the origin holding `white` and `anchor`,
    /// along the axis of cone `missing`: that cone's response becomes a combination of the
    /// other two that leaves both `white` and `anchor` unchanged.
    static func projection(missing: Int, white: SIMD3<Double>, anchor: SIMD3<Double>) -> Matrix3 {
        let others = [0, 1, 2].filter { $0 != missing }
        let (i, j) = (others[0], others[1])
        // Solve a·w_i + b·w_j = w_m and a·q_i + b·q_j = q_m (Cramer's rule).
        let det = white[i] * anchor[j] - white[j] * anchor[i]
        let a = (white[missing] * anchor[j] - white[j] * anchor[missing]) / det
        let b = (white[i] * anchor[missing] - white[missing] * anchor[i]) / det
        var rows = [SIMD3<Double>(1, 0, 0), SIMD3<Double>(0, 1, 0), SIMD3<Double>(0, 0, 1)]
        var row = SIMD3<Double>(0, 0, 0)
        row[i] = a
        row[j] = b
        rows[missing] = row
        return Matrix3(rows[0], rows[1], rows[2])
    }

    static func make(_ deficiency: ColorVisionDeficiency) -> DichromacySimulation {
        let white = rgbToLMS * SIMD3(1, 1, 1)
        let missing = deficiency.missingCone
        func inRGB(_ anchor: SIMD3<Double>) -> Matrix3 {
            lmsToRGB * projection(missing: missing, white: white, anchor: anchor) * rgbToLMS
        }
        switch deficiency {
        case .protanopia, .deuteranopia:
            let plane = inRGB(rgbToLMS * SIMD3(0, 0, 1))
            return DichromacySimulation(matrices: (plane, plane), separation: SIMD3(0, 0, 0))
        case .tritanopia:
            let first = xyzToLMS * xyz485
            let second = xyzToLMS * xyz660
            var axis = SIMD3<Double>(0, 0, 0)
            axis[missing] = 1
            // The plane through white and the S axis holds every color projected onto the
            // neutral axis; its sides are the two half-planes'. Oriented toward 485 nm.
            var normal = Self.cross(white, axis)
            if (normal * first).sum() < 0 { normal = -normal }
            // A side test in LMS is a dot product with the normal; in linear RGB the normal
            // becomes its product with the RGB → LMS matrix's transpose.
            return DichromacySimulation(
                matrices: (inRGB(first), inRGB(second)), separation: rgbToLMS.transposed * normal)
        }
    }

    static let protanopia = make(.protanopia)
    static let deuteranopia = make(.deuteranopia)
    static let tritanopia = make(.tritanopia)

    static func of(_ deficiency: ColorVisionDeficiency) -> DichromacySimulation {
        switch deficiency {
        case .protanopia: protanopia
        case .deuteranopia: deuteranopia
        case .tritanopia: tritanopia
        }
    }

    private static func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
    }

    /// The simulated linear sRGB components of `linear`.
    func apply(_ linear: SIMD3<Double>) -> SIMD3<Double> {
        let m = (separation * linear).sum() >= 0 ? matrices.0 : matrices.1
        return m * linear
    }
}
