#if canImport(UIKit)
    import UIKit
    import Livery

    /// Every UIKit object gets the `theme` namespace: `label.theme.textColor = .token(…)`.
    extension NSObject: Themeable {}

    /// Views are nodes: the parent is the superview, and a view is visible while it is in a
    /// window. Report moves from `didMoveToWindow` / `didMoveToSuperview` of your own views
    /// (`theme.visibilityDidChange()`, `theme.hierarchyDidChange()`); on iOS 17 the theme
    /// trait reports them for views registered with ``ThemeTraitBridge``.
    extension UIView: ThemeNode {
        public var themeParent: (any ThemeNode)? { superview }
        public var isThemeVisible: Bool { window != nil }
    }
#endif
