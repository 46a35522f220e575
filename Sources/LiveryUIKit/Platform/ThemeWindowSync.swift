#if canImport(UIKit) && !os(watchOS)
    import UIKit
    import Livery

    /// Keeps UIKit in step with a ``ThemeManager``: every window's
    /// `overrideUserInterfaceStyle` follows the engine's
    /// ``ThemeManager/interfaceStyle(darkStyledContexts:)`` so system controls match — windows
    /// and scenes made later too — and the engine's ``ThemeManager/systemAppearance`` follows
    /// the system, also while the app overrides it and stays active.
    ///
    /// ```swift
    /// let sync = ThemeWindowSync(manager: .shared)   // keep it for the app's lifetime
    /// try sync.setAppearance(.dark, animated: true)  // one cross-fade per window
    /// ```
    ///
    /// A multi-window iPad app may keep one sync per scene instead (`ThemeWindowSync(manager:
    /// scene:)`, made in the scene delegate's `scene(_:willConnectTo:options:)`), and a window
    /// the app styles itself is left out with ``exclude(_:)``.
    ///
    /// The system appearance is read from the window scenes, whose traits stay the
    /// system's whatever the windows are told: when a scene connects (before its first
    /// frame), when the app becomes active, when the text size changes
    /// (`UIContentSizeCategory.didChangeNotification`), and on iOS 17 on every change while
    /// the app is active, through each scene's trait-change registration. Before iOS 17 a
    /// hidden window that is never overridden (``SystemAppearanceProbe``) reports the changes
    /// it sees as well; that UIKit updates a hidden window's traits is not documented, so
    /// nothing depends on it: a change made from Control Center or Settings is read when the
    /// app is active again. Changes while the app is in the
    /// background (iOS flips the style to take the app switcher's light and dark snapshots)
    /// are not followed: the appearance is read once, when the app is active again. A scene
    /// that disconnects is forgotten with its probe. Its notification observers go with it.
    @MainActor
    public final class ThemeWindowSync {
        private let manager: ThemeManager
        private let darkStyledContexts: Set<String>
        /// The one scene kept, for a sync per scene; `nil`: every scene of the app.
        private weak var keptScene: UIWindowScene?
        private let isPerScene: Bool
        private var observation: ThemeObservation?
        private var notifications: [NotificationObservation] = []
        private var watched: [ObjectIdentifier: SceneWatch] = [:]
        private var excluded: [ObjectIdentifier: WeakWindow] = [:]
        private var isInBackground = false

        /// Starts keeping `manager` and the app's windows in step.
        ///
        /// - Parameters:
        ///   - manager: The engine whose choice the windows show.
        ///   - darkStyledContexts: Contexts besides the dark one that get the dark style.
        ///   - scene: The one scene whose windows this sync keeps (a sync per scene); `nil`,
        ///     the default, keeps every scene's, those that connect later too.
        ///   - excluded: Windows the app styles itself (see ``exclude(_:)``).
        public init(
            manager: ThemeManager, darkStyledContexts: Set<String> = [], scene: UIWindowScene? = nil,
            excluding excluded: [UIWindow] = []
        ) {
            self.manager = manager
            self.darkStyledContexts = darkStyledContexts
            keptScene = scene
            isPerScene = scene != nil
            for window in excluded { self.excluded[ObjectIdentifier(window)] = WeakWindow(window: window) }
            observation = manager.observe { [weak self] _ in self?.applyStyle() }
            notifications = [
                NotificationObservation(UIApplication.didBecomeActiveNotification, object: UIApplication.self) {
                    [weak self] _ in
                    self?.isInBackground = false
                    self?.readSystemAppearance()
                },
                NotificationObservation(UIApplication.didEnterBackgroundNotification, object: UIApplication.self) {
                    [weak self] _ in
                    self?.isInBackground = true
                },
                NotificationObservation(UIScene.willConnectNotification, object: UIWindowScene.self) {
                    [weak self] scene in
                    guard let self, let scene, !isPerScene else { return }
                    watchScenes()
                    readSystemAppearance(of: scene)
                    applyStyle()
                },
                NotificationObservation(UIScene.didDisconnectNotification, object: UIWindowScene.self) {
                    [weak self] scene in
                    guard let scene else { return }
                    self?.forget(scene)
                },
                NotificationObservation(UIContentSizeCategory.didChangeNotification, object: UIApplication.self) {
                    [weak self] _ in
                    guard let self, !isInBackground else { return }
                    readSystemAppearance()
                },
                NotificationObservation(UIWindow.didBecomeVisibleNotification, object: UIWindow.self) {
                    [weak self] window in
                    guard let self, let window else { return }
                    if keeps(window) { apply(style, to: window) }
                },
            ]
            watchScenes()
            readSystemAppearance()
            applyStyle()
        }

        /// Leaves `window` to the app: the sync no longer sets its interface style (it keeps
        /// the one it has). Held weakly.
        public func exclude(_ window: UIWindow) {
            excluded[ObjectIdentifier(window)] = WeakWindow(window: window)
        }

        /// Styles `window` again after ``exclude(_:)``.
        public func include(_ window: UIWindow) {
            excluded[ObjectIdentifier(window)] = nil
            if keeps(window) { apply(style, to: window) }
        }

        /// Reads the system appearance and text size (Dynamic Type, scaling font tokens) from
        /// the first window scene the sync keeps.
        public func readSystemAppearance() {
            guard let scene = windowScenes.first else { return }
            readSystemAppearance(of: scene)
        }

        /// Tells every window the sync keeps the engine's interface style.
        public func applyStyle() {
            let style = self.style
            for window in windowScenes.flatMap(\.windows) where keeps(window) { apply(style, to: window) }
        }

        /// Chooses the appearance like ``ThemeManager/setAppearance(_:)``; animated, every
        /// window cross-fades once from the old values to the new ones (SwiftTheme's 0.3 s).
        ///
        /// - Throws: ``ThemeSelectionError`` for a context the theme modifier does not have.
        public func setAppearance(
            _ preference: AppearancePreference, animated: Bool, duration: TimeInterval = 0.3
        ) throws(ThemeSelectionError) {
            guard animated else { return try manager.setAppearance(preference) }
            var failure: ThemeSelectionError?
            let manager = self.manager
            crossFade(ArraySlice(windowScenes.flatMap(\.windows).filter(keeps)), duration: duration) {
                do throws(ThemeSelectionError) {
                    try manager.setAppearance(preference)
                } catch {
                    failure = error
                }
            }
            if let failure { throw failure }
        }

        /// How many scenes the sync watches (tests: disconnected ones are forgotten).
        var watchedSceneCount: Int { watched.count }

        // MARK: Private

        private var style: UIUserInterfaceStyle {
            UIUserInterfaceStyle(manager.interfaceStyle(darkStyledContexts: darkStyledContexts))
        }

        private var windowScenes: [UIWindowScene] {
            if isPerScene { return keptScene.map { [$0] } ?? [] }
            return UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
        }

        /// Whether the sync styles `window`: in a kept scene, not excluded, not a probe.
        private func keeps(_ window: UIWindow) -> Bool {
            guard !(window is SystemAppearanceProbe), excluded[ObjectIdentifier(window)]?.window !== window else {
                return false
            }
            guard isPerScene else { return true }
            return window.windowScene != nil && window.windowScene === keptScene
        }

        private func apply(_ style: UIUserInterfaceStyle, to window: UIWindow) {
            window.overrideUserInterfaceStyle = style
        }

        private func readSystemAppearance(of scene: UIWindowScene) {
            let traits = scene.traitCollection
            manager.systemAppearance = traits.userInterfaceStyle == .dark ? .dark : .light
            if let size = ContentSize(platformName: traits.preferredContentSizeCategory.rawValue) {
                manager.contentSize = size
            }
        }

        /// A scene's traits changed: followed while the app is active, read again on activation.
        private func systemTraitsChanged(in scene: UIWindowScene) {
            guard !isInBackground else { return }
            readSystemAppearance(of: scene)
        }

        /// Runs `change` inside one cross-dissolve transition per window (nested, so each
        /// window's transition sees the change made in its animations block).
        private func crossFade(_ windows: ArraySlice<UIWindow>, duration: TimeInterval, _ change: @escaping () -> Void)
        {
            guard let window = windows.first else { return change() }
            UIView.transition(
                with: window, duration: duration, options: .transitionCrossDissolve,
                animations: {
                    self.crossFade(windows.dropFirst(), duration: duration, change)
                })
        }

        /// Starts watching the system appearance of scenes not yet watched.
        private func watchScenes() {
            watched = watched.filter { $0.value.scene != nil }
            for scene in windowScenes where watched[ObjectIdentifier(scene)] == nil {
                if #available(iOS 17, tvOS 17, *) {
                    watch(scene, usingProbe: false)
                } else {
                    watch(scene, usingProbe: true)
                }
            }
        }

        /// Watches `scene` through its trait-change registration (iOS 17) or a probe window.
        func watch(_ scene: UIWindowScene, usingProbe: Bool) {
            var watch = SceneWatch(scene: scene)
            if usingProbe {
                watch.probe = SystemAppearanceProbe(scene: scene) { [weak self, weak scene] in
                    guard let scene else { return }
                    self?.systemTraitsChanged(in: scene)
                }
            } else if #available(iOS 17, tvOS 17, *) {
                watch.registration = scene.registerForTraitChanges([
                    UITraitUserInterfaceStyle.self, UITraitPreferredContentSizeCategory.self,
                ]) { [weak self] (scene: UIWindowScene, _: UITraitCollection) in
                    self?.systemTraitsChanged(in: scene)
                }
            }
            watched[ObjectIdentifier(scene)] = watch
        }

        /// Forgets a disconnected scene: its registration, its probe window.
        private func forget(_ scene: UIWindowScene) {
            guard let watch = watched.removeValue(forKey: ObjectIdentifier(scene)) else { return }
            watch.stop()
            excluded = excluded.filter { $0.value.window != nil }
        }
    }

    /// What watches one scene's system appearance.
    @MainActor
    struct SceneWatch {
        weak var scene: UIWindowScene?
        /// iOS 17: the scene's trait-change registration.
        var registration: (any NSObjectProtocol)?
        /// Before iOS 17: the hidden window that reports changes.
        var probe: SystemAppearanceProbe?

        init(scene: UIWindowScene) { self.scene = scene }

        /// Ends the watch: unregisters, takes the probe window out of its scene.
        func stop() {
            if #available(iOS 17, tvOS 17, *) {
                if let registration = registration as? any UITraitChangeRegistration {
                    scene?.unregisterForTraitChanges(registration)
                }
            }
            probe?.windowScene = nil
        }
    }

    /// A window held weakly (an excluded one).
    struct WeakWindow {
        weak var window: UIWindow?
    }
#endif
