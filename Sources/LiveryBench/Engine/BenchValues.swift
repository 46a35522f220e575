import Livery
import LiveryCore

/// The value type the bench's color properties hold: four doubles, as a platform color
/// would be built from a token.
struct RGBA: ThemeColorConvertible, Equatable {
    var r: Double, g: Double, b: Double, a: Double

    init(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) {
        (self.r, self.g, self.b, self.a) = (r, g, b, a)
    }

    static func themeColor(_ color: Color) -> RGBA? {
        let srgb = color.converted(to: .srgb)
        return RGBA(srgb.components.x, srgb.components.y, srgb.components.z, srgb.alpha)
    }

    static let clear = RGBA(0, 0, 0, 0)
}

/// The two themes every contender switches between: two colors and one number.
enum BenchPalette {
    static let lightText = RGBA(0, 0, 0), darkText = RGBA(1, 1, 1)
    static let lightBackground = RGBA(1, 1, 1), darkBackground = RGBA(0.1, 0.1, 0.1)
    static let lightAlpha = 1.0, darkAlpha = 0.8

    static func text(dark: Bool) -> RGBA { dark ? darkText : lightText }
    static func background(dark: Bool) -> RGBA { dark ? darkBackground : lightBackground }
    static func alpha(dark: Bool) -> Double { dark ? darkAlpha : lightAlpha }

    /// The same themes as a Livery source.
    static func source() -> ThemeTable {
        func tokens(dark: Bool) -> [String: ResolvedToken] {
            func color(_ c: RGBA) -> ResolvedToken {
                ResolvedToken(type: .color, value: .color(Color(.srgb, c.r, c.g, c.b, alpha: c.a)))
            }
            return [
                "text.primary": color(text(dark: dark)), "background": color(background(dark: dark)),
                "opacity.content": ResolvedToken(type: .number, value: .number(alpha(dark: dark))),
            ]
        }
        return ThemeTable(
            modifier: "theme", contexts: ["light": tokens(dark: false), "dark": tokens(dark: true)],
            order: ["light", "dark"])
    }
}
