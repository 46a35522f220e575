#if canImport(UIKit) && !os(watchOS)
    import UIKit
    import Livery

    /// The context of the theme modifier as a UIKit trait (iOS 17+): dynamic colors and
    /// images made by ``ThemeManager/dynamicColor(_:)`` re-resolve natively when it changes,
    /// and subtrees can carry their own value through `traitOverrides`.
    @available(iOS 17, tvOS 17, *)
    public struct LiveryThemeTrait: UITraitDefinition {
        public static let defaultValue = ""
        public static let name = "LiveryTheme"
        public static let affectsColorAppearance = true
    }

    @available(iOS 17, tvOS 17, *)
    extension ThemeManager {
        /// A `UIColor` that resolves `token` in the context the trait carries (the current
        /// context when the trait is unset): one color per context of the theme modifier,
        /// resolved now, chosen by UIKit at draw time.
        public func dynamicColor(_ token: String) -> UIColor {
            var colors: [String: UIColor] = [:]
            for context in appearanceContexts {
                colors[context] = theme(for: .context(context)).color(token).flatMap(UIColor.themeColor)
            }
            let current = theme.color(token).flatMap(UIColor.themeColor) ?? .clear
            return UIColor { traits in colors[traits[LiveryThemeTrait.self]] ?? current }
        }

        /// A `UIImage` whose asset holds the image of `token` for each context of the theme
        /// modifier, keyed by the trait: image views show the right one natively.
        public func dynamicImage(_ token: String) -> UIImage? {
            let asset = UIImageAsset()
            var registered = false
            for context in appearanceContexts {
                guard let name = theme(for: .context(context)).imageName(token), let image = UIImage(named: name)
                else { continue }
                asset.register(image, with: UITraitCollection { $0[LiveryThemeTrait.self] = context })
                registered = true
            }
            guard registered else { return nil }
            return asset.image(with: UITraitCollection { $0[LiveryThemeTrait.self] = self.effectiveContext })
        }

        /// Sets the trait on every window to the engine's current context, and keeps it so.
        public func syncThemeTrait() -> ThemeObservation {
            let apply = { [weak self] in
                guard let self else { return }
                for case let scene as UIWindowScene in UIApplication.shared.connectedScenes {
                    for window in scene.windows { window.traitOverrides[LiveryThemeTrait.self] = self.effectiveContext }
                }
            }
            apply()
            return observe { _ in apply() }
        }
    }

    /// Reports to the engine when a registered view's theme trait changes — which happens
    /// when it moves under a subtree that overrides the trait — so its bindings follow.
    @available(iOS 17, tvOS 17, *)
    @MainActor
    public enum ThemeTraitBridge {
        public static func register(_ view: UIView, manager: ThemeManager) {
            view.registerForTraitChanges([LiveryThemeTrait.self]) { (view: UIView, _: UITraitCollection) in
                view.theme(in: manager).hierarchyDidChange()
                view.theme(in: manager).visibilityDidChange()
            }
        }
    }
#endif
