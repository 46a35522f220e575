#if canImport(UIKit) && !os(watchOS)
    import UIKit
    import Livery

    /// Keeps UIKit in step with a ``ThemeManager``: the windows' `overrideUserInterfaceStyle`
    /// follows the engine's ``ThemeManager/interfaceStyle(darkStyledContexts:)`` so system
    /// controls match, and the engine's ``ThemeManager/systemAppearance`` follows the screen.
    ///
    /// ```swift
    /// let sync = ThemeWindowSync(manager: .shared)   // keep it for the app's lifetime
    /// ```
    @MainActor
    public final class ThemeWindowSync {
        private let manager: ThemeManager
        private let darkStyledContexts: Set<String>
        private var observation: ThemeObservation?
        private var activation: (any NSObjectProtocol)?

        public init(manager: ThemeManager, darkStyledContexts: Set<String> = []) {
            self.manager = manager
            self.darkStyledContexts = darkStyledContexts
            observation = manager.observe { [weak self] _ in self?.applyStyle() }
            // The screen's traits are the system's, whatever the windows are told.
            activation = NotificationCenter.default.addObserver(
                forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main
            ) { [weak self] _ in MainActor.assumeIsolated { self?.readSystemAppearance() } }
            readSystemAppearance()
            applyStyle()
        }

        /// Reads the system appearance from the screen, whose traits stay the system's
        /// whatever the windows are told. Runs when the app becomes active; call it from a
        /// trait-change callback too if the app must notice a change while active.
        public func readSystemAppearance() {
            let screens = UIApplication.shared.connectedScenes.compactMap { ($0 as? UIWindowScene)?.screen }
            guard let screen = screens.first else { return }
            manager.systemAppearance = screen.traitCollection.userInterfaceStyle == .dark ? .dark : .light
        }

        /// Tells every window of the app the engine's interface style.
        public func applyStyle() {
            let style: UIUserInterfaceStyle =
                switch manager.interfaceStyle(darkStyledContexts: darkStyledContexts) {
                case .followSystem: .unspecified
                case .light: .light
                case .dark: .dark
                }
            for case let scene as UIWindowScene in UIApplication.shared.connectedScenes {
                for window in scene.windows { window.overrideUserInterfaceStyle = style }
            }
        }
    }
#endif
