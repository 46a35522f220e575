#if canImport(UIKit) && !os(watchOS)
    import UIKit
    import Livery

    /// The index of the dynamic-font setter as a key path: binding it again replaces it, `nil`
    /// unbinds it, like a property.
    struct DynamicFontKey: Hashable {}

    /// A view with one font that adjusts to the content size category
    /// (`UIContentSizeCategoryAdjusting`): `UILabel`, `UITextField` and `UITextView`, which
    /// share the one dynamic-font setter. Each sets its own `font` (a label's is `UIFont!`,
    /// the others' `UIFont?`, so the property itself cannot be the requirement).
    @MainActor
    protocol DynamicFontView: UIView, UIContentSizeCategoryAdjusting {
        func setThemeFont(_ font: UIFont)
    }

    extension UILabel: DynamicFontView {
        func setThemeFont(_ font: UIFont) { self.font = font }
    }
    extension UITextField: DynamicFontView {
        func setThemeFont(_ font: UIFont) { self.font = font }
    }
    extension UITextView: DynamicFontView {
        func setThemeFont(_ font: UIFont) { self.font = font }
    }

    extension DynamicFontView {
        subscript(themeDynamicFont _: DynamicFontKey) -> FontDescriptor? {
            get { nil }
            set {
                guard let newValue else { return }
                adjustsFontForContentSizeCategory = true
                let (base, metrics) = UIFont.designedThemeFont(newValue)
                setThemeFont(metrics.scaledFont(for: base, compatibleWith: traitCollection))
            }
        }
    }

    extension ThemeWrapper where Base: DynamicFontView {
        /// The one binding behind each class's `setDynamicFont(_:)`.
        func bindDynamicFont(_ value: ThemeValue<FontDescriptor>?) {
            bind(\Base.[themeDynamicFont: DynamicFontKey()], to: value)
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
            bindDynamicFont(value)
        }
    }

    extension ThemeWrapper where Base: UITextField {
        /// Binds the field's font to a font token that grows with Dynamic Type in the field's
        /// own traits, as a label's does (see `setDynamicFont(_:)` on a label's wrapper): the
        /// field's `adjustsFontForContentSizeCategory`, which this sets, keeps it scaled.
        ///
        /// ```swift
        /// let field = UITextField()
        /// field.theme.setDynamicFont(.token("type.body"))
        /// ```
        public func setDynamicFont(_ value: ThemeValue<FontDescriptor>?) {
            bindDynamicFont(value)
        }
    }

    extension ThemeWrapper where Base: UITextView {
        /// Binds the text view's font to a font token that grows with Dynamic Type in the
        /// view's own traits, as a label's does (see `setDynamicFont(_:)` on a label's
        /// wrapper): the view's `adjustsFontForContentSizeCategory`, which this sets, keeps it
        /// scaled.
        ///
        /// ```swift
        /// let textView = UITextView()
        /// textView.theme.setDynamicFont(.token("type.body"))
        /// ```
        public func setDynamicFont(_ value: ThemeValue<FontDescriptor>?) {
            bindDynamicFont(value)
        }
    }
#endif
