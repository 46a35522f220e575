/// Lookups by typed token name (``TokenName``): each overload takes the kinds its value type
/// converts, so a name of another kind does not compile.
///
/// ```swift
/// let primary: TokenName<TokenKinds.Color> = "color.text.primary"
/// label.theme.textColor = ThemeValue { theme in theme.value(primary) ?? .black }
/// ```
extension Theme {
    /// The color token `name` converted to `type`; `nil` when the name is unknown.
    public func value<Kind: ColorTokenKind, Value: ThemeColorConvertible>(
        _ name: TokenName<Kind>, as type: Value.Type = Value.self
    ) -> Value? {
        value(name.name, as: type)
    }

    /// The number, dimension, font weight or duration token `name` converted to `type`.
    public func value<Kind: NumberTokenKind, Value: ThemeNumberConvertible>(
        _ name: TokenName<Kind>, as type: Value.Type = Value.self
    ) -> Value? {
        value(name.name, as: type)
    }

    /// The typography or dimension token `name` converted to `type`, scaled by ``textScale``
    /// and grown for ``contentSize``.
    public func value<Kind: FontTokenKind, Value: ThemeFontConvertible>(
        _ name: TokenName<Kind>, as type: Value.Type = Value.self
    ) -> Value? {
        value(name.name, as: type)
    }

    /// A name of a kind `type` does not convert: a compile-time error that says so.
    @available(
        *, unavailable,
        message: "the token's kind does not convert to this type; look up a kind it takes, or '.name'"
    )
    public func value<Kind: TokenKind, Value: ThemeTokenConvertible>(
        _ name: TokenName<Kind>, as type: Value.Type = Value.self
    ) -> Value? {
        value(name.name, as: type)
    }

    /// The image token `name` converted to `type`.
    public func value<Kind: ImageTokenKind, Value: ThemeImageConvertible>(
        _ name: TokenName<Kind>, as type: Value.Type = Value.self
    ) -> Value? {
        value(name.name, as: type)
    }
}
