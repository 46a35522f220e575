import LiveryCore

/// A Tokens Studio color modifier (`$extensions["studio.tokens"].modify`), evaluated at import.
///
/// Tokens Studio stores `{"type": "lighten" | "darken" | "mix" | "alpha", "value": amount,
/// "space": "srgb" | "hsl" | "lch" | "p3", "color": other}` beside a color and applies it when
/// it exports. Livery evaluates it once: `alpha` sets the opacity to the amount; `lighten`,
/// `darken` and `mix` interpolate, in the named space, from the color towards white, black
/// or `color` by the amount (0 keeps the color, 1 gives the other), hues along the shorter
/// arc. That is the interpolation CSS `color-mix()` does; Tokens Studio's own results can
/// differ from it in the last digits, and for `hsl`/`lch` lightening, where its rule may not be
/// an interpolation (compare a few colors after importing).
struct ColorModifier: Equatable {
    enum Kind: String, CaseIterable {
        case lighten, darken, mix, alpha
    }

    var kind: Kind
    var amount: Double
    var space: ColorSpaceID
    var other: Color?

    /// The spaces Tokens Studio names, and Livery's.
    static let spaces: [String: ColorSpaceID] = ["srgb": .srgb, "hsl": .hsl, "lch": .lch, "p3": .displayP3]

    /// The color modified.
    func applied(to color: Color) -> Color {
        switch kind {
        case .alpha: return Color(color.space, components: color.components, alpha: amount)
        case .lighten: return Self.mix(color, Color(.srgb, 1, 1, 1), by: amount, in: space)
        case .darken: return Self.mix(color, Color(.srgb, 0, 0, 0), by: amount, in: space)
        case .mix: return Self.mix(color, other ?? color, by: amount, in: space)
        }
    }

    /// `a` moved towards `b` by `t` in `space`, converted back to `a`'s space (gamut-mapped).
    static func mix(_ a: Color, _ b: Color, by t: Double, in space: ColorSpaceID) -> Color {
        let x = a.converted(to: space).components
        let y = b.converted(to: space).components
        var mixed = x + (y - x) * t
        if let hue = hueIndex(space) {
            var from = x[hue]
            var to = y[hue]
            if from.isNaN { from = to }
            if to.isNaN { to = from }
            if from.isNaN {
                mixed[hue] = .nan
            } else {
                var delta = (to - from).truncatingRemainder(dividingBy: 360)
                if delta > 180 { delta -= 360 }
                if delta < -180 { delta += 360 }
                var h = (from + delta * t).truncatingRemainder(dividingBy: 360)
                if h < 0 { h += 360 }
                mixed[hue] = h
            }
        }
        let alpha = a.alpha + (b.alpha - a.alpha) * t
        let result = Color(space, components: mixed, alpha: alpha).converted(to: a.space)
        return result.gamutMapped(to: a.space)
    }

    private static func hueIndex(_ space: ColorSpaceID) -> Int? {
        switch space {
        case .hsl, .hwb: 0
        case .lch, .oklch: 2
        default: nil
        }
    }
}
