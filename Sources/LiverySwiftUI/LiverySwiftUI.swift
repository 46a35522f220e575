#if canImport(SwiftUI)
    import SwiftUI
    import Livery
    import LiveryCore

    /// The current Livery theme in the SwiftUI environment.
    private struct LiveryThemeKey: EnvironmentKey {
        static let defaultValue: Theme? = nil
    }

    extension EnvironmentValues {
        /// The Livery theme views below ``LiveryThemeScope`` resolve tokens in.
        public var liveryTheme: Theme? {
            get { self[LiveryThemeKey.self] }
            set { self[LiveryThemeKey.self] = newValue }
        }
    }

    extension SwiftUI.Color {
        /// A SwiftUI color from a Livery color: sRGB when it fits, else Display P3.
        public init(livery color: LiveryCore.Color) {
            if color.isInGamut(.srgb) {
                let c = color.converted(to: .srgb).componentsWithMissingAsZero
                self.init(.sRGB, red: c.x, green: c.y, blue: c.z, opacity: color.alpha)
            } else {
                let c = color.gamutMapped(to: .displayP3).componentsWithMissingAsZero
                self.init(.displayP3, red: c.x, green: c.y, blue: c.z, opacity: color.alpha)
            }
        }

        /// The color token `name` in `theme`; clear when the theme has no such color.
        public static func token(_ name: String, in theme: Theme?) -> SwiftUI.Color {
            theme?.color(name).map(SwiftUI.Color.init(livery:)) ?? .clear
        }
    }

    /// Puts a manager's current theme into the environment and re-renders on changes.
    ///
    /// ```swift
    /// LiveryThemeScope(manager: .shared) { ContentView() }
    /// // in a view: @Environment(\.liveryTheme) var theme; Color.token("text.primary", in: theme)
    /// ```
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    public struct LiveryThemeScope<Content: View>: View {
        private let manager: ThemeManager
        private let content: Content

        public init(manager: ThemeManager, @ViewBuilder content: () -> Content) {
            self.manager = manager
            self.content = content()
        }

        public var body: some View {
            // Reading the @Observable value makes SwiftUI re-render when it changes.
            content.environment(\.liveryTheme, manager.current.theme)
        }
    }
#endif
