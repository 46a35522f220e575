#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// A hidden window that is never overridden: its traits stay the system's, and it
    /// reports when its style or text size changes (seed 001's way before iOS 17's trait
    /// registrations). Whether UIKit updates the traits of a hidden window is not documented
    /// (GlueCheck/ON-A-DEVICE.md): ``ThemeWindowSync`` also reads the system appearance on
    /// activation and on `UIContentSizeCategory.didChangeNotification`, and relies on those.
    @MainActor
    public final class SystemAppearanceProbe: UIWindow {
        private let onChange: @MainActor () -> Void
        /// The style last seen; `nil` until the window has its scene's traits.
        private var lastStyle: UIUserInterfaceStyle?
        private var lastSize: UIContentSizeCategory?

        init(scene: UIWindowScene, onChange: @escaping @MainActor () -> Void) {
            self.onChange = onChange
            super.init(windowScene: scene)
            isHidden = true
            // A new window gets its scene's traits in UIKit's next trait update: until then
            // its style is unspecified, and the first update only records the system's.
            let traits = traitCollection
            if traits.userInterfaceStyle != .unspecified {
                (lastStyle, lastSize) = (traits.userInterfaceStyle, traits.preferredContentSizeCategory)
            }
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { nil }

        /// Reports a change of the system style or text size.
        public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            let style = traitCollection.userInterfaceStyle
            let size = traitCollection.preferredContentSizeCategory
            guard style != lastStyle || size != lastSize else { return }
            defer { (lastStyle, lastSize) = (style, size) }
            if lastStyle != nil { onChange() }
        }
    }
#endif
