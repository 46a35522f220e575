#if canImport(SwiftUI)
    import SwiftUI
    import Livery
    import LiveryCore

    /// The lookups of ``LiveryScope`` by generated constant (`Tokens.Color.textPrimary`): each
    /// takes the kinds its result converts, so a constant of another kind does not compile.
    /// String names keep working for names made at run time.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    extension LiveryScope {
        /// The color token `name`, or the placeholder (reported).
        @MainActor
        public func color<Kind: ColorTokenKind>(
            _ name: TokenName<Kind>, fileID: String = #fileID, line: Int = #line
        ) -> SwiftUI.Color {
            color(name.name, fileID: fileID, line: line)
        }

        /// The number, dimension, font weight or duration token `name` in points, or `nil`
        /// (reported).
        @MainActor
        public func number<Kind: NumberTokenKind>(
            _ name: TokenName<Kind>, fileID: String = #fileID, line: Int = #line
        ) -> CGFloat? {
            number(name.name, fileID: fileID, line: line)
        }

        /// The font of typography or dimension token `name` (see ``font(_:fileID:line:)``).
        @MainActor
        public func font<Kind: FontTokenKind>(
            _ name: TokenName<Kind>, fileID: String = #fileID, line: Int = #line
        )
            -> Font
        {
            font(name.name, fileID: fileID, line: line)
        }

        /// The image of image token `name`, or a placeholder symbol (reported).
        @MainActor
        public func image<Kind: ImageTokenKind>(
            _ name: TokenName<Kind>, bundle: Bundle? = nil, fileID: String = #fileID, line: Int = #line
        ) -> Image {
            image(name.name, bundle: bundle, fileID: fileID, line: line)
        }
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    extension ShapeStyle where Self == TokenColorStyle {
        /// The color token a generated constant names, as a shape style.
        ///
        /// ```swift
        /// let primary: TokenName<TokenKinds.Color> = "text.primary"
        /// let title = Text("Hi").foregroundStyle(.token(primary))
        /// ```
        public static func token<Kind: ColorTokenKind>(
            _ name: TokenName<Kind>, fileID: String = #fileID, line: Int = #line
        ) -> TokenColorStyle {
            token(name.name, fileID: fileID, line: line)
        }
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    extension View {
        /// Sets the font of the typography or dimension token a generated constant names
        /// (see `font(token:)`).
        public func font<Kind: FontTokenKind>(
            token name: TokenName<Kind>, fileID: String = #fileID, line: Int = #line
        )
            -> some View
        {
            font(token: name.name, fileID: fileID, line: line)
        }
    }
#endif
