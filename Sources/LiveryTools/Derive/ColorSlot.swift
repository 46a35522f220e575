import LiveryCore

/// One color value of the derived context that several tokens may share: a literal token and
/// every reference that ends at it.
///
/// Adjustable slots hold derived colors the contrast step may move; fixed slots hold colors
/// derive must not change (tokens kept from the target context, tokens outside the scope).
struct ColorSlot {
    /// The wanted OKLCH components (before gamut mapping).
    var lch: OKLCHValue
    var alpha: Double
    /// The sRGB color the components give.
    private(set) var color: Color
    /// Its WCAG relative luminance, kept so that re-checking a pair costs no conversion.
    private(set) var luminance: Double
    let adjustable: Bool
    /// Whether the contrast step moved it.
    var adjusted = false

    init(derived lch: OKLCHValue, alpha: Double) {
        self.lch = lch
        self.alpha = alpha
        self.color = lch.srgb(alpha: alpha)
        self.luminance = color.relativeLuminance
        self.adjustable = true
    }

    init(fixed color: Color) {
        self.lch = OKLCHValue(color)
        self.alpha = color.alpha
        self.color = color
        self.luminance = color.relativeLuminance
        self.adjustable = false
    }

    /// The color this slot would have at lightness `l`.
    func color(atLightness l: Double) -> Color {
        OKLCHValue(l: l, c: lch.c, h: lch.h).srgb(alpha: alpha)
    }

    mutating func setLightness(_ l: Double) {
        lch.l = l
        color = lch.srgb(alpha: alpha)
        luminance = color.relativeLuminance
        adjusted = true
    }
}
