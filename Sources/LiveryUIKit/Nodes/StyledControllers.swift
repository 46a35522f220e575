#if canImport(UIKit) && !os(watchOS)
    import UIKit
    import Livery

    /// The view controllers whose `overrideUserInterfaceStyle` the glue set for a subtree
    /// override, each with the style it set and the one the controller had before: a
    /// controller that leaves every override (a child moved out of a pinned subtree) gets its
    /// own style back, unless the app changed it in the meantime. Held weakly, per engine.
    @MainActor
    final class StyledControllers {
        private struct Entry {
            weak var controller: UIViewController?
            let style: UIUserInterfaceStyle
            let previous: UIUserInterfaceStyle
        }

        private var entries: [ObjectIdentifier: Entry] = [:]
        /// The count at which entries of released controllers are dropped.
        private var pruneAt = 64

        /// The engine's record (made on first use).
        static func of(_ manager: ThemeManager) -> StyledControllers {
            if let existing = manager.platformStorage as? StyledControllers { return existing }
            let made = StyledControllers()
            manager.platformStorage = made
            return made
        }

        /// Gives `controller` the override's `style`, remembering the style it had unless
        /// that is the glue's own from before.
        func style(_ controller: UIViewController, _ style: UIUserInterfaceStyle) {
            let id = ObjectIdentifier(controller)
            let current = controller.overrideUserInterfaceStyle
            let previous =
                entries[id].flatMap { $0.controller === controller && $0.style == current ? $0.previous : nil }
                ?? current
            entries[id] = Entry(controller: controller, style: style, previous: previous)
            if current != style { controller.overrideUserInterfaceStyle = style }
            if entries.count > pruneAt {
                entries = entries.filter { $0.value.controller != nil }
                pruneAt = Swift.max(64, entries.count * 2)
            }
        }

        /// Gives `controller` back the style it had before the glue styled it, if the glue's
        /// style is still the one it has; forgets it either way.
        func release(_ controller: UIViewController) {
            guard let entry = entries.removeValue(forKey: ObjectIdentifier(controller)),
                entry.controller === controller, controller.overrideUserInterfaceStyle == entry.style
            else { return }
            controller.overrideUserInterfaceStyle = entry.previous
        }
    }
#endif
