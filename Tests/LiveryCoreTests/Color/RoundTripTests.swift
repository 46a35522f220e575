import Testing

@testable import LiveryCore

/// For every ordered pair of spaces (A, B), a color in A converted to B and back equals itself.
@Suite("Color round trips between every pair of spaces")
struct RoundTripTests {
    struct Pair: Sendable, CustomTestStringConvertible {
        let from: ColorSpaceID
        let to: ColorSpaceID
        var testDescription: String { "\(from.rawValue) → \(to.rawValue) → \(from.rawValue)" }
    }

    static let pairs: [Pair] = ColorSpaceID.allCases.flatMap { a in ColorSpaceID.allCases.map { Pair(from: a, to: $0) }
    }

    /// Chromatic sRGB colors (in every gamut) and colors outside sRGB (P3 and Rec. 2020
    /// primaries, a saturated OKLCH), whose sRGB components are negative or above 1.
    static let seeds: [Color] = [
        Color(.srgb, 1, 0, 0), Color(.srgb, 0.2, 0.5, 0.8), Color(.srgb, 0.9, 0.85, 0.1),
        Color(.srgb, 0.05, 0.02, 0.03), Color(.srgb, 0.75, 0.25, 0.5, alpha: 0.5),
        Color(.displayP3, 0, 1, 0), Color(.rec2020, 0.1, 0.2, 0.95), Color(.oklch, 0.7, 0.3, 330),
    ]

    /// 1e-7 of each component's span: 1e-7 for RGB, XYZ and OKLab, 1e-5 for HSL, HWB and Lab,
    /// 3.6e-5 degrees of hue. (A98 RGB's pure power curve magnifies rounding near 0 the most:
    /// a linear 1e-17 encodes as 1e-8.)
    static func tolerance(_ component: ColorComponent, in space: ColorSpaceID) -> Double {
        let relative = 1e-7
        switch component.range {
        case .hue: return 360 * relative
        case .closed(let low, let high): return (high - low) * relative
        case .atLeast, .unbounded: return (space == .lab || space == .lch ? 100 : 1) * relative
        }
    }

    @Test("A → B → A returns the color", arguments: pairs)
    func roundTrips(_ pair: Pair) {
        for seed in Self.seeds {
            let original = seed.converted(to: pair.from)
            let back = original.converted(to: pair.to).converted(to: pair.from)
            #expect(back.alpha == original.alpha)
            let components = pair.from.definition.components
            for i in 0..<3 {
                let a = back.components[i]
                let e = original.components[i]
                var difference = abs(a - e)
                if components[i].isHue { difference = min(difference, 360 - difference) }
                let tolerance = Self.tolerance(components[i], in: pair.from)
                #expect(
                    difference <= tolerance,
                    "\(pair.testDescription) of \(original): \(components[i].name) came back \(a), off by \(difference)"
                )
            }
        }
    }
}
