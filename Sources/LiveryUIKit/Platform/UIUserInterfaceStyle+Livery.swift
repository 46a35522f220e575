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
    }
#endif
