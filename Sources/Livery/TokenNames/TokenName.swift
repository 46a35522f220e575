/// The name of a design token, typed by the token's kind: `TokenName<TokenKinds.Color>` names a
/// color token.
///
/// `livery export --format swift` writes one constant per token, typed by its kind, so a
/// binding compiles only where the property's value type takes that kind:
///
/// ```swift
/// let textPrimary: TokenName<TokenKinds.Color> = "color.text.primary"
/// let spacing: TokenName<TokenKinds.Dimension> = "size.spacing.m"
/// label.theme.textColor = .token(textPrimary)      // a color property takes a color token
/// label.theme.alpha = .token(spacing)              // a number property takes a dimension
/// // label.theme.textColor = .token(spacing)       // does not compile
/// label.theme.textColor = .token(spacing.name)     // a string name is checked at run time
/// ```
///
/// Which kinds a value type takes is the marker protocol the kind adopts — ``ColorTokenKind``,
/// ``NumberTokenKind``, ``FontTokenKind``, ``ImageTokenKind`` — matching the conversions of
/// ``ThemeColorConvertible``, ``ThemeNumberConvertible``, ``ThemeFontConvertible`` and
/// ``ThemeImageConvertible``. An API of your own takes a name of the kinds it accepts with the
/// same constraint:
///
/// ```swift
/// func swatch<Kind: ColorTokenKind>(_ name: TokenName<Kind>) -> String { name.name }
/// ```
///
/// A typed name is not `RawRepresentable`, so it never reaches the untyped overload of
/// `ThemeValue.token(_:)` that takes an app's string enums.
public struct TokenName<Kind: TokenKind>: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The token's name, as the theme engine looks it up (`"color.text.primary"`).
    public let name: String

    /// The token named `name`, said to be of kind `Kind` (a name read at run time; the
    /// conversion still checks the token's type when the theme is applied).
    public init(_ name: String) { self.name = name }

    /// The token named by the literal.
    public init(stringLiteral name: String) { self.name = name }

    /// The name itself.
    public var description: String { name }
}
