#if canImport(SwiftUI)
    import SwiftUI
    import Livery
    import LiveryCore

    /// Where the views below read tokens: a manager, and the preference a subtree is pinned
    /// to (`nil`: the manager's global choice). `.livery(_:)` puts one in the environment and
    /// `.theme(_:)` pins it; outside both it is the global choice of ``ThemeManager/shared``.
    ///
    /// Reads in a view's `body` are observed one token at a time: the view re-renders when a
    /// token it read changes, not on every switch.
    ///
    /// ```swift
    /// struct Badge: View {
    ///     @Environment(\.livery) private var livery
    ///     var body: some View {
    ///         Text("New")
    ///             .font(livery.font("type.caption"))
    ///             .foregroundStyle(livery.color("text.accent"))
    ///     }
    /// }
    /// ```
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    public struct LiveryScope: Sendable, Equatable {
        /// The manager set by `.livery(_:)`; `nil` reads ``ThemeManager/shared``.
        public let manager: ThemeManager?
        /// The preference `.theme(_:)` pinned this subtree to; `nil` follows the global choice.
        public let preference: AppearancePreference?
        /// Contexts besides the manager's dark one that count as dark (`midnight`, `oled`).
        public let darkContexts: Set<String>

        init(manager: ThemeManager?, preference: AppearancePreference? = nil, darkContexts: Set<String> = []) {
            self.manager = manager
            self.preference = preference
            self.darkContexts = darkContexts
        }

        public static func == (a: LiveryScope, b: LiveryScope) -> Bool {
            a.manager === b.manager && a.preference == b.preference && a.darkContexts == b.darkContexts
        }

        /// The manager lookups use.
        @MainActor
        var resolvedManager: ThemeManager { manager ?? .shared }

        /// This scope pinned to `preference`.
        func pinned(_ preference: AppearancePreference) -> LiveryScope {
            LiveryScope(manager: manager, preference: preference, darkContexts: darkContexts)
        }

        /// Whether `context` of the theme modifier is dark.
        @MainActor
        func isDark(_ context: String) -> Bool {
            context == resolvedManager.darkContext || darkContexts.contains(context)
        }
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    private struct LiveryScopeKey: EnvironmentKey {
        static let defaultValue = LiveryScope(manager: nil)
    }

    /// The theme of the scope, which changes with every rebuild of it: what token styles
    /// resolve in, so SwiftUI re-resolves them when it changes.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    private struct LiveryThemeKey: EnvironmentKey {
        static let defaultValue: Theme? = nil
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    extension EnvironmentValues {
        /// Where the views below read tokens (see ``LiveryScope``).
        public var livery: LiveryScope {
            get { self[LiveryScopeKey.self] }
            set { self[LiveryScopeKey.self] = newValue }
        }

        /// The theme token styles resolve in: the scope's, set by `.livery(_:)` and
        /// `.theme(_:)`; `nil` outside them (styles then read ``ThemeManager/shared``).
        public internal(set) var liveryTheme: Theme? {
            get { self[LiveryThemeKey.self] }
            set { self[LiveryThemeKey.self] = newValue }
        }
    }
#endif
