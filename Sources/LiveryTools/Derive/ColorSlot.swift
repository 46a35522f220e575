import LiveryCore

/// One color of the derived context: a semantic token's value, or a fixed color a pair reads.
///
/// Adjustable slots hold derived values the contrast step may move: re-pointed to another
/// step of their palette ramp first, to a new derived color (a lightness found by bisection)
/// when no step passes. Fixed slots hold colors derive must not change (tokens kept from the
/// target context, the shared palette, tokens outside the scope).
struct ColorSlot {
    /// The wanted OKLCH components: the strategy's image of the source color.
    var lch: OKLCHValue
    var alpha: Double
    /// The color the slot has now.
    private(set) var color: Color
    /// Its WCAG relative luminance, kept so that re-checking a pair costs no conversion.
    private(set) var luminance: Double
    /// The palette step the slot points at, when it does.
    private(set) var step: String?
    /// The ramp steps the slot may be re-pointed to (empty for literal tokens).
    let steps: [PaletteRamp.Step]
    let adjustable: Bool
    /// Why the contrast step moved it (the pair and the ratio it had), `nil` while unmoved.
    var movedFor: String?

    init(derived lch: OKLCHValue, alpha: Double) {
        self.lch = lch
        self.alpha = alpha
        self.color = lch.srgb(alpha: alpha)
        self.luminance = color.relativeLuminance
        self.steps = []
        self.adjustable = true
    }

    /// A slot pointing at `step`, with the other steps of its ramp to choose from.
    init(derived lch: OKLCHValue, alpha: Double, step: PaletteRamp.Step, ramp: [PaletteRamp.Step]) {
        self.lch = lch
        self.alpha = alpha
        self.color = step.color
        self.luminance = step.luminance
        self.step = step.name
        self.steps = ramp
        self.adjustable = true
    }

    /// An adjustable slot at exactly `color` (a token referring to a fixed one: it starts where
    /// that one is and may move).
    init(startingAt color: Color) { self.init(at: color, adjustable: true) }

    init(fixed color: Color) { self.init(at: color, adjustable: false) }

    private init(at color: Color, adjustable: Bool) {
        self.lch = OKLCHValue(color)
        self.alpha = color.alpha
        self.color = color
        self.luminance = color.relativeLuminance
        self.steps = []
        self.adjustable = adjustable
    }

    /// The color this slot would have at lightness `l` (a new derived color).
    func color(atLightness l: Double) -> Color {
        OKLCHValue(l: l, c: lch.c, h: lch.h).srgb(alpha: alpha)
    }

    mutating func setLightness(_ l: Double) {
        lch.l = l
        color = lch.srgb(alpha: alpha)
        luminance = color.relativeLuminance
        step = nil
    }

    mutating func point(at step: PaletteRamp.Step) {
        self.step = step.name
        color = step.color
        luminance = step.luminance
    }
}
