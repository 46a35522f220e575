#if canImport(UIKit) && !os(watchOS)
    import UIKit
    import Livery

    /// The index of the keyboard binding as a key path: binding again replaces it.
    struct KeyboardAppearanceKey: Hashable {}

    extension UITextField {
        /// Sets the keyboard appearance; a keyboard already on screen takes it only when the
        /// field reloads its input views, which the setter does while the field is first responder.
        subscript(themeKeyboardAppearance _: KeyboardAppearanceKey) -> UIKeyboardAppearance? {
            get { keyboardAppearance }
            set {
                guard let newValue, newValue != keyboardAppearance else { return }
                keyboardAppearance = newValue
                if isFirstResponder { reloadInputViews() }
            }
        }
    }

    extension ThemeWrapper where Base: UITextField {
        /// Binds the keyboard appearance, and a keyboard on screen follows a switch: while the
        /// field is first responder a change reloads its input views (`reloadInputViews()`),
        /// without which a visible keyboard keeps its old appearance until it is shown again.
        ///
        /// ```swift
        /// let field = UITextField()
        /// field.theme.setKeyboardAppearance(.matchingTheme(of: .shared))
        /// ```
        public func setKeyboardAppearance(_ value: ThemeValue<UIKeyboardAppearance>?) {
            bind(\Base.[themeKeyboardAppearance: KeyboardAppearanceKey()], to: value)
        }
    }
#endif
