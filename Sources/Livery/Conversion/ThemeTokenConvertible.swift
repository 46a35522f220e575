import LiveryCore

/// A type a token value converts to: what `.token("…")` bindings can set.
///
/// Platform types adopt one of the small refinements instead — ``ThemeColorConvertible``
/// (built from a `Color`), ``ThemeNumberConvertible``, ``ThemeFontConvertible``,
/// ``ThemeImageConvertible`` — so the engine never imports a UI framework.
public protocol ThemeTokenConvertible {
    /// The value of `token` in `theme`, or `nil` when the token's type does not fit.
    static func themeValue(from token: ResolvedToken, in theme: Theme) -> Self?
    /// What this type accepts, for diagnostics (`"color"`, `"number or dimension"`, …).
    static var themeTokenKind: String { get }
}

/// A type built from a color token.
///
/// A static factory rather than an initializer, so that non-final platform classes can adopt
/// it in an extension:
///
/// ```swift
/// // LiveryUIKit: extension UIColor: ThemeColorConvertible { … UIColor(red:green:blue:alpha:) as? Self }
/// struct Swatch: ThemeColorConvertible {   // a type of your own
///     var hex: String
///     static func themeColor(_ color: Color) -> Swatch? { Swatch(hex: color.hex) }
/// }
/// ```
public protocol ThemeColorConvertible: ThemeTokenConvertible {
    /// The platform color for `color` (any DTCG color space; convert or gamut-map as the platform needs), or `nil`.
    static func themeColor(_ color: Color) -> Self?
}

extension ThemeColorConvertible {
    public static func themeValue(from token: ResolvedToken, in theme: Theme) -> Self? {
        if case .color(let color) = token.value { return themeColor(color) }
        return nil
    }

    public static var themeTokenKind: String { "color" }
}

extension Color: ThemeColorConvertible {
    /// The color itself.
    public static func themeColor(_ color: Color) -> Color? { color }
}
