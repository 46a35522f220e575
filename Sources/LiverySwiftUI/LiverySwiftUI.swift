#if canImport(SwiftUI)
    import SwiftUI
    import Livery
    import LiveryCore

    /// The current Livery theme in the SwiftUI environment.
    private struct LiveryThemeKey: EnvironmentKey {
        static let defaultValue: Theme? = nil
    }

    /// The manager whose theme ``LiveryThemeScope`` put in the environment.
    private struct LiveryManagerKey: EnvironmentKey {
        static let defaultValue: ThemeManager? = nil
    }

    extension EnvironmentValues {
        /// The Livery theme views below ``LiveryThemeScope`` resolve tokens in.
        public var liveryTheme: Theme? {
            get { self[LiveryThemeKey.self] }
            set { self[LiveryThemeKey.self] = newValue }
        }

        /// The manager of ``liveryTheme``: lookups report unknown tokens to it.
        public var liveryManager: ThemeManager? {
            get { self[LiveryManagerKey.self] }
            set { self[LiveryManagerKey.self] = newValue }
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

        /// The color token `name` of the environment's theme. A token the theme lacks (or
        /// that is not a color) gives clear and is reported to the manager's
        /// ``ThemeManager/onDiagnostic`` once, as bindings report it; outside a
        /// ``LiveryThemeScope`` there is no theme and the color is clear.
        ///
        /// ```swift
        /// struct Title: View {
        ///     @Environment(\.self) private var environment
        ///     var body: some View { Text("Hi").foregroundStyle(Color.token("text.primary", in: environment)) }
        /// }
        /// ```
        @MainActor
        public static func token(_ name: String, in environment: EnvironmentValues) -> SwiftUI.Color {
            guard let theme = environment.liveryTheme else { return .clear }
            let color =
                if let manager = environment.liveryManager {
                    manager.value(name, in: theme, as: LiveryCore.Color.self)
                } else {
                    theme.color(name)
                }
            return color.map(SwiftUI.Color.init(livery:)) ?? .clear
        }
    }

    /// Puts a manager's current theme into the environment, with the matching color scheme
    /// (so system views and `Color.primary` follow a fixed light or dark choice), and
    /// re-renders on changes.
    ///
    /// ```swift
    /// LiveryThemeScope(manager: .shared) { ContentView() }
    /// // in a view: @Environment(\.self) var environment; Color.token("text.primary", in: environment)
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
            let current = manager.current
            content
                .environment(\.liveryTheme, current.theme)
                .environment(\.liveryManager, manager)
                .environment(\.colorScheme, Self.colorScheme(manager, system: current.systemAppearance))
        }

        /// The engine's interface style as a color scheme (the system's while it follows it).
        static func colorScheme(_ manager: ThemeManager, system: SystemAppearance) -> ColorScheme {
            switch manager.interfaceStyle() {
            case .followSystem: system == .dark ? .dark : .light
            case .light: .light
            case .dark: .dark
            }
        }
    }
#endif
