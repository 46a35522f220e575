import LiveryCore

/// A font as tokens describe it, its size already multiplied by the app-wide text scale and
/// grown for the content size (Dynamic Type) on the curve of its text style.
///
/// A `typography` token gives every field; a `dimension` token gives a size alone (family
/// and weight left to the platform default).
public struct FontDescriptor: Sendable, Hashable {
    /// Font families in order of preference; empty means the system font.
    public var families: [String]
    /// The size in points, scaled.
    public var size: Double
    /// The size as designed, before scaling.
    public var designSize: Double
    /// The weight on the 1…1000 scale (400 regular, 700 bold).
    public var weight: Double
    /// The line height as a multiple of the size, when the token gives one (DTCG's
    /// `lineHeight`: 1.5 at 16 pt is 24 pt).
    public var lineHeight: Double?

    /// The line height in points: ``lineHeight`` times the (scaled) ``size``. Not a multiple of
    /// the font's natural line height (UIKit's `lineHeightMultiple`), which is taller by the
    /// font's leading.
    public var lineHeightPoints: Double? { lineHeight.map { $0 * size } }
    /// Extra spacing between letters in points, scaled like the size.
    public var letterSpacing: Double?
    /// The Dynamic Type style the font grows with (see ``TextStyle``).
    public var textStyle: TextStyle
    /// The content size ``size`` is evaluated at (``ContentSize/large``: as designed).
    public var contentSize: ContentSize

    /// A font from its families (most preferred first), size and optical size in points, weight (100…900), line height
    /// and letter spacing.
    public init(
        families: [String], size: Double, designSize: Double? = nil, weight: Double = 400,
        lineHeight: Double? = nil, letterSpacing: Double? = nil, textStyle: TextStyle? = nil,
        contentSize: ContentSize = .large
    ) {
        self.families = families
        self.size = size
        self.designSize = designSize ?? size
        self.weight = weight
        self.lineHeight = lineHeight
        self.letterSpacing = letterSpacing
        self.textStyle = textStyle ?? TextStyle(nearestTo: designSize ?? size)
        self.contentSize = contentSize
    }

    /// The descriptor of a `typography` or `dimension` token at the app-wide `scale`, grown
    /// for `contentSize` on the curve of its text style.
    public init?(token: ResolvedToken, scale: Double, contentSize: ContentSize = .large) {
        let named = TextStyle(extensionsOf: token)
        switch token.value {
        case .typography(let t):
            let style = named ?? TextStyle(nearestTo: t.fontSize.points)
            let factor = scale * style.scale(at: contentSize)
            self.init(
                families: t.fontFamily, size: t.fontSize.points * factor, designSize: t.fontSize.points,
                weight: t.fontWeight, lineHeight: t.lineHeight,
                letterSpacing: t.letterSpacing.map { $0.points * factor },
                textStyle: style, contentSize: contentSize)
        case .dimension(let d):
            let style = named ?? TextStyle(nearestTo: d.points)
            self.init(
                families: [], size: d.points * scale * style.scale(at: contentSize), designSize: d.points,
                textStyle: style, contentSize: contentSize)
        default:
            return nil
        }
    }

    /// The same font evaluated at another content size: the size and letter spacing move
    /// along the text style's curve (platform glue scales in a view's own category this way).
    ///
    /// ```swift
    /// let caption = FontDescriptor(families: [], size: 11)   // caption2, as designed
    /// caption.evaluated(at: .accessibilityMedium).size       // 20
    /// ```
    public func evaluated(at other: ContentSize) -> FontDescriptor {
        var font = self
        let factor = textStyle.scale(at: other) / textStyle.scale(at: contentSize)
        font.size = size * factor
        font.letterSpacing = letterSpacing.map { $0 * factor }
        font.contentSize = other
        return font
    }
}

/// A platform font type built from a font token.
///
/// LiveryUIKit adopts it for `UIFont` (in an extension, hence `Self?`); a type of your own
/// adopts it the same way:
///
/// ```swift
/// struct TerminalFont: ThemeFontConvertible {
///     var family: String
///     var size: Double
///     static func themeFont(_ font: FontDescriptor) -> TerminalFont? {
///         TerminalFont(family: font.families.first ?? "monospace", size: font.size)
///     }
/// }
/// label.theme.font = .token("type.body")   // UIFont, through LiveryUIKit
/// ```
public protocol ThemeFontConvertible: ThemeTokenConvertible {
    /// The font for `font` (families, size already scaled by the theme's text scale and
    /// content size, weight), or `nil` when there is none.
    static func themeFont(_ font: FontDescriptor) -> Self?
}

extension ThemeFontConvertible {
    public static func themeValue(from token: ResolvedToken, in theme: Theme) -> Self? {
        FontDescriptor(token: token, scale: theme.textScale, contentSize: theme.contentSize).flatMap(themeFont)
    }

    public static var themeTokenKind: String { "typography or dimension" }
}

extension FontDescriptor: ThemeFontConvertible {
    /// The descriptor itself: a property of type `FontDescriptor` binds to font tokens directly.
    public static func themeFont(_ font: FontDescriptor) -> FontDescriptor? { font }
}
