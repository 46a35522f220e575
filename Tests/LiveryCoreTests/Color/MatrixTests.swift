import Testing

@testable import LiveryCore

@Suite("Color conversion matrices")
struct MatrixTests {
    struct Pair: Sendable, CustomTestStringConvertible {
        let name: String
        let forward: Matrix3
        let inverse: Matrix3
        var testDescription: String { name }
    }

    static let pairs: [Pair] = [
        Pair(name: "sRGB", forward: RGBPrimaries.sRGBToXYZ, inverse: RGBPrimaries.xyzToSRGB),
        Pair(name: "Display P3", forward: RGBPrimaries.displayP3ToXYZ, inverse: RGBPrimaries.xyzToDisplayP3),
        Pair(name: "A98 RGB", forward: RGBPrimaries.a98RGBToXYZ, inverse: RGBPrimaries.xyzToA98RGB),
        Pair(name: "Rec. 2020", forward: RGBPrimaries.rec2020ToXYZ, inverse: RGBPrimaries.xyzToRec2020),
        Pair(name: "ProPhoto RGB", forward: RGBPrimaries.proPhotoRGBToXYZ, inverse: RGBPrimaries.xyzToProPhotoRGB),
        Pair(name: "Bradford D65→D50", forward: ChromaticAdaptation.d65ToD50, inverse: ChromaticAdaptation.d50ToD65),
        Pair(name: "XYZ→LMS", forward: OKLabMath.xyzToLMS, inverse: OKLabMath.lmsToXYZ),
        Pair(name: "LMS→OKLab", forward: OKLabMath.lmsToOKLab, inverse: OKLabMath.oklabToLMS),
    ]

    @Test("each matrix times its inverse is the identity within 1e-12", arguments: pairs)
    func matrixTimesInverseIsIdentity(_ pair: Pair) {
        let left = (pair.forward * pair.inverse).maxDifference(from: .identity)
        let right = (pair.inverse * pair.forward).maxDifference(from: .identity)
        #expect(left < 1e-12 && right < 1e-12, "\(pair.name): M·M⁻¹ off by \(left), M⁻¹·M off by \(right)")
    }

    @Test("each published inverse agrees with the computed inverse within 1e-12", arguments: pairs)
    func publishedInverseMatchesComputed(_ pair: Pair) {
        let difference = pair.forward.inverse.maxDifference(from: pair.inverse)
        #expect(difference < 1e-12, "\(pair.name): off by \(difference)")
    }

    @Test("each RGB matrix maps (1, 1, 1) to its white point")
    func rgbWhiteMapsToWhitePoint() {
        for pair in Self.pairs.prefix(4) {
            let white = pair.forward * SIMD3(1, 1, 1)
            #expect(abs(white - WhitePoint.d65).max() < 1e-12, "\(pair.name): \(white)")
        }
        let proPhotoWhite = RGBPrimaries.proPhotoRGBToXYZ * SIMD3(1, 1, 1)
        #expect(abs(proPhotoWhite - WhitePoint.d50).max() < 1e-12, "ProPhoto RGB: \(proPhotoWhite)")
    }

    @Test("the published Bradford matrices agree with Bradford computed from the white points")
    func bradfordMatchesComputation() {
        let computed = ChromaticAdaptation.bradford(from: WhitePoint.d65, to: WhitePoint.d50)
        let difference = computed.maxDifference(from: ChromaticAdaptation.d65ToD50)
        #expect(difference < 1e-12, "D65→D50 off by \(difference)")
        let adaptedWhite = ChromaticAdaptation.d65ToD50 * WhitePoint.d65
        #expect(abs(adaptedWhite - WhitePoint.d50).max() < 1e-12, "D65 white adapts to \(adaptedWhite)")
    }

    @Test("XYZ→LMS sends D65 white to equal cone responses, so white and greys have a = b = 0")
    func lmsMatrixIsConsistentWithD65() {
        let lms = OKLabMath.xyzToLMS * WhitePoint.d65
        #expect(abs(lms - SIMD3(1, 1, 1)).max() < 1e-12, "D65 white → LMS \(lms)")
        let rowSums = OKLabMath.lmsToOKLab * SIMD3(1, 1, 1)
        #expect(abs(rowSums - SIMD3(1, 0, 0)).max() < 1e-12, "LMS→OKLab row sums \(rowSums)")
    }

    @Test("the adjugate inverse of a known matrix is exact")
    func inverseOfKnownMatrix() {
        let m = Matrix3([2, 0, 0], [0, 4, 0], [1, 0, 1])
        #expect(m.inverse == Matrix3([0.5, 0, 0], [0, 0.25, 0], [-0.5, 0, 1]))
        #expect(m.determinant == 8)
    }
}

private func abs(_ v: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(Swift.abs(v.x), Swift.abs(v.y), Swift.abs(v.z))
}
