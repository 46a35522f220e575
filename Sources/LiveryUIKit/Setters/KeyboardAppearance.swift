#if canImport(UIKit) && !os(watchOS)
    import UIKit
    import Livery

    /// The index of the keyboard binding as a key path: binding again replaces it.
    struct KeyboardAppearanceKey: Hashable {}

    /// A responder with a keyboard appearance (`UITextInputTraits`, whose requirement is
    /// optional and so not settable through the protocol): `UITextField` and `UITextView`,
    /// which share the one keyboard setter.
    @MainActor
    protocol KeyboardAppearanceResponder: UIResponder {
        var keyboardAppearance: UIKeyboardAppearance { get set }
    }

    extension UITextField: KeyboardAppearanceResponder {}
    extension UITextView: KeyboardAppearanceResponder {}

    extension KeyboardAppearanceResponder {
        /// Sets the keyboard appearance; a keyboard already on screen takes it only when the
        /// responder reloads its input views, which the setter does while it is first responder.
        subscript(themeKeyboardAppearance _: KeyboardAppearanceKey) -> UIKeyboardAppearance? {
            get { keyboardAppearance }
            set {
                guard let newValue, newValue != keyboardAppearance else { return }
                keyboardAppearance = newValue
                if isFirstResponder { reloadInputViews() }
            }
        }
    }

    extension ThemeWrapper where Base: KeyboardAppearanceResponder {
        /// The one binding behind each class's `setKeyboardAppearance(_:)`.
        func bindKeyboardAppearance(_ value: ThemeValue<UIKeyboardAppearance>?) {
            bind(\Base.[themeKeyboardAppearance: KeyboardAppearanceKey()], to: value)
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
            bindKeyboardAppearance(value)
        }
    }

    extension ThemeWrapper where Base: UITextView {
        /// Binds the keyboard appearance, and a keyboard on screen follows a switch, as a text
        /// field's does: while the view is first responder a change reloads its input views.
        ///
        /// ```swift
        /// let textView = UITextView()
        /// textView.theme.setKeyboardAppearance(.matchingTheme(of: .shared))
        /// ```
        public func setKeyboardAppearance(_ value: ThemeValue<UIKeyboardAppearance>?) {
            bindKeyboardAppearance(value)
        }
    }
#endif
