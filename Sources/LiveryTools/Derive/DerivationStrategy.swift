import Foundation
import LiveryCore

/// How `livery derive` maps a color of the source context to the new context, in OKLCH.
///
/// A strategy maps lightness by the token's role (text and surfaces follow different curves:
/// a designer's dark pushes text toward white and puts surfaces between 0.2 and 0.35) and may
/// scale chroma; the lightness strategies keep hue. The result is then pointed at the nearest
/// step of the token's palette ramp (or gamut-mapped to sRGB for a literal) and, when pairs
/// are given, adjusted until every pair passes. Strategies are values in a table (``all``),
/// looked up by id or by the target context's name.
///
/// ```swift
/// DerivationStrategy.invertLightness.map(OKLCHValue(l: 1, c: 0, h: 0)).l                     // 0.18
/// DerivationStrategy.invertLightness.map(OKLCHValue(l: 1, c: 0, h: 0), as: .background).l    // 0.25
/// DerivationStrategy.forContext("dim")?.id                                                    // "compress-lightness"
/// ```
public struct DerivationStrategy: Sendable {
    /// The strategy's name on the command line (`invert-lightness`).
    public var id: String
    /// What it does, in a phrase.
    public var summary: String
    /// Maps a color whose role is neither foreground nor background (and, unless the strategy
    /// says otherwise, every color).
    public var map: @Sendable (OKLCHValue) -> OKLCHValue
    /// Maps a foreground (text, icons, borders).
    public var foreground: @Sendable (OKLCHValue) -> OKLCHValue
    /// Maps a background (surfaces, backdrops).
    public var background: @Sendable (OKLCHValue) -> OKLCHValue
    /// Whether a token on a palette ramp takes its lightness from the ramp rather than from the
    /// curves alone: a background or a non-text foreground (border, icon) becomes the step
    /// mirrored across its ramp; text (and a token that is both text and surface) lands
    /// halfway between that step and the foreground curve, since a designer's dark text sits
    /// brighter than the mirror of the light text but follows the ramp's spacing. On-emphasis
    /// foregrounds follow their own background instead. For strategies that invert lightness
    /// (``mirroredOnRamps``).
    public var mirrorsRamps = false
    /// Whether a text or non-text foreground that reads worse than in the source is moved to
    /// a step of its ramp that reads at least as well, where one breaks no pair (a dark
    /// keeps the light's contrast level; a dimmed theme, softer on purpose, does not).
    public var keepsSourceContrast = false
    /// How far text on a ramp lands from its mirrored step toward the foreground curve: 0 is
    /// the mirrored step, 1 the curve; halfway as shipped (``mirrorsRamps``).
    package var textShare = 0.5

    /// A strategy mapping every role alike.
    public init(id: String, summary: String, map: @escaping @Sendable (OKLCHValue) -> OKLCHValue) {
        self.init(id: id, summary: summary, map: map, foreground: map, background: map)
    }

    /// A strategy mapping foregrounds with `foreground`, backgrounds with `background`, and
    /// every other color (and role-less tokens) with `map`.
    public init(
        id: String, summary: String, map: @escaping @Sendable (OKLCHValue) -> OKLCHValue,
        foreground: @escaping @Sendable (OKLCHValue) -> OKLCHValue,
        background: @escaping @Sendable (OKLCHValue) -> OKLCHValue
    ) {
        self.id = id
        self.summary = summary
        self.map = map
        self.foreground = foreground
        self.background = background
    }

    /// Maps `color` as a token of `role`; an on-emphasis foreground is mapped as a foreground
    /// here (derive then keeps it on the far side of its own background).
    public func map(_ color: OKLCHValue, as role: TokenRole) -> OKLCHValue {
        switch role {
        case .foreground, .onEmphasis, .nonText: foreground(color)
        case .background: background(color)
        case .both, .unpaired: map(color)
        }
    }

    /// This strategy with ``mirrorsRamps`` set: tokens on a palette ramp follow the ramp's own
    /// steps, so the derived dark reuses the design system's lightness curve.
    public var mirroredOnRamps: DerivationStrategy {
        var copy = self
        copy.mirrorsRamps = true
        return copy
    }

    /// What a token of `role` becomes when its color is a step of a ramp whose mirrored step
    /// is `mirrored`; `nil` when the role follows the curves (or the strategy does not mirror).
    func map(_ color: OKLCHValue, mirrored: OKLCHValue, as role: TokenRole) -> OKLCHValue? {
        guard mirrorsRamps else { return nil }
        switch role {
        case .background, .unpaired, .nonText: return mirrored
        case .foreground, .both:
            return OKLCHValue(
                l: mirrored.l + (foreground(color).l - mirrored.l) * textShare, c: mirrored.c, h: mirrored.h)
        case .onEmphasis: return nil
        }
    }

