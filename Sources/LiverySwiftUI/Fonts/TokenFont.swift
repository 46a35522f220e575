#if canImport(SwiftUI)
    import SwiftUI
    import Livery
    import LiveryCore

    /// A font token as SwiftUI shows it: the font, and the line spacing and tracking of the
    /// text it sets.
    ///
    /// - A token with a family is `Font.custom(_:size:relativeTo:)`: its designed size times
    ///   the user's ``ThemeManager/textScale``, growing with Dynamic Type like its text style
    ///   (``TextStyle``: named in `$extensions` or the nearest default size).
    /// - A system-font token of a text style's default size (17 pt body, 13 pt footnote), with
    ///   the user's text scale at 1, is that style's system font, which grows with Dynamic
    ///   Type. Any other system-font token is `Font.system(size:weight:design:)` at the
    ///   scaled size, which does not: give such tokens a family or a text-style size.
    /// - SwiftUI has no line-height setting before iOS 26: the line height becomes line
    ///   spacing, the token's line height minus ``naturalLineHeight`` times the size.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    struct TokenFont {
        /// A font's natural line height as a multiple of its size, for line spacing: 1.2, the
        /// usual ascender-plus-descender-plus-leading of text faces (SF Pro's is 1.19).
        static let naturalLineHeight = 1.2

        let font: Font
        /// Points between lines, beyond the font's own line height.
        let lineSpacing: CGFloat
        /// Points between letters.
        let tracking: CGFloat

        init(_ descriptor: FontDescriptor, userScale: Double) {
            let size = descriptor.designSize * userScale
            let style = Font.TextStyle(descriptor.textStyle)
            let weight = Font.Weight(livery: descriptor.weight)
            if let family = descriptor.families.first {
                font = Font.custom(family, size: CGFloat(size), relativeTo: style).weight(weight)
            } else if descriptor.designSize == descriptor.textStyle.defaultSize, userScale == 1 {
                font = Font.system(style, design: nil, weight: weight)
            } else {
                font = Font.system(size: CGFloat(size), weight: weight, design: nil)
            }
            lineSpacing = CGFloat(descriptor.lineHeight.map { max(0, ($0 - Self.naturalLineHeight) * size) } ?? 0)
            // The descriptor's spacing is scaled with its size; rescale it to `size`.
            let spacing = descriptor.letterSpacing ?? 0
            tracking = descriptor.size > 0 ? CGFloat(spacing * size / descriptor.size) : 0
        }

        private init(font: Font) {
            self.font = font
            lineSpacing = 0
            tracking = 0
        }

        /// What a failed lookup sets: the body font.
        static let placeholder = TokenFont(font: .system(.body, design: nil, weight: nil))
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    extension Font.TextStyle {
        /// SwiftUI's text style of the same name.
        init(_ style: TextStyle) {
            self = Self.styles[style] ?? .body
        }

        private static let styles: [TextStyle: Font.TextStyle] = [
            .largeTitle: .largeTitle, .title: .title, .title2: .title2, .title3: .title3, .headline: .headline,
            .body: .body, .callout: .callout, .subheadline: .subheadline, .footnote: .footnote, .caption: .caption,
            .caption2: .caption2,
        ]
    }

    extension Font.Weight {
        /// The nearest SwiftUI weight to a CSS weight (100 ultra light … 900 black).
        init(livery weight: Double) {
            let steps: [(Double, Font.Weight)] = [
                (100, .ultraLight), (200, .thin), (300, .light), (400, .regular), (500, .medium), (600, .semibold),
                (700, .bold), (800, .heavy), (900, .black),
            ]
            self = steps.min { abs($0.0 - weight) < abs($1.0 - weight) }?.1 ?? .regular
        }
    }

    /// Sets the font, line spacing and tracking of a font token (`.font(token:)`).
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    struct TokenFontModifier: ViewModifier {
        let name: String
        let place: (fileID: String, line: Int)
        @Environment(\.livery) private var livery

        func body(content: Content) -> some View {
            Self.apply(livery.fontStyle(name, fileID: place.fileID, line: place.line), to: content)
        }

        static func apply(_ style: TokenFont, to content: Content) -> some View {
            content.font(style.font).lineSpacing(style.lineSpacing).tracking(style.tracking)
        }
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    extension View {
        /// Sets the font of typography token `name`, with its line height (as line spacing)
        /// and letter spacing, growing with Dynamic Type (see ``LiveryScope/font(_:fileID:line:)``).
        ///
        /// ```swift
        /// Text("Welcome").font(token: "type.title")
        /// ```
        public func font(token name: String, fileID: String = #fileID, line: Int = #line) -> some View {
            modifier(TokenFontModifier(name: name, place: (fileID, line)))
        }
    }
#endif
