#if canImport(UIKit) && !os(watchOS)
    import UIKit
    import Livery

    /// The index of the dynamic-font setter as a key path: binding it again replaces it, `nil`
    /// unbinds it, like a property.
    struct DynamicFontKey: Hashable {}

    extension UILabel {
        subscript(themeDynamicFont _: DynamicFontKey) -> FontDescriptor? {
            get { nil }
            set {
                guard let newValue else { return }
                adjustsFontForContentSizeCategory = true
                let (base, metrics) = UIFont.designedThemeFont(newValue)
                font = metrics.scaledFont(for: base, compatibleWith: traitCollection)
            }
        }
    }

    extension ThemeWrapper where Base: UILabel {
        /// Binds the label's font to a font token that grows with Dynamic Type in the label's
        /// own traits: `UIFontMetrics` scales it on its text style's curve, for the label's
        /// text size — limited by its (or a superview's) `minimumContentSizeCategory` and
        /// `maximumContentSizeCategory`, iOS 15 — and the label's
        /// `adjustsFontForContentSizeCategory`, which this sets, keeps it scaled as the size
        /// changes: no ``ThemeWindowSync`` needed, on every supported iOS version.
        ///
        /// ```swift
        /// label.theme.setDynamicFont(.token("type.caption"))
        /// label.maximumContentSizeCategory = .extraExtraExtraLarge   // iOS 15: capped there
        /// ```
        public func setDynamicFont(_ value: ThemeValue<FontDescriptor>?) {
            bind(\Base.[themeDynamicFont: DynamicFontKey()], to: value)
        }
    }
#endif
