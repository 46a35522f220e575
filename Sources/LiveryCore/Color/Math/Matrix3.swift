/// A 3×3 matrix of doubles, stored by rows, for the linear steps of color conversion.
///
/// ```swift
/// let m = Matrix3([1, 2, 0], [0, 1, 0], [0, 0, 1])
/// m * SIMD3(1, 1, 1)      // (3, 1, 1)
/// (m * m.inverse).maxDifference(from: .diagonal(SIMD3(1, 1, 1)))   // 0: the identity
/// ```
struct Matrix3: Sendable, Hashable {
    var row0: SIMD3<Double>
    var row1: SIMD3<Double>
    var row2: SIMD3<Double>

    init(_ row0: SIMD3<Double>, _ row1: SIMD3<Double>, _ row2: SIMD3<Double>) {
        self.row0 = row0
        self.row1 = row1
        self.row2 = row2
    }

    static let identity = Matrix3([1, 0, 0], [0, 1, 0], [0, 0, 1])

    /// A diagonal matrix (a per-component scale).
    static func diagonal(_ d: SIMD3<Double>) -> Matrix3 {
        Matrix3([d.x, 0, 0], [0, d.y, 0], [0, 0, d.z])
    }

    var column0: SIMD3<Double> { SIMD3(row0.x, row1.x, row2.x) }
    var column1: SIMD3<Double> { SIMD3(row0.y, row1.y, row2.y) }
    var column2: SIMD3<Double> { SIMD3(row0.z, row1.z, row2.z) }

    var transposed: Matrix3 { Matrix3(column0, column1, column2) }

    var determinant: Double {
        (row0 * cross(row1, row2)).sum()
    }

    /// The inverse by the adjugate; the matrices of color science are far from singular.
    var inverse: Matrix3 {
        let d = determinant
        let adjugateColumns = Matrix3(cross(row1, row2), cross(row2, row0), cross(row0, row1))
        let t = adjugateColumns.transposed
        return Matrix3(t.row0 / d, t.row1 / d, t.row2 / d)
    }

    static func * (m: Matrix3, v: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3((m.row0 * v).sum(), (m.row1 * v).sum(), (m.row2 * v).sum())
    }

    static func * (a: Matrix3, b: Matrix3) -> Matrix3 {
        let t = b.transposed
        return Matrix3(t * a.row0, t * a.row1, t * a.row2)
    }

    /// The largest absolute difference between corresponding entries.
    func maxDifference(from other: Matrix3) -> Double {
        let d0 = abs(row0 - other.row0).max()
        let d1 = abs(row1 - other.row1).max()
        let d2 = abs(row2 - other.row2).max()
        return Swift.max(d0, d1, d2)
    }

    private func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
    }
}

private func abs(_ v: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(Swift.abs(v.x), Swift.abs(v.y), Swift.abs(v.z))
}
