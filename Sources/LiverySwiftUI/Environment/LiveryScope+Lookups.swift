#if canImport(SwiftUI)
    import SwiftUI
    import Livery
    import LiveryCore

    /// Token lookups for a view's `body`, each observed on its own. A token the theme lacks,
    /// or of a type the lookup does not take, is reported through the manager's
    /// ``ThemeManager/onDiagnostic`` once per token and place (the caller's file and line) on
    /// a later main-actor turn, never during the `body` that looked it up, and shows a
    /// placeholder: magenta in debug builds, so it cannot pass unseen.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    extension LiveryScope {
        /// The token `name` converted to `Value`, or `nil` (reported).
        @MainActor
        public func value<Value: ThemeTokenConvertible>(
            _ name: String, as type: Value.Type = Value.self, fileID: String = #fileID, line: Int = #line
        ) -> Value? {
            resolvedManager.observedValue(name, as: Value.self, in: preference, place: "\(fileID):\(line)")
        }

        /// The color token `name`, or the placeholder (reported).
        @MainActor
        public func color(_ name: String, fileID: String = #fileID, line: Int = #line) -> SwiftUI.Color {
            value(name, as: LiveryCore.Color.self, fileID: fileID, line: line).map(SwiftUI.Color.init(livery:))
                ?? Placeholder.color
        }

        /// The number or dimension token `name` in points, or `nil` (reported): for spacing,
        /// radii and opacity.
        @MainActor
        public func number(_ name: String, fileID: String = #fileID, line: Int = #line) -> CGFloat? {
            value(name, as: Double.self, fileID: fileID, line: line).map { CGFloat($0) }
        }

        /// The font of typography (or dimension) token `name`, growing with Dynamic Type
        /// relative to its text style (see ``TokenFont``); the body font when it fails (reported).
        @MainActor
        public func font(_ name: String, fileID: String = #fileID, line: Int = #line) -> Font {
            fontStyle(name, fileID: fileID, line: line).font
        }

        /// The font and the text layout (line spacing, tracking) of token `name`.
        @MainActor
        func fontStyle(_ name: String, fileID: String, line: Int) -> TokenFont {
            let manager = resolvedManager
            guard let descriptor = value(name, as: FontDescriptor.self, fileID: fileID, line: line) else {
                return TokenFont.placeholder
            }
            return TokenFont(descriptor, userScale: manager.textScale)
        }

        /// The image of image token `name` (an asset name per theme), or a placeholder
        /// symbol (reported).
        @MainActor
        public func image(
            _ name: String, bundle: Bundle? = nil, fileID: String = #fileID, line: Int = #line
        )
            -> Image
        {
            guard let asset = value(name, as: String.self, fileID: fileID, line: line) else {
                return Placeholder.image
            }
            return Image(asset, bundle: bundle)
        }
    }
#endif
