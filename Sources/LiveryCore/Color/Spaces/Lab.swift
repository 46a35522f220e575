import Foundation

extension ColorSpace {
    /// CIE Lab (1976) relative to D50, as CSS Color 4 defines `lab()`. L 0–100; a, b unbounded.
    static let lab = ColorSpace(
        id: .lab, name: "CIE Lab",
        components: [
            ColorComponent("L", .closed(0, 100)), ColorComponent("A", .unbounded), ColorComponent("B", .unbounded),
        ],
        base: .xyzD50, gamut: nil, toBase: LabMath.labToXYZ, fromBase: LabMath.xyzToLab)
}

/// CIE Lab ↔ XYZ D50 with the CIE's rational constants ε = 216/24389 and κ = 24389/27.
enum LabMath {
    static let epsilon = 216.0 / 24389.0
    static let kappa = 24389.0 / 27.0

    @Sendable static func xyzToLab(_ xyz: SIMD3<Double>) -> SIMD3<Double> {
        let scaled = xyz / WhitePoint.d50
        func f(_ t: Double) -> Double { t > epsilon ? cbrt(t) : (kappa * t + 16) / 116 }
        let fx = f(scaled.x)
        let fy = f(scaled.y)
        let fz = f(scaled.z)
        return SIMD3(116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    @Sendable static func labToXYZ(_ lab: SIMD3<Double>) -> SIMD3<Double> {
        let fy = (lab.x + 16) / 116
        let fx = lab.y / 500 + fy
        let fz = fy - lab.z / 200
        let x = fx * fx * fx > epsilon ? fx * fx * fx : (116 * fx - 16) / kappa
        let y = lab.x > kappa * epsilon ? fy * fy * fy : lab.x / kappa
        let z = fz * fz * fz > epsilon ? fz * fz * fz : (116 * fz - 16) / kappa
        return SIMD3(x, y, z) * WhitePoint.d50
    }
}