    /// A lightness line `l ↦ a − b·l`, clamped to 0…1, chroma scaled by `chroma`.
    package static func line(_ a: Double, _ b: Double, chroma: Double = 1) -> @Sendable (OKLCHValue) -> OKLCHValue {
        { c in OKLCHValue(l: Swift.min(Swift.max(a - b * c.l, 0), 1), c: c.c * chroma, h: c.h) }
    }

    /// For a dark context: lightness inverted along straight lines, which keep OKLCH's
    /// perceptual spacing. Surfaces: white → 0.25, light grey (0.9) → 0.32; text: black → 1,
    /// mid grey (0.56) → 0.82;
    /// other colors: white → 0.18, black → 0.95. Surfaces on a palette ramp take the mirrored
    /// step of their ramp instead (``mirrorsRamps``), and foregrounds keep the light's contrast
    /// where a step allows (``keepsSourceContrast``).
    public static let invertLightness: DerivationStrategy = {
        var strategy = DerivationStrategy(
            id: "invert-lightness", summary: "dark: invert lightness (white → dark surface, black → light text)",
            map: line(0.95, 0.77), foreground: line(1.1, 0.5), background: line(0.95, 0.7)
        ).mirroredOnRamps
        strategy.keepsSourceContrast = true
        return strategy
    }()

    /// For a dimmed dark context (a softer dark, like GitHub's "dark dimmed"): surfaces stay
    /// lighter (white → 0.35), text less bright (black → 0.92), chroma reduced by 15 %.
    public static let dimmedDark = DerivationStrategy(
        id: "dimmed-dark", summary: "dimmed dark: lighter surfaces, softer text, less chroma",
        map: line(0.92, 0.65, chroma: 0.85), foreground: line(0.98, 0.45, chroma: 0.85),
        background: line(0.95, 0.6, chroma: 0.85))

    /// For a dimmed context: lightness pulled 30 % toward the middle (white → 0.85,
    /// black → 0.15), chroma reduced by 10 %.
    public static let compressLightness = DerivationStrategy(
        id: "compress-lightness", summary: "compress lightness toward the middle, soften chroma"
    ) { c in
        OKLCHValue(l: 0.5 + (c.l - 0.5) * 0.7, c: c.c * 0.9, h: c.h)
    }

    /// Lightness pushed away from the middle: 0.75 → 0.83, 0.25 → 0.17; black and white stay.
    static func pushed(_ c: OKLCHValue) -> OKLCHValue {
        let x = c.l - 0.5
        let pushed = 0.5 * pow(Swift.min(abs(2 * x), 1), 0.6)
        return OKLCHValue(l: 0.5 + (x < 0 ? -pushed : pushed), c: c.c, h: c.h)
    }

    /// For a high-contrast light context: lightness pushed toward black and white.
    public static let pushContrast = DerivationStrategy(
        id: "push-contrast", summary: "high contrast (light): push lightness toward black and white", map: pushed)

    /// For a high-contrast dark context: the dark lines with darker surfaces (white → 0.15)
    /// and brighter text, then pushed toward black and white.
    public static let highContrastDark = DerivationStrategy(
        id: "high-contrast-dark", summary: "high contrast (dark): invert, then push toward black and white",
        map: { pushed(line(0.95, 0.8)($0)) }, foreground: { pushed(line(1.2, 0.45)($0)) },
        background: { pushed(line(0.75, 0.6)($0)) })

    /// Every strategy, for `--strategy` and its help.
    public static let all: [DerivationStrategy] =
        [invertLightness, dimmedDark, compressLightness, pushContrast, highContrastDark] + visionStrategies

    /// The strategy with this id.
    public static func named(_ id: String) -> DerivationStrategy? { all.first { $0.id == id } }

    /// The strategy a target context's name suggests (`dark` → invert, `dim` → compress,
    /// `high` → push, `dark-dimmed` → dimmed dark, `protanopia` → the protanopia variant).
    public static func forContext(_ name: String) -> DerivationStrategy? {
        contextDefaults[name.lowercased()].flatMap(named)
    }

    private static let contextDefaults: [String: String] = [
        "dark": "invert-lightness", "light": "invert-lightness", "night": "invert-lightness",
        "dim": "compress-lightness", "dimmed": "dimmed-dark", "dark-dimmed": "dimmed-dark",
        "dimmed-dark": "dimmed-dark",
        "high": "push-contrast", "high-contrast": "push-contrast", "more": "push-contrast",
        "light-high-contrast": "push-contrast", "high-contrast-light": "push-contrast",
        "dark-high-contrast": "high-contrast-dark", "high-contrast-dark": "high-contrast-dark",
        "protanopia": "protanopia", "deuteranopia": "deuteranopia", "tritanopia": "tritanopia",
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
        let mapped = Color(.oklch, Swift.min(Swift.max(l, 0), 1), Swift.max(c, 0), h, alpha: alpha).gamutMapped(
            to: .srgb)
        let rgb = mapped.componentsWithMissingAsZero.clamped(
            lowerBound: SIMD3(repeating: 0), upperBound: SIMD3(repeating: 1))
        return Color(.srgb, components: rgb, alpha: alpha)
    }
}
