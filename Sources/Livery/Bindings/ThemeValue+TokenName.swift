/// Bindings to typed token names (``TokenName``): each overload takes the kinds its value type
/// converts, so a name of another kind does not compile.
///
/// ```swift
/// let primary: TokenName<TokenKinds.Color> = "color.text.primary"
/// label.theme.textColor = .token(primary)
/// ```
///
/// A value type that adopts ``ThemeTokenConvertible`` directly takes string names
/// (`.token(name.name)`).
extension ThemeValue {
    /// The color token `name`, for a color property.
    @inlinable
    public static func token<Kind: ColorTokenKind>(_ name: TokenName<Kind>) -> ThemeValue
    where Value: ThemeColorConvertible {
        token(name.name)
    }

    /// The number, dimension, font weight or duration token `name`, for a number property.
    @inlinable
    public static func token<Kind: NumberTokenKind>(_ name: TokenName<Kind>) -> ThemeValue
    where Value: ThemeNumberConvertible {
        token(name.name)
    }

    /// The typography or dimension token `name`, for a font property.
    @inlinable
    public static func token<Kind: FontTokenKind>(_ name: TokenName<Kind>) -> ThemeValue
    where Value: ThemeFontConvertible {
        token(name.name)
    }

    /// A name of a kind this property's value type does not convert: a compile-time error
    /// that says so.
    ///
    /// Without it the compiler finds no overload and, for `object.theme.property = .token(…)`,
    /// reports no reason; with it, a mismatched kind reads `'token' is unavailable: …`.
    @available(
        *, unavailable,
        message: "the token's kind does not convert to this property's type; bind a kind it takes, or '.name'"
    )
    public static func token<Kind: TokenKind>(_ name: TokenName<Kind>) -> ThemeValue
    where Value: ThemeTokenConvertible {
        token(name.name)
    }

    /// The image token `name`, for an image property.
    @inlinable
    public static func token<Kind: ImageTokenKind>(_ name: TokenName<Kind>) -> ThemeValue
    where Value: ThemeImageConvertible {
        token(name.name)
    }
}
