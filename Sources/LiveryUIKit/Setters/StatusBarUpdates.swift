#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
    import UIKit
    import Livery

    /// The index of the status bar binding as a key path: binding again replaces it.
    struct StatusBarUpdateKey: Hashable {}

    extension UIViewController {
        /// Written on every change: the status bar reads `preferredStatusBarStyle` again.
        subscript(themeStatusBarUpdate _: StatusBarUpdateKey) -> String? {
            get { nil }
            set { setNeedsStatusBarAppearanceUpdate() }
        }
    }

    extension ThemeWrapper where Base: UIViewController {
        /// Calls the controller's `setNeedsStatusBarAppearanceUpdate()` after every change of
        /// the engine's themes, so that a `preferredStatusBarStyle` returning
        /// ``ThemeManager/statusBarStyle(darkStyledContexts:)`` is read again on a switch. The
        /// engine holds the controller weakly; `false` stops the updates.
        ///
        /// ```swift
        /// final class ProfileViewController: UIViewController {
        ///     override var preferredStatusBarStyle: UIStatusBarStyle { ThemeManager.shared.statusBarStyle() }
        ///     override func viewDidLoad() {
        ///         super.viewDidLoad()
        ///         theme.updatesStatusBarAppearance()
        ///     }
        /// }
        /// ```
        public func updatesStatusBarAppearance(_ updates: Bool = true) {
            bind(\Base.[themeStatusBarUpdate: StatusBarUpdateKey()], to: updates ? ThemeValue { $0.appearance } : nil)
        }
    }
#endif
