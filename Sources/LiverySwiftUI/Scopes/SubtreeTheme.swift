#if canImport(SwiftUI)
    import SwiftUI
    import Livery
    import LiveryCore

    /// A subtree pinned to a preference (`.theme(_:)`), the SwiftUI twin of UIKit's
    /// `container.theme.override`: tokens below resolve in that preference's theme, and the
    /// subtree's color scheme is set through the environment (`environment(\.colorScheme, _)`)
    /// so system views inside it match.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    struct SubtreeTheme: ViewModifier {
        let preference: AppearancePreference
        @Environment(\.livery) private var scope

        func body(content: Content) -> some View {
            let writes = Self.writes(preference, below: scope)
            return
                content
                .environment(\.livery, writes.scope)
                .environment(\.liveryTheme, writes.theme)
                .environment(\.colorScheme, writes.colorScheme)
                .environment(\.liveryHostedPin, scope.resolvedManager.context(for: preference))
        }

        /// What the subtree writes below `scope`, read through observation: its theme
        /// changes only when that preference's theme is rebuilt.
        @MainActor
        static func writes(
            _ preference: AppearancePreference, below scope: LiveryScope
        )
            -> (scope: LiveryScope, theme: Theme, colorScheme: ColorScheme)
        {
            let manager = scope.resolvedManager
            let theme = manager.observedTheme(in: preference)
            let dark =
                switch preference {
                case .system: manager.current.systemAppearance == .dark
                case .context(let name): scope.isDark(name)
                }
            return (scope.pinned(preference), theme, dark ? .dark : .light)
        }
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    extension View {
        /// Pins this subtree to `preference` (`.dark`, `.context("sepia")`, `.system`):
        /// the views below show that theme whatever the app's choice is.
        ///
        /// ```swift
        /// Text("Now playing").theme(.dark)
        /// ```
        public func theme(_ preference: AppearancePreference) -> some View {
            modifier(SubtreeTheme(preference: preference))
        }
    }
#endif
