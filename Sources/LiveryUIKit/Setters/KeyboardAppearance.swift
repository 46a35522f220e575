#if canImport(UIKit) && !os(watchOS)
    import UIKit
    import Livery

    /// A responder's keyboard appearance as a binding sets it. A keyboard already on screen
    /// keeps its appearance until the responder reloads its input views: `reloadInputViews()`
    /// "Updates the custom input and accessory views when the object is the first responder".
    @MainActor
    protocol InputViewsReloading: UIResponder {}

    extension UIResponder: InputViewsReloading {}

    extension InputViewsReloading {
        /// Sets the keyboard appearance at `keyPath` and, while the responder is first
        /// responder, reloads its input views so a visible keyboard takes it. Optional, so
        /// that binding this key path picks ``ThemeWrapper``'s generic binding of an optional
        /// property (`nil` is never written).
        subscript(
            reloadingInputViews keyPath: ReferenceWritableKeyPath<Self, UIKeyboardAppearance>
        ) -> UIKeyboardAppearance? {
            get { self[keyPath: keyPath] }
            set {
                guard let newValue, newValue != self[keyPath: keyPath] else { return }
                self[keyPath: keyPath] = newValue
                if isFirstResponder { reloadInputViews() }
            }
        }
    }

    extension ThemeWrapper where Base: UIResponder {
        /// The binding of a keyboard appearance (`UITextField`, `UITextView`, `UISearchBar`, a
        /// responder of your own): the property binding as any other, and a keyboard on
        /// screen follows a switch, since while the responder is first responder a change
        /// reloads its input views (`reloadInputViews()`), without which a visible keyboard
        /// keeps its old appearance until it is shown again.
        ///
        /// ```swift
        /// let field = UITextField()
        /// field.theme.keyboardAppearance = .matchingTheme(of: .shared)
        /// ```
        public subscript(
            dynamicMember keyPath: ReferenceWritableKeyPath<Base, UIKeyboardAppearance>
        ) -> ThemeValue<UIKeyboardAppearance>? {
            get { self[dynamicMember: \Base.[reloadingInputViews: keyPath]] }
            nonmutating set { self[dynamicMember: \Base.[reloadingInputViews: keyPath]] = newValue }
        }

        /// Binds a keyboard appearance as `responder.theme.keyboardAppearance = value` does,
        /// reloading a visible keyboard (`nil` removes the binding).
        public func bind(
            _ keyPath: ReferenceWritableKeyPath<Base, UIKeyboardAppearance>, to value: ThemeValue<UIKeyboardAppearance>?
        ) {
            self[dynamicMember: \Base.[reloadingInputViews: keyPath]] = value
        }

        /// Binds a keyboard appearance to a value computed from the responder and the theme,
        /// reloading a visible keyboard; `nil` leaves the appearance as it is.
        public func bind(
            _ keyPath: ReferenceWritableKeyPath<Base, UIKeyboardAppearance>,
            _ provider: @escaping @MainActor (Base, Theme) -> UIKeyboardAppearance?
        ) {
            bind(\Base.[reloadingInputViews: keyPath], provider)
        }

        /// Removes the binding of a keyboard appearance (as assigning `nil` does).
        public func removeBinding(_ keyPath: ReferenceWritableKeyPath<Base, UIKeyboardAppearance>) {
            self[dynamicMember: \Base.[reloadingInputViews: keyPath]] = nil
        }
    }

    extension ThemeWrapper where Base: UITextField {
        /// The same binding as `field.theme.keyboardAppearance = value`: a keyboard on screen
        /// follows a switch (the field reloads its input views while it is first responder).
        ///
        /// ```swift
        /// let field = UITextField()
        /// field.theme.setKeyboardAppearance(.matchingTheme(of: .shared))
        /// ```
        public func setKeyboardAppearance(_ value: ThemeValue<UIKeyboardAppearance>?) {
            self[dynamicMember: \Base.keyboardAppearance] = value
        }
    }

    extension ThemeWrapper where Base: UITextView {
        /// The same binding as `textView.theme.keyboardAppearance = value`: a keyboard on
        /// screen follows a switch, as a text field's does.
        ///
        /// ```swift
        /// let textView = UITextView()
        /// textView.theme.setKeyboardAppearance(.matchingTheme(of: .shared))
        /// ```
        public func setKeyboardAppearance(_ value: ThemeValue<UIKeyboardAppearance>?) {
            self[dynamicMember: \Base.keyboardAppearance] = value
        }
    }
#endif
