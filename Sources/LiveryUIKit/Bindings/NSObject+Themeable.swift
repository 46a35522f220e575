#if canImport(UIKit)
    import UIKit
    import Livery

    /// Every UIKit object gets the `theme` namespace: `label.theme.textColor = .token(…)`.
    extension NSObject: Themeable {}
#endif
