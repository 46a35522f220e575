import Foundation
import LiveryCore

/// Text whose runs name tokens instead of colors and fonts; resolved per theme into
/// concrete values, each run keeping its own style (mixed-style strings stay mixed).
///
/// ```swift
/// let text = ThemedText("Balance: ", color: "text.secondary")
///     + ThemedText("1 200 ₽", color: "text.accent", font: "type.emphasis")
/// label.theme.attributedText = .text(text)
/// ```
@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
public struct ThemedText: Sendable, Hashable {
    /// The text with token attributes (and any other attributes, which are kept).
    public var source: AttributedString

    /// Themed text from an attributed string whose runs may carry token attributes.
    public init(_ source: AttributedString) { self.source = source }

    /// One run of `text` with the given tokens.
    public init(_ text: String, color: String? = nil, background: String? = nil, font: String? = nil) {
        var source = AttributedString(text)
        source[ThemeTextAttributes.ColorToken.self] = color
        source[ThemeTextAttributes.BackgroundColorToken.self] = background
        source[ThemeTextAttributes.FontToken.self] = font
        self.source = source
    }

    /// The two texts one after the other.
    public static func + (lhs: ThemedText, rhs: ThemedText) -> ThemedText {
        ThemedText(lhs.source + rhs.source)
    }

    /// The text with each run's tokens resolved in `theme`: token attributes stay, the
    /// resolved ``ThemeTextAttributes/Color``, ``ThemeTextAttributes/BackgroundColor`` and
    /// ``ThemeTextAttributes/Font`` are set beside them; runs without tokens are untouched.
    public func resolved(in theme: Theme) -> AttributedString {
        var result = source
        for run in source.runs {
            if let token = run[ThemeTextAttributes.ColorToken.self] {
                result[run.range][ThemeTextAttributes.Color.self] = theme.color(token)
            }
            if let token = run[ThemeTextAttributes.BackgroundColorToken.self] {
                result[run.range][ThemeTextAttributes.BackgroundColor.self] = theme.color(token)
            }
            if let token = run[ThemeTextAttributes.FontToken.self] {
                result[run.range][ThemeTextAttributes.Font.self] = theme.font(token)
            }
        }
        return result
    }
}

@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
extension ThemeValue where Value: ThemeAttributedTextConvertible {
    /// Themed text, resolved run by run on every theme change.
    public static func text(_ text: ThemedText) -> ThemeValue {
        ThemeValue(kind: .provider { theme in Value.themeText(text.resolved(in: theme)) })
    }
}
