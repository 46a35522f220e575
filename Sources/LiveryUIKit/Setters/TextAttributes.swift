#if canImport(UIKit)
    import UIKit
    import Livery
    import LiveryCore

    /// UIKit's rendering of a font token: the font, the letter spacing (`kern`) and the line
    /// height the typography token gives — `lineHeight` × size in points, as the paragraph
    /// style's minimum and maximum line height (its `lineHeightMultiple` would multiply the
    /// font's natural line height, leading included: about a fifth too tall).
    struct UIKitTextStyle {
        let font: UIFont?
        let kern: CGFloat?
        let lineHeight: CGFloat?

        /// The font as `UIFontMetrics` scales it; the kern and line height follow the font's
        /// size.
        init(_ descriptor: FontDescriptor) {
            let (base, metrics) = UIFont.designedThemeFont(descriptor)
            let font = metrics.scaledFont(for: base)
            self.font = font
            let size = Double(font.pointSize)
            let growth = descriptor.size > 0 ? size / descriptor.size : 1
            kern = descriptor.letterSpacing.map { CGFloat($0 * growth) }
            lineHeight = descriptor.lineHeight.map { CGFloat($0 * size) }
        }

        /// `base` (a run's own paragraph style, or none) with the token's line height; `base`
        /// itself when the token gives none.
        func paragraphStyle(over base: NSParagraphStyle?) -> NSParagraphStyle? {
            guard let lineHeight else { return base }
            let style = NSMutableParagraphStyle()
            if let base { style.setParagraphStyle(base) }
            style.minimumLineHeight = lineHeight
            style.maximumLineHeight = lineHeight
            return style
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
                    attributes[.paragraphStyle] = style.paragraphStyle(over: nil)
                }
                return attributes
            }
        }
    }
#endif
