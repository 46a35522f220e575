#if canImport(UIKit) && !os(watchOS)
    import UIKit
    import Livery

    /// The view controllers a subtree override reaches that UIKit's own inheritance does not:
    /// a view's `overrideUserInterfaceStyle` applies to "the subviews owned by the same view
    /// controller. (If the view hierarchy contains the root view of an embedded child view
    /// controller, the child view controller and its views do not inherit the interface
    /// style.)" (UIView `overrideUserInterfaceStyle`).
    extension UIView {
        /// The view controller whose root view this is: "UIView implements this method and
        /// returns the UIViewController object that manages it (if it has one) or its
        /// superview (if it doesn't)" (UIResponder `next`).
        var themeOwningController: UIViewController? {
            guard let controller = next as? UIViewController, controller.viewIfLoaded === self else { return nil }
            return controller
        }

        /// Gives the controller whose root view this is, and every controller whose root view
        /// is in the subtree, the style of `preference`, down to the views pinned by an
        /// override of their own (they style their own controllers); `nil` (no override
        /// reaches them any more) gives each the style it had before the glue styled it.
        func styleControllers(_ preference: AppearancePreference?, in manager: ThemeManager) {
            let record = StyledControllers.of(manager)
            let style = preference.map { UIUserInterfaceStyle($0, in: manager) }
            styleEmbeddedControllers(style, record: record, in: manager, isTop: true)
        }

        private func styleEmbeddedControllers(
            _ style: UIUserInterfaceStyle?, record: StyledControllers, in manager: ThemeManager, isTop: Bool
        ) {
            guard isTop || manager.override(on: self) == nil else { return }
            if let controller = themeOwningController {
                if let style { record.style(controller, style) } else { record.release(controller) }
            }
            for view in subviews { view.styleEmbeddedControllers(style, record: record, in: manager, isTop: false) }
        }

        /// The override of the nearest superview that has one.
        func overrideAbove(in manager: ThemeManager) -> AppearancePreference? {
            var current = superview
            while let view = current {
                if let preference = manager.override(on: view) { return preference }
                current = view.superview
            }
            return nil
        }
    }
#endif
