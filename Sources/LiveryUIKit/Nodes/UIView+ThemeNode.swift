#if canImport(UIKit) && !os(watchOS)
    import UIKit
    import Livery

    /// Views are nodes: the parent is the superview.
    ///
    /// A view counts as visible unless it is sure to report when it shows: UIKit tells no
    /// one when a stock view enters a window (only the view's own `didMoveToWindow`), so a
    /// label bound in `viewDidLoad`, a dequeued cell or a view of a tab not yet shown is
    /// switched with the rest and is right when it appears. A view class whose
    /// `didMoveToWindow` calls `theme.visibilityDidChange()` adopts
    /// ``ThemeWindowReporting`` and is skipped by switches while it is out of a window.
    ///
    /// A view bound before it is in a window — created and bound in `viewDidLoad`, a
    /// dequeued cell configured before its table view adds it, a child view controller's
    /// view bound before `addSubview` — follows the subtree override it is attached under,
    /// with no call from the app: the engine settles it in the main queue's next turn
    /// (``ThemeManager/nodeSettling``). On iOS 17 each bound view also registers for the
    /// override's trait, so a view moved later under (or out of) an override follows it in
    /// UIKit's trait update of that turn, before the frame is drawn;
    /// before iOS 17, after moving a view that was already in a window from one override
    /// to another, call `theme.hierarchyDidChange()`.
    extension UIView: ThemeNode {
        /// Gives the view controllers between the view and the override that now reaches it
        /// (the controllers whose root views they are) the override's style: a child
        /// controller embedded under a pin after it was set follows it once a view bound in
        /// it is settled there. Out of every override (a child moved out of a pin), the
        /// controllers above the view that the glue styled get back the style they had, unless
        /// the app changed it since.
        public func themeReachingOverrideDidChange(_ preference: AppearancePreference?, in manager: ThemeManager) {
            let record = StyledControllers.of(manager)
            let style = preference.map { UIUserInterfaceStyle($0, in: manager) }
            var current: UIView? = self
            while let view = current, manager.override(on: view) == nil {
                if let controller = view.themeOwningController {
                    if let style { record.style(controller, style) } else { record.release(controller) }
                }
                current = view.superview
            }
        }

        /// The superview.
        public var themeParent: (any ThemeNode)? { superview }

        /// In a window, or not sure to report its moves (see above).
        public var isThemeVisible: Bool { window != nil || !(self is any ThemeWindowReporting) }

        /// In a window (a window is its own): the superviews are final.
        public var isThemeRooted: Bool { window != nil || self is UIWindow }

        /// iOS 17: registers for the override trait, so moves under or out of an override
        /// reach ``ThemeManager/nodeDidMove(_:)``.
        public func themeNodeDidBind(in manager: ThemeManager) {
            guard #available(iOS 17, tvOS 17, *) else { return }
            registerForTraitChanges([LiveryOverrideTrait.self]) { [weak manager] (view: UIView, _: UITraitCollection) in
                manager?.nodeDidMove(view)
            }
        }

        /// Mirrors a subtree override into UIKit: `overrideUserInterfaceStyle` (system
        /// controls, asset-catalog colors) and, on iOS 17, the theme trait (dynamic colors
        /// and images) plus the override's identity, which reports moves under it. A `.system`
        /// subtree gets the system's style and context, kept as the system changes.
        ///
        /// UIKit stops a view's `overrideUserInterfaceStyle` at the root view of an embedded
        /// child view controller ("the child view controller and its views do not inherit
        /// the interface style"), so the style is also set on each controller whose root view
        /// is in the subtree, and on the one whose root view this is (a controller's override
        /// "applies to the view controller, its entire view hierarchy, and any embedded child
        /// view controllers", embedded later too); a cleared override gives them the style of
        /// the override above, if any, or else the style each had before the glue styled it.
        public func themeOverrideDidChange(_ preference: AppearancePreference?, in manager: ThemeManager) {
            overrideUserInterfaceStyle = UIUserInterfaceStyle(preference, in: manager)
            styleControllers(preference ?? overrideAbove(in: manager), in: manager)
            guard #available(iOS 17, tvOS 17, *) else { return }
            if let preference {
                traitOverrides[LiveryThemeTrait.self] = manager.context(for: preference)
                traitOverrides[LiveryOverrideTrait.self] = LiveryOverrideTrait.value(of: self)
            } else {
                traitOverrides.remove(LiveryThemeTrait.self)
                traitOverrides.remove(LiveryOverrideTrait.self)
            }
        }
    }
#endif
