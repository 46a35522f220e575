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
    /// The system appearance is read from the window scenes, whose traits stay the
    /// system's whatever the windows are told. On iOS 17 each scene's trait-change
    /// registration reports a change; before, a hidden window that is never overridden
    /// does (``SystemAppearanceProbe``). Its notification observers go with it.
    @MainActor
    public final class ThemeWindowSync {
        private let manager: ThemeManager
        private let darkStyledContexts: Set<String>
        private var observation: ThemeObservation?
        private var notifications: [NotificationObservation] = []
        private var watchedScenes: Set<ObjectIdentifier> = []
        private var probes: [SystemAppearanceProbe] = []

        /// Starts keeping `manager` and the app's windows in step.
        ///
        /// - Parameters:
        ///   - manager: The engine whose choice the windows show.
        ///   - darkStyledContexts: Contexts besides the dark one that get the dark style.
        public init(manager: ThemeManager, darkStyledContexts: Set<String> = []) {
            self.manager = manager
            self.darkStyledContexts = darkStyledContexts
            observation = manager.observe { [weak self] _ in self?.applyStyle() }
            notifications = [
                NotificationObservation(UIApplication.didBecomeActiveNotification, object: UIApplication.self) {
                    [weak self] _ in
                    self?.readSystemAppearance()
                },
                NotificationObservation(UIScene.willConnectNotification, object: UIScene.self) { [weak self] _ in
                    self?.watchScenes()
                    self?.applyStyle()
                },
                NotificationObservation(UIWindow.didBecomeVisibleNotification, object: UIWindow.self) {
                    [weak self] window in
                    guard let self, let window else { return }
                    apply(self.style, to: window)
                },
            ]
            watchScenes()
            readSystemAppearance()
            applyStyle()
        }

        /// Reads the system appearance and text size (Dynamic Type, scaling font tokens) from
        /// the first window scene.
        public func readSystemAppearance() {
            guard let scene = windowScenes.first else { return }
            let traits = scene.traitCollection
            manager.systemAppearance = traits.userInterfaceStyle == .dark ? .dark : .light
            if let size = ContentSize(platformName: traits.preferredContentSizeCategory.rawValue) {
                manager.contentSize = size
            }
        }

        /// Tells every window of the app the engine's interface style.
        public func applyStyle() {
            let style = self.style
            for window in windowScenes.flatMap(\.windows) { apply(style, to: window) }
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
            crossFade(ArraySlice(windowScenes.flatMap(\.windows)), duration: duration) {
                do throws(ThemeSelectionError) {
                    try manager.setAppearance(preference)
                } catch {
                    failure = error
                }
            }
            if let failure { throw failure }
        }

        // MARK: Private

        private var style: UIUserInterfaceStyle {
            UIUserInterfaceStyle(manager.interfaceStyle(darkStyledContexts: darkStyledContexts))
        }

        private var windowScenes: [UIWindowScene] {
            UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
        }

        private func apply(_ style: UIUserInterfaceStyle, to window: UIWindow) {
            guard !(window is SystemAppearanceProbe) else { return }
            window.overrideUserInterfaceStyle = style
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
            for scene in windowScenes where watchedScenes.insert(ObjectIdentifier(scene)).inserted {
                if #available(iOS 17, tvOS 17, *) {
                    scene.registerForTraitChanges([
                        UITraitUserInterfaceStyle.self, UITraitPreferredContentSizeCategory.self,
                    ]) { [weak self] (_: UIWindowScene, _: UITraitCollection) in
                        self?.readSystemAppearance()
                    }
                } else {
                    probes.append(SystemAppearanceProbe(scene: scene) { [weak self] in self?.readSystemAppearance() })
                }
            }
        }
    }

    /// A hidden window that is never overridden: its traits stay the system's, and it
    /// reports when its style or text size changes (seed 001's way before iOS 17's trait registrations).
    @MainActor
    public final class SystemAppearanceProbe: UIWindow {
        private let onChange: @MainActor () -> Void
        /// The style last seen; `nil` until the window has its scene's traits.
        private var lastStyle: UIUserInterfaceStyle?
        private var lastSize: UIContentSizeCategory?

        init(scene: UIWindowScene, onChange: @escaping @MainActor () -> Void) {
            self.onChange = onChange
            super.init(windowScene: scene)
            isHidden = true
            // A new window gets its scene's traits in UIKit's next trait update: until then
            // its style is unspecified, and the first update only records the system's.
            let traits = traitCollection
            if traits.userInterfaceStyle != .unspecified {
                (lastStyle, lastSize) = (traits.userInterfaceStyle, traits.preferredContentSizeCategory)
            }
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { nil }

        /// Reports a change of the system style or text size.
        public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            let style = traitCollection.userInterfaceStyle
            let size = traitCollection.preferredContentSizeCategory
            guard style != lastStyle || size != lastSize else { return }
            defer { (lastStyle, lastSize) = (style, size) }
            if lastStyle != nil { onChange() }
        }
    }

    /// A notification-center observer removed when this handle goes.
    final class NotificationObservation {
        private let token: any NSObjectProtocol

        /// Observes `name` on the default center, passing the notification's object when it
        /// is an `Object`; UIKit posts these on the main thread.
        @MainActor
        init<Object: Sendable>(
            _ name: Notification.Name, object: Object.Type, _ body: @escaping @MainActor (Object?) -> Void
        ) {
            token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                let object = note.object as? Object
                MainActor.assumeIsolated { body(object) }
            }
        }

        deinit { NotificationCenter.default.removeObserver(token) }
    }
#endif
