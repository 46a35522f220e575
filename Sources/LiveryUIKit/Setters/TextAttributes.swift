#if canImport(UIKit)
    import UIKit
    import Livery
    import LiveryCore

    /// UIKit's rendering of a font token: the font, the letter spacing (`kern`) and the line
    /// height (a paragraph style's `lineHeightMultiple`) the typography token gives.
    struct UIKitTextStyle {
        let font: UIFont?
        let kern: CGFloat?
        let paragraphStyle: NSParagraphStyle?

        init(_ descriptor: FontDescriptor) {
            font = UIFont.themeFont(descriptor)
            kern = descriptor.letterSpacing.map { CGFloat($0) }
            paragraphStyle = descriptor.lineHeight.map {
                let style = NSMutableParagraphStyle()
                style.lineHeightMultiple = CGFloat($0)
                return style
            }
        }
    }

    extension ThemeValue where Value == [NSAttributedString.Key: Any] {
        /// An attribute dictionary from tokens, rebuilt on every switch: for navigation bar
        /// titles, bar items, segmented controls and placeholder-style APIs that take
        /// attributes. A font token's letter spacing and line height come with it.
        ///
        /// ```swift
        /// navigationBar.theme.titleTextAttributes = .textAttributes(color: "text.primary", font: "type.title")
        /// ```
        public static func textAttributes(
            color: String? = nil, background: String? = nil, font: String? = nil
        ) -> ThemeValue {
            ThemeValue { theme in
                var attributes: [NSAttributedString.Key: Any] = [:]
                attributes[.foregroundColor] = color.flatMap(theme.color).flatMap(UIColor.themeColor)
                attributes[.backgroundColor] = background.flatMap(theme.color).flatMap(UIColor.themeColor)
                if let descriptor = font.flatMap(theme.font) {
                    let style = UIKitTextStyle(descriptor)
                    attributes[.font] = style.font
                    attributes[.kern] = style.kern
                    attributes[.paragraphStyle] = style.paragraphStyle
                }
                return attributes
            }
        }
    }
#endif
