import Testing

@testable import LiveryCore

@Suite("Color gamut checks and CSS Color 4 gamut mapping")
struct GamutMappingTests {
    @Test("sRGB colors are in the sRGB and Display P3 gamuts; P3 green is only in P3")
    func gamutMembership() {
        for hex in ["#ff0000", "#00ff00", "#0000ff", "#ffffff", "#000000", "#3a7bd5"] {
            #expect(hexColor(hex).isInGamut(.srgb), "\(hex)")
            #expect(hexColor(hex).isInGamut(.displayP3), "\(hex)")
            #expect(hexColor(hex).isInGamut(.hsl), "\(hex)")
        }
        let p3Green = Color(.displayP3, 0, 1, 0)
        #expect(!p3Green.isInGamut(.srgb))
        #expect(p3Green.isInGamut(.displayP3))
        #expect(p3Green.isInGamut(.rec2020))
        #expect(!Color(.rec2020, 0, 1, 0).isInGamut(.displayP3))
    }

    @Test("spaces without gamut limits contain every color")
    func unboundedSpacesContainEverything() {
        let extreme = Color(.oklch, 0.5, 0.9, 200)
        for space in [ColorSpaceID.lab, .lch, .oklab, .oklch, .xyzD65, .xyzD50] {
            #expect(extreme.isInGamut(space), "\(space.rawValue)")
            #expect(extreme.gamutMapped(to: space) == extreme.converted(to: space), "\(space.rawValue)")
        }
    }

    static let outOfGamut: [Color] =
        stride(from: 0.0, to: 360, by: 15).flatMap { hue in
            [0.15, 0.4, 0.65, 0.9].map { Color(.oklch, $0, 0.4, hue) }
        } + [
            Color(.displayP3, 0, 1, 0), Color(.rec2020, 1, 0, 0), Color(.prophotoRGB, 0.1, 0.1, 1),
            Color(.lab, 50, 120, -120),
        ]

    @Test("an out-of-gamut color maps into the sRGB and P3 gamuts, in the destination space")
    func mappedColorsAreInGamut() {
        for color in Self.outOfGamut {
            for destination in [ColorSpaceID.srgb, .displayP3] {
                let mapped = color.gamutMapped(to: destination)
                #expect(mapped.space == destination, "\(color)")
                #expect(mapped.isInGamut(destination), "\(color) → \(mapped)")
                let rgb = mapped.components
                #expect(rgb.min() >= 0 && rgb.max() <= 1, "\(color) → \(mapped) is not clipped to the cube")
            }
        }
    }

    /// The CSS algorithm returns the clip of a color with the origin's lightness and hue and a
    /// lower chroma, within one JND of it; so the result lies within one JND of that segment.
    @Test("mapping lands within one JND of the origin's constant-lightness, constant-hue segment")
    func mappingStaysNearTheChromaSegment() {
        for destination in [ColorSpaceID.srgb, .displayP3] {
            for color in Self.outOfGamut {
                let origin = color.converted(to: .oklch).componentsWithMissingAsZero
                guard origin.x > 0, origin.x < 1 else { continue }
                let mapped = color.gamutMapped(to: destination).converted(to: .oklab).components
                let end = Color(.oklch, origin.x, origin.y, origin.z).converted(to: .oklab).components
                let start = SIMD3(origin.x, 0, 0)
                let direction = end - start
                let t = min(max(((mapped - start) * direction).sum() / (direction * direction).sum(), 0), 1)
                let nearest = start + t * direction
                let distance = ((mapped - nearest) * (mapped - nearest)).sum().squareRoot()
                #expect(distance <= GamutMapper.jnd, "\(color) → \(destination.rawValue): \(distance) from the segment")
            }
        }
    }

    @Test("mapping lands within one JND of the OKLCH color whose chroma it found")
    func mappingStopsAtOneJND() {
        let color = Color(.oklch, 0.7, 0.4, 150)
        let mapped = color.gamutMapped(to: .srgb)
        let found = mapped.converted(to: .oklch).components
        let candidate = Color(.oklch, 0.7, found.y, 150)
        #expect(mapped.deltaEOK(candidate) < GamutMapper.jnd, "\(mapped)")
        #expect(mapped.deltaEOK(color) > GamutMapper.jnd, "a mapped color should be visibly less chromatic")
    }

    @Test("an in-gamut color maps to itself")
    func inGamutColorIsUnchanged() {
        let color = Color(.oklch, 0.6, 0.1, 250, alpha: 0.5)
        let mapped = color.gamutMapped(to: .srgb)
        expectComponents(mapped.components, color.converted(to: .srgb).components, tolerance: 0, "\(color)")
        #expect(mapped.alpha == 0.5)
    }

    @Test("lightness at or beyond the ends maps to white or black")
    func extremeLightnessMapsToWhiteOrBlack() {
        expectComponents(Color(.oklch, 1.2, 0.3, 40).gamutMapped().components, [1, 1, 1], tolerance: 1e-9, "L 1.2")
        expectComponents(Color(.oklch, 1, 0.3, 40).gamutMapped().components, [1, 1, 1], tolerance: 1e-9, "L 1")
        expectComponents(Color(.oklch, 0, 0.3, 40).gamutMapped().components, [0, 0, 0], tolerance: 1e-9, "L 0")
        #expect(Color(.oklch, 1.2, 0.3, 40, alpha: 0.3).gamutMapped().alpha == 0.3)
    }

    @Test("mapping to HSL maps into sRGB and expresses the result in HSL")
    func mappingToPolarSpace() {
        let mapped = Color(.displayP3, 0, 1, 0).gamutMapped(to: .hsl)
        #expect(mapped.space == .hsl)
        #expect(mapped.isInGamut(.srgb), "\(mapped)")
    }

    @Test("a color just outside the cube by rounding still counts as in gamut")
    func epsilonAbsorbsRounding() {
        #expect(Color(.srgb, 1.000001, 0, -0.000001).isInGamut(.srgb))
        #expect(!Color(.srgb, 1.001, 0, 0).isInGamut(.srgb))
    }
}

extension GamutMappingTests {
    @Test("a color within the gamut epsilon is pulled onto the cube, keeping missing components")
    func nearlyInGamutIsClamped() {
        let mapped = Color(.srgb, 1.000001, .nan, -0.000001).gamutMapped(to: .srgb)
        #expect(mapped.components.x == 1 && mapped.components.y.isNaN && mapped.components.z == 0, "\(mapped)")
    }
}
