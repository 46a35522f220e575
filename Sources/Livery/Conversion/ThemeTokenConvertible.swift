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
/// A static factory rather than an initializer, so that non-final platform classes can adopt
/// it in an extension:
///
/// ```swift
/// extension UIColor: ThemeColorConvertible {
///     public static func themeColor(_ color: Color) -> Self? { UIColor(…) as? Self }
/// }
/// ```
public protocol ThemeColorConvertible: ThemeTokenConvertible {
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
    public static func themeColor(_ color: Color) -> Color? { color }
}
