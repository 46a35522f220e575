#if canImport(UIKit) && !os(watchOS)
    import UIKit
    import Livery

    /// The context of the theme modifier as a UIKit trait (iOS 17+): dynamic colors and
    /// images made by ``ThemeManager/dynamicColor(_:)`` re-resolve natively when it changes,
    /// and subtrees carry their own value through `traitOverrides` (`theme.override` sets it).
    @available(iOS 17, tvOS 17, *)
    public struct LiveryThemeTrait: UITraitDefinition {
        /// Unset: dynamic values resolve in the engine's current context.
        public static let defaultValue = ""
        /// The trait's name in debug descriptions.
        public static let name = "LiveryTheme"
        /// Colors depend on it, so UIKit redraws when it changes.
        public static let affectsColorAppearance = true
    }

    /// The engine's theme generation, which changes with every change of its themes — server
    /// colors, a modifier, a new source — not only with the context: UIKit redraws dynamic
    /// colors only when a trait that affects color appearance changes, so ``ThemeManager/syncThemeTrait()``
    /// sets it next to ``LiveryThemeTrait`` and colors made by ``ThemeManager/dynamicColor(_:)``
    /// are redrawn after a change that keeps the context.
    @available(iOS 17, tvOS 17, *)
    struct LiveryThemeGenerationTrait: UITraitDefinition {
        static let defaultValue = 0
        static let name = "LiveryThemeGeneration"
        static let affectsColorAppearance = true
    }

    /// Which subtree override a view sits under (0: none): set by `theme.override`, so a
    /// view moved under or out of an override sees this trait change and reports the move.
    @available(iOS 17, tvOS 17, *)
    package struct LiveryOverrideTrait: UITraitDefinition {
        package static let defaultValue = 0
        package static let name = "LiveryOverride"

        /// The value identifying the override set on `view`.
        @MainActor
        package static func value(of view: UIView) -> Int { Int(bitPattern: ObjectIdentifier(view)) }
    }

    @available(iOS 17, tvOS 17, *)
    extension ThemeManager {
        /// A `UIColor` that resolves `token` in the context the trait carries (the current
        /// context when the trait is unset), chosen by UIKit at draw time. The values stay
        /// current after every change (layers, modifiers, text scale, a new source): the
        /// color reads the engine's ``LiveTokenValues`` and holds nothing else.
        public func dynamicColor(_ token: String) -> UIColor {
            let values = liveValues(of: token, as: UIColor.self)
            return UIColor { traits in values.value(inContextOrCurrent: traits[LiveryThemeTrait.self]) ?? .clear }
        }

        /// A `UIImage` whose asset holds the image of `token` for each context of the theme
        /// modifier, keyed by the trait: image views show the right one natively. The asset
        /// is re-registered after every change while the image lives.
        public func dynamicImage(_ token: String) -> UIImage? {
            let names = liveValues(of: token, as: String.self)
            let asset = LiveImageAsset(names: names, contexts: appearanceContexts)
            guard asset.register() else { return nil }
            asset.observation = observe { [weak asset] _ in asset?.register() }
            return asset.image(in: effectiveContext)
        }

        /// Sets the trait on every window to the engine's current context, and keeps it so.
        public func syncThemeTrait() -> ThemeObservation {
            let apply = { [weak self] in
                guard let self else { return }
                for case let scene as UIWindowScene in UIApplication.shared.connectedScenes {
                    for window in scene.windows {
                        window.traitOverrides[LiveryThemeTrait.self] = self.effectiveContext
                        window.traitOverrides[LiveryThemeGenerationTrait.self] = Int(self.themeGeneration)
                    }
                }
            }
            apply()
            return observe { _ in apply() }
        }
    }

    /// An image asset that re-registers a token's per-context images on every change.
    ///
    /// `@unchecked Sendable` restates `UIImageAsset`'s conformance: `names` (itself
    /// `Sendable`) and `contexts` are immutable, and `observation` is set once on the main
    /// actor right after the asset is made, then only kept (never read).
    @available(iOS 17, tvOS 17, *)
    final class LiveImageAsset: UIImageAsset, @unchecked Sendable {
        private let names: LiveTokenValues<String>
        private let contexts: [String]
        /// The collection each context's image is registered with now (context and the
        /// image's display scale), to unregister exactly that one.
        private var registeredTraits: [String: UITraitCollection] = [:]
        /// Keeps the re-registration running while the asset (held by its images) lives.
        var observation: ThemeObservation?

        init(names: LiveTokenValues<String>, contexts: [String]) {
            self.names = names
            self.contexts = contexts
            super.init()
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { nil }

        /// The image registered for `context`, asked for with the collection it was registered
        /// with (its display scale included).
        func image(in context: String) -> UIImage {
            image(with: registeredTraits[context] ?? UITraitCollection { $0[LiveryThemeTrait.self] = context })
        }

        /// Registers the current image of each context; `false` when there is none. Each
        /// collection carries the image's display scale, which `register(_:with:)` requires
        /// ("must always contain an explicit value in its displayScale").
        @discardableResult
        func register() -> Bool {
            var registered = false
            for context in contexts {
                if let previous = registeredTraits.removeValue(forKey: context) { unregister(imageWith: previous) }
                guard let name = names.value(in: context), let image = UIImage(named: name) else { continue }
                let traits = UITraitCollection {
                    $0[LiveryThemeTrait.self] = context
                    $0.displayScale = image.scale
                }
                register(image, with: traits)
                registeredTraits[context] = traits
                registered = true
            }
            return registered
        }
    }

    /// Reports to the engine when a registered view's theme trait changes — which happens
    /// when it moves under a subtree whose trait differs — so its bindings follow. Bound
    /// views already register for the override of `theme.override` on their own; this is
    /// for views under a trait set by hand through `traitOverrides`.
    @available(iOS 17, tvOS 17, *)
    @MainActor
    public enum ThemeTraitBridge {
        /// Makes `view` report its theme-trait changes to `manager`.
        public static func register(_ view: UIView, manager: ThemeManager) {
            view.registerForTraitChanges([LiveryThemeTrait.self]) {
                [weak manager] (view: UIView, _: UITraitCollection) in
                manager?.nodeDidMove(view)
                manager?.visibilityDidChange(of: view)
            }
        }
    }
#endif
