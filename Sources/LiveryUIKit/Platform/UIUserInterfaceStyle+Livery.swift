#if canImport(UIKit) && !os(watchOS)
    import UIKit
    import Livery

    extension UIUserInterfaceStyle {
        /// UIKit's style for an engine decision (`.followSystem` is `.unspecified`).
        public init(_ style: InterfaceStyle) {
            let table: [InterfaceStyle: UIUserInterfaceStyle] = [
                .followSystem: .unspecified, .light: .light, .dark: .dark,
            ]
            self = table[style] ?? .unspecified
        }

        /// The style UIKit shows for a subtree override of `preference` (`nil`: none, the
        /// inherited style): a `.system` subtree has the system's own style, whatever the
        /// window above is told.
        @MainActor
        init(_ preference: AppearancePreference?, in manager: ThemeManager) {
            self =
                switch preference {
                case nil: .unspecified
                case .system: manager.systemAppearance == .dark ? .dark : .light
                case let preference?: UIUserInterfaceStyle(manager.interfaceStyle(for: preference))
                }
        }
    }
#endif
