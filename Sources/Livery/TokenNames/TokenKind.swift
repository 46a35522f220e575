/// The kind of token a ``TokenName`` names: one of the caseless types of ``TokenKinds``.
///
/// A kind adopts the marker protocols of the value types that convert its tokens; a typed
/// binding requires the marker of its property's value type.
public protocol TokenKind {}

/// A kind whose tokens convert to a ``ThemeColorConvertible`` value: `color`.
///
/// The constraint of an API that takes color token names (a SwiftUI `ShapeStyle`, say):
///
/// ```swift
/// func fill<Kind: ColorTokenKind>(_ name: TokenName<Kind>) -> ThemeValue<Color> { .token(name) }
/// ```
public protocol ColorTokenKind: TokenKind {}

/// A kind whose tokens convert to a ``ThemeNumberConvertible`` value: `number`, `dimension`
/// (in points), `fontWeight` and `duration` (in seconds).
public protocol NumberTokenKind: TokenKind {}

/// A kind whose tokens convert to a ``ThemeFontConvertible`` value: `typography`, and
/// `dimension` (a size alone).
public protocol FontTokenKind: TokenKind {}

/// A kind whose tokens convert to a ``ThemeImageConvertible`` value: Livery's image tokens
/// (a `fontFamily` token marked as an image, or a string of a type DTCG does not define).
public protocol ImageTokenKind: TokenKind {}
