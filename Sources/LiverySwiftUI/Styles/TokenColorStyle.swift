#if canImport(SwiftUI)
    import SwiftUI
    import Livery
    import LiveryCore

    /// A color token as a shape style: `.foregroundStyle(.token("text.primary"))`,
    /// `.background(.token(…))`, `.tint(.token(…))`. SwiftUI resolves it in the environment
    /// of the view it styles (`ShapeStyle.resolve(in:)`): the theme `.livery(_:)` or
    /// `.theme(_:)` put there, re-resolved when that theme changes, with no `body` of
    /// yours re-evaluated.
    ///
    /// A token the theme lacks or that is not a color resolves to the placeholder (magenta in
    /// debug builds) and is reported once per token and place through the manager's
    /// ``ThemeManager/onDiagnostic``.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    public struct TokenColorStyle: ShapeStyle {
        /// The token's name.
        public let token: String
        /// Where the style was written (`fileID:line`), for reports.
        let place: String

        public func resolve(in environment: EnvironmentValues) -> SwiftUI.Color.Resolved {
            let scope = environment.livery
            if let theme = environment.liveryTheme, let token = theme[token],
                case .color(let color) = token.value
            {
                return SwiftUI.Color.Resolved(livery: color)
            }
            report(environment.liveryTheme, scope: scope)
            return Placeholder.resolvedColor
        }

        /// Reports the failed lookup on the main actor (SwiftUI may resolve styles elsewhere;
        /// the manager delivers it on a later turn).
        /// Outside `.livery(_:)` there is no theme to resolve in: the place says so.
        private func report(_ theme: Theme?, scope: LiveryScope) {
            let token = token
            let found = theme?[token]?.type
            let place = theme == nil ? place + " (no .livery(_:) above the view)" : place
            Task { @MainActor in
                scope.resolvedManager.reportViewLookupFailure(
                    token: token, expected: "color", found: found, place: place)
            }
        }
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    extension ShapeStyle where Self == TokenColorStyle {
        /// The color token `name` of the environment's theme.
        ///
        /// ```swift
        /// Text("Hi").foregroundStyle(.token("text.primary"))
        /// ```
        public static func token(_ name: String, fileID: String = #fileID, line: Int = #line) -> TokenColorStyle {
            TokenColorStyle(token: name, place: "\(fileID):\(line)")
        }
    }
#endif
