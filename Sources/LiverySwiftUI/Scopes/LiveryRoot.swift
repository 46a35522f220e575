#if canImport(SwiftUI)
    import SwiftUI
    import Livery
    import LiveryCore

    /// The root of a themed view tree (`.livery(_:)`): puts the manager's scope and theme in
    /// the environment and sets the presentation's color scheme the way Apple recommends,
    /// `preferredColorScheme(_:)`, so sheets, alerts and the status bar follow a fixed
    /// choice (`nil` while the manager follows the system).
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    struct LiveryRoot: ViewModifier {
        let scope: LiveryScope
        /// Whether the root sets the presentation's scheme (`false` for the panels of a
        /// preview, which set their subtree's only).
        var presents = true
        @Environment(\.colorScheme) private var colorScheme
        @Environment(\.liveryHostedPin) private var hostedPin

        func body(content: Content) -> some View {
            let manager = scope.resolvedManager
            let writes = Self.writes(for: scope, hostedPin: hostedPin)
            let follows = writes.colorScheme == nil
            return
                content
                .environment(\.livery, writes.scope)
                .environment(\.liveryTheme, writes.theme)
                .environment(\.colorScheme, writes.colorScheme ?? colorScheme)
                .preferredColorScheme(presents && hostedPin == nil ? writes.colorScheme : nil)
                .onChange(of: SystemReading(colorScheme: colorScheme, isFollowing: follows), initial: true) {
                    // While the manager follows the system, no preference is set and the
                    // environment's scheme is the system's: feed it to the engine.
                    if follows { manager.systemAppearance = colorScheme == .dark ? .dark : .light }
                }
        }

        /// What the root writes for `scope`, read through observation (theme per scope, the
        /// choice), so the root re-renders when either changes. Under a UIKit override
        /// (`hostedPin`) the root is a pinned subtree: that context's theme and scheme.
        @MainActor
        static func writes(
            for scope: LiveryScope, hostedPin: String? = nil
        )
            -> (scope: LiveryScope, theme: Theme, colorScheme: ColorScheme?)
        {
            if let hostedPin {
                let pinned = SubtreeTheme.writes(.context(hostedPin), below: scope)
                return (pinned.scope, pinned.theme, pinned.colorScheme)
            }
            let manager = scope.resolvedManager
            let theme = manager.observedTheme()
            let appearance = manager.current.appearance
            let style = manager.interfaceStyle(for: appearance, darkStyledContexts: scope.darkContexts)
            return (scope, theme, ColorScheme(style))
        }
    }

    /// The system's scheme as the root reads it, and whether it is read now.
    struct SystemReading: Equatable {
        let colorScheme: ColorScheme
        let isFollowing: Bool
    }

    extension ColorScheme {
        /// The scheme a fixed style asks for; `nil` to follow the system.
        init?(_ style: InterfaceStyle) {
            switch style {
            case .followSystem: return nil
            case .light: self = .light
            case .dark: self = .dark
            }
        }
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    extension View {
        /// Themes this view tree with `manager`: token styles, fonts and images below resolve
        /// in its theme and follow every change of it, and the presentation's color scheme
        /// follows its choice.
        ///
        /// ```swift
        /// ContentView().livery(manager, darkContexts: ["midnight", "oled"])
        /// ```
        ///
        /// - Parameter darkContexts: Contexts besides the manager's dark one that are dark.
        public func livery(_ manager: ThemeManager, darkContexts: Set<String> = []) -> some View {
            modifier(LiveryRoot(scope: LiveryScope(manager: manager, darkContexts: darkContexts)))
        }
    }
#endif
