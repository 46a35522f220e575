import LiveryCore

/// A type a token value converts to: what `.token("…")` bindings can set.
///
/// Platform types adopt one of the small refinements instead — ``ThemeColorConvertible``
/// (built from a ``LiveryCore/Color``), ``ThemeNumberConvertible``, ``ThemeFontConvertible``,
/// ``ThemeImageConvertible`` — so the engine never imports a UI framework.
public protocol ThemeTokenConvertible {
    /// The value of `token` in `theme`, or `nil` when the token's type does not fit.
    static func themeValue(from token: ResolvedToken, in theme: Theme) -> Self?
    /// What this type accepts, for diagnostics (`"color"`, `"number or dimension"`, …).
    static var themeTokenKind: String { get }
}

/// A type built from a color token.
///
/// ```swift
/// extension UIColor: ThemeColorConvertible {
///     public convenience init(themeColor: Color) { … }
/// }
/// ```
public protocol ThemeColorConvertible: ThemeTokenConvertible {
    init(themeColor: Color)
}

extension ThemeColorConvertible {
    public static func themeValue(from token: ResolvedToken, in theme: Theme) -> Self? {
        if case .color(let color) = token.value { return Self(themeColor: color) }
        return nil
    }

    public static var themeTokenKind: String { "color" }
}

extension Color: ThemeColorConvertible {
    public init(themeColor: Color) { self = themeColor }
}
