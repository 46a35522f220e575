import Foundation
import LiveryCore

/// Attributes of themed text: runs carry token names, and resolving the text for a theme
/// adds the concrete values next to them.
@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
public enum ThemeTextAttributes {
    /// The foreground color token of a run.
    public enum ColorToken: AttributedStringKey {
        /// The token name.
        public typealias Value = String
        /// The attribute's name in attributed strings.
        public static let name = "livery.colorToken"
    }

    /// The background color token of a run.
    public enum BackgroundColorToken: AttributedStringKey {
        /// The token name.
        public typealias Value = String
        /// The attribute's name in attributed strings.
        public static let name = "livery.backgroundColorToken"
    }

    /// The font token of a run.
    public enum FontToken: AttributedStringKey {
        /// The token name.
        public typealias Value = String
        /// The attribute's name in attributed strings.
        public static let name = "livery.fontToken"
    }

    /// The foreground color of a run in the theme the text was resolved for.
    public enum Color: AttributedStringKey {
        /// The resolved color.
        public typealias Value = LiveryCore.Color
        /// The attribute's name in attributed strings.
        public static let name = "livery.color"
    }

    /// The background color of a run in the theme the text was resolved for.
    public enum BackgroundColor: AttributedStringKey {
        /// The resolved color.
        public typealias Value = LiveryCore.Color
        /// The attribute's name in attributed strings.
        public static let name = "livery.backgroundColor"
    }

    /// The font of a run in the theme the text was resolved for (scaled by the text scale).
    public enum Font: AttributedStringKey {
        /// The resolved font.
        public typealias Value = FontDescriptor
        /// The attribute's name in attributed strings.
        public static let name = "livery.font"
    }
}

/// A type attributed text converts to: the platform's string type maps the resolved
/// attributes (``ThemeTextAttributes/Color``, …) to its own.
@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
public protocol ThemeAttributedTextConvertible {
    /// The platform's attributed text for `text`, whose runs carry resolved Livery attributes, or `nil`.
    static func themeText(_ text: AttributedString) -> Self?
}

@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
extension AttributedString: ThemeAttributedTextConvertible {
    /// The text itself, with its resolved Livery attributes.
    public static func themeText(_ text: AttributedString) -> AttributedString? { text }
}
