/// The kinds of ``TokenName``: one per DTCG type, Livery's image tokens, and the kinds no
/// typed binding takes.
///
/// Each kind adopts the marker protocol of every value type that converts its tokens, as the
/// conversions read them:
///
/// | Kind | Binds to |
/// | --- | --- |
/// | ``TokenKinds/Color`` | ``ThemeColorConvertible`` (`UIColor`, `Color`) |
/// | ``TokenKinds/Number``, ``TokenKinds/FontWeight``, ``TokenKinds/Duration`` | ``ThemeNumberConvertible`` (`CGFloat`, `Double`, `Int`, `Float`) |
/// | ``TokenKinds/Dimension`` | ``ThemeNumberConvertible`` and ``ThemeFontConvertible`` (a size) |
/// | ``TokenKinds/Typography`` | ``ThemeFontConvertible`` (`UIFont`, ``FontDescriptor``) |
/// | ``TokenKinds/Image`` | ``ThemeImageConvertible`` (`UIImage`, `String`) |
/// | the others | nothing typed: bind them by their string name |
///
/// ```swift
/// let body: TokenName<TokenKinds.Typography> = "typography.body"
/// label.theme.font = .token(body)
/// ```
public enum TokenKinds {
    /// `color`.
    public enum Color: ColorTokenKind {}
    /// `dimension`: a number of points, or a font size.
    public enum Dimension: NumberTokenKind, FontTokenKind {}
    /// `fontFamily` (one that is not an image).
    public enum FontFamily: TokenKind {}
    /// `fontWeight`: a number.
    public enum FontWeight: NumberTokenKind {}
    /// `duration`: a number of seconds.
    public enum Duration: NumberTokenKind {}
    /// `cubicBezier`.
    public enum CubicBezier: TokenKind {}
    /// `number`.
    public enum Number: NumberTokenKind {}
    /// `strokeStyle`.
    public enum StrokeStyle: TokenKind {}
    /// `border`.
    public enum Border: TokenKind {}
    /// `transition`.
    public enum Transition: TokenKind {}
    /// `shadow`.
    public enum Shadow: TokenKind {}
    /// `gradient`.
    public enum Gradient: TokenKind {}
    /// `typography`: a font.
    public enum Typography: FontTokenKind {}
    /// An image name (see `ImageToken`).
    public enum Image: ImageTokenKind {}
    /// A `$type` DTCG does not define, whose value is not a string.
    public enum Unknown: TokenKind {}
    /// A token whose kind differs between contexts (a color in one theme, a number in
    /// another): no typed binding takes it.
    public enum Mixed: TokenKind {}
}
