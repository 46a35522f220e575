#if canImport(UIKit) && !os(watchOS)
    import UIKit
    import Livery

    /// A control state as a key-path subscript index (`UIControl.State` is not `Hashable`):
    /// per-state setters become key paths, so they bind, replace and unbind like properties.
    struct ControlStateKey: Hashable {
        let rawValue: UInt
        init(_ state: UIControl.State) { rawValue = state.rawValue }
        var state: UIControl.State { UIControl.State(rawValue: rawValue) }
    }

    extension UIButton {
        subscript(themeTitleColor key: ControlStateKey) -> UIColor? {
            get { titleColor(for: key.state) }
            set { setTitleColor(newValue, for: key.state) }
        }
        subscript(themeImage key: ControlStateKey) -> UIImage? {
            get { image(for: key.state) }
            set { setImage(newValue, for: key.state) }
        }
        subscript(themeBackgroundImage key: ControlStateKey) -> UIImage? {
            get { backgroundImage(for: key.state) }
            set { setBackgroundImage(newValue, for: key.state) }
        }
    }

    extension UIBarItem {
        subscript(themeTitleTextAttributes key: ControlStateKey) -> [NSAttributedString.Key: Any]? {
            get { titleTextAttributes(for: key.state) }
            set { setTitleTextAttributes(newValue, for: key.state) }
        }
    }

    extension UISegmentedControl {
        subscript(themeTitleTextAttributes key: ControlStateKey) -> [NSAttributedString.Key: Any]? {
            get { titleTextAttributes(for: key.state) }
            set { setTitleTextAttributes(newValue, for: key.state) }
        }
    }

    /// Per-state values, named as UIKit names them: one line each, one binding per state
    /// (binding a state again replaces it; `nil` unbinds).
    ///
    /// ```swift
    /// button.theme.setTitleColor(.token("text.accent"), for: .normal)
    /// button.theme.setTitleColor(.token("text.disabled"), for: .disabled)
    /// ```
    extension ThemeWrapper where Base: UIButton {
        /// Binds the title color of `state` (`UIButton.setTitleColor(_:for:)`).
        public func setTitleColor(_ value: ThemeValue<UIColor>?, for state: UIControl.State) {
            bind(\Base.[themeTitleColor: ControlStateKey(state)], to: value)
        }
        /// Binds the image of `state` (`UIButton.setImage(_:for:)`).
        public func setImage(_ value: ThemeValue<UIImage>?, for state: UIControl.State) {
            bind(\Base.[themeImage: ControlStateKey(state)], to: value)
        }
        /// Binds the background image of `state` (`UIButton.setBackgroundImage(_:for:)`).
        public func setBackgroundImage(_ value: ThemeValue<UIImage>?, for state: UIControl.State) {
            bind(\Base.[themeBackgroundImage: ControlStateKey(state)], to: value)
        }
    }

    extension ThemeWrapper where Base: UIBarItem {
        /// Binds the title attributes of `state` (`UIBarItem.setTitleTextAttributes(_:for:)`):
        /// `item.theme.setTitleTextAttributes(.textAttributes(color: "text.primary"), for: .normal)`.
        public func setTitleTextAttributes(
            _ value: ThemeValue<[NSAttributedString.Key: Any]>?, for state: UIControl.State
        ) {
            bind(\Base.[themeTitleTextAttributes: ControlStateKey(state)], to: value)
        }
    }

    extension ThemeWrapper where Base: UISegmentedControl {
        /// Binds the title attributes of `state` (`UISegmentedControl.setTitleTextAttributes(_:for:)`):
        /// `control.theme.setTitleTextAttributes(.textAttributes(color: "text.primary"), for: .selected)`.
        public func setTitleTextAttributes(
            _ value: ThemeValue<[NSAttributedString.Key: Any]>?, for state: UIControl.State
        ) {
            bind(\Base.[themeTitleTextAttributes: ControlStateKey(state)], to: value)
        }
    }
#endif
