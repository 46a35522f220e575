import Foundation
import LiveryCore

/// How `livery derive` maps a color of the source context to the new context, in OKLCH.
///
/// A strategy maps lightness (and may scale chroma); hue is always kept. The result is then
/// gamut-mapped to sRGB and, when pairs are given, adjusted until every pair passes.
/// Strategies are values in a table (``all``), looked up by id or by the target context's name.
///
/// ```swift
/// DerivationStrategy.invertLightness.map(OKLCHValue(l: 1, c: 0, h: 0)).l   // 0.18: white → dark surface
/// DerivationStrategy.forContext("dim")?.id                                 // "compress-lightness"
/// ```
public struct DerivationStrategy: Sendable {
    /// The strategy's name on the command line (`invert-lightness`).
    public var id: String
    /// What it does, in a phrase.
    public var summary: String
    /// Maps one color; hue must be kept.
    public var map: @Sendable (OKLCHValue) -> OKLCHValue

    /// A strategy named `id`, mapping each color with `map`.
    public init(id: String, summary: String, map: @escaping @Sendable (OKLCHValue) -> OKLCHValue) {
        self.id = id
        self.summary = summary
        self.map = map
    }

    /// For a dark context: lightness inverted along a straight line, which keeps OKLCH's
    /// perceptual spacing: white → 0.18 (a dark surface), black → 0.95 (light text).
    public static let invertLightness = DerivationStrategy(
        id: "invert-lightness", summary: "invert lightness (white → dark surface, black → light text)"
    ) { c in
        OKLCHValue(l: 0.95 - 0.77 * c.l, c: c.c, h: c.h)
    }

    /// For a dimmed context: lightness pulled 30 % toward the middle (white → 0.85,
    /// black → 0.15), chroma reduced by 10 %.
    public static let compressLightness = DerivationStrategy(
        id: "compress-lightness", summary: "compress lightness toward the middle, soften chroma"
    ) { c in
        OKLCHValue(l: 0.5 + (c.l - 0.5) * 0.7, c: c.c * 0.9, h: c.h)
    }

    /// For a high-contrast context: lightness pushed away from the middle (0.75 → 0.83,
    /// 0.25 → 0.17); black and white stay.
    public static let pushContrast = DerivationStrategy(
        id: "push-contrast", summary: "push lightness toward black and white"
    ) { c in
        let x = c.l - 0.5
        let pushed = 0.5 * pow(Swift.min(abs(2 * x), 1), 0.6)
        return OKLCHValue(l: 0.5 + (x < 0 ? -pushed : pushed), c: c.c, h: c.h)
    }

    /// Every strategy, for `--strategy` and its help.
    public static let all: [DerivationStrategy] = [invertLightness, compressLightness, pushContrast]

    /// The strategy with this id.
    public static func named(_ id: String) -> DerivationStrategy? { all.first { $0.id == id } }

    /// The strategy a target context's name suggests (`dark` → invert, `dim` → compress,
    /// `high-contrast` → push); `nil` when the name suggests none.
    public static func forContext(_ name: String) -> DerivationStrategy? {
        contextDefaults[name.lowercased()].flatMap(named)
    }

    private static let contextDefaults: [String: String] = [
        "dark": "invert-lightness", "light": "invert-lightness", "night": "invert-lightness",
        "dim": "compress-lightness", "dimmed": "compress-lightness",
        "high": "push-contrast", "high-contrast": "push-contrast", "more": "push-contrast",
    ]
}

/// An OKLCH color's three components: lightness 0…1, chroma ≥ 0, hue in degrees.
public struct OKLCHValue: Sendable, Hashable {
    /// Lightness, 0…1.
    public var l: Double
    /// Chroma, 0 for greys.
    public var c: Double
    /// Hue in degrees.
    public var h: Double

    /// The OKLCH color (`l`, `c`, `h`).
    public init(l: Double, c: Double, h: Double) {
        self.l = l
        self.c = c
        self.h = h
    }

    /// The OKLCH components of `color` (a missing hue, as for grays, reads as 0).
    public init(_ color: Color) {
        let v = color.converted(to: .oklch).components
        self.init(l: v.x.isNaN ? 0 : v.x, c: v.y.isNaN ? 0 : v.y, h: v.z.isNaN ? 0 : v.z)
    }

    /// The sRGB color these components give at `alpha`, chroma reduced as far as needed to fit
    /// (CSS Color 4 gamut mapping), channels clamped to 0…1 so the DTCG form re-reads.
    public func srgb(alpha: Double) -> Color {
        let mapped = Color(.oklch, Swift.min(Swift.max(l, 0), 1), Swift.max(c, 0), h, alpha: alpha).gamutMapped(to: .srgb)
        let rgb = mapped.componentsWithMissingAsZero.clamped(
            lowerBound: SIMD3(repeating: 0), upperBound: SIMD3(repeating: 1))
        return Color(.srgb, components: rgb, alpha: alpha)
    }
}
