import Testing

@testable import LiveryCore

@Suite("Color vision deficiency simulation")
struct ColorVisionDeficiencyTests {
    static func close(_ a: SIMD3<Double>, _ b: SIMD3<Double>, _ tolerance: Double) -> Bool {
        let d = a - b
        return Swift.max(abs(d.x), abs(d.y), abs(d.z)) <= tolerance
    }

    /// Published sRGB Viénot (1999) matrices (DaltonLens, Burrus 2021): rows equal for the red
    /// and green channels, agreeing with ours to 4·10⁻³ (they use another sRGB → XYZ matrix).
    @Test func protanopiaAgreesWithThePublishedVienotMatrix() {
        let m = DichromacySimulation.protanopia.matrices.0
        #expect(Self.close(m.row0, [0.11238, 0.88762, 0], 4e-3), "\(m.row0)")
        #expect(Self.close(m.row1, [0.11238, 0.88762, 0], 4e-3), "\(m.row1)")
        #expect(Self.close(m.row2, [0.00401, -0.00401, 1], 1e-3), "\(m.row2)")
    }

    @Test func deuteranopiaAgreesWithThePublishedVienotMatrix() {
        let m = DichromacySimulation.deuteranopia.matrices.0
        #expect(Self.close(m.row0, [0.29275, 0.70725, 0], 4e-3), "\(m.row0)")
        #expect(Self.close(m.row2, [-0.02234, 0.02234, 1], 1e-3), "\(m.row2)")
    }

    @Test(arguments: ColorVisionDeficiency.allCases)
    func graysAreSeenAsTheyAre(deficiency: ColorVisionDeficiency) {
        for gray in [0.0, 0.25, 0.5, 1.0] {
            let seen = Color(.srgb, gray, gray, gray).simulated(deficiency).componentsWithMissingAsZero
            #expect(Self.close(seen, SIMD3(repeating: gray), 1e-6), "\(deficiency) \(gray) → \(seen)")
        }
    }

    @Test func theAnchorsOfTheProjectionAreUnchanged() {
        // Viénot's plane holds blue (and yellow): protanopes and deuteranopes see them alike.
        for deficiency in [ColorVisionDeficiency.protanopia, .deuteranopia] {
            let blue = Color(.srgb, 0, 0, 1).simulated(deficiency).componentsWithMissingAsZero
            #expect(Self.close(blue, [0, 0, 1], 1e-6), "\(deficiency) blue → \(blue)")
        }
    }

    @Test func redAndGreenFallOnOneConfusionLineForAProtanope() {
        // Colors differing only in L-cone response look the same: the simulation removes L.
        let lms = DichromacySimulation.rgbToLMS
        let a = SIMD3<Double>(0.6, 0.3, 0.2)
        let b = DichromacySimulation.lmsToRGB * (lms * a + SIMD3(0.02, 0, 0))
        let p = DichromacySimulation.protanopia
        #expect(Self.close(p.apply(a), p.apply(b), 1e-9))
    }

    @Test func aTritanopeConfusesBlueWithGreenButSeesRed() {
        let blue = Color(.srgb, 0, 0, 1).simulated(.tritanopia)
        let red = Color(.srgb, 1, 0, 0).simulated(.tritanopia)
        // Pure blue loses its blueness (turns teal/dark cyan); red stays reddish.
        let b = blue.componentsWithMissingAsZero
        let r = red.componentsWithMissingAsZero
        #expect(b.y > b.z * 0.5, "\(blue.hex)")
        #expect(r.x > r.y && r.x > r.z, "\(red.hex)")
    }

    @Test func daltonizingLeavesGraysAndSeparatesRedFromGreenForAProtanope() {
        let gray = Color(.srgb, 0.5, 0.5, 0.5)
        #expect(Self.close(gray.daltonized(for: .protanopia).componentsWithMissingAsZero, [0.5, 0.5, 0.5], 1e-6))
        let red = Color(.srgb, 0.8, 0.2, 0.2)
        let green = Color(.srgb, 0.3, 0.6, 0.2)
        func seenDistance(_ a: Color, _ b: Color) -> Double {
            let d =
                a.simulated(.protanopia).converted(to: .oklab).componentsWithMissingAsZero
                - b.simulated(.protanopia).converted(to: .oklab).componentsWithMissingAsZero
            return (d * d).sum().squareRoot()
        }
        #expect(
            seenDistance(red.daltonized(for: .protanopia), green.daltonized(for: .protanopia))
                > seenDistance(red, green))
    }
}
