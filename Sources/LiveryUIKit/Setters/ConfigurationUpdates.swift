#if canImport(UIKit) && !os(watchOS)
    import UIKit
    import Livery

    /// The theme a configuration update handler reads: the binding keeps the latest one here.
    @MainActor
    final class LatestTheme {
        var theme: Theme?
    }

    /// What the binding writes on every change: the theme, and where the handler finds it.
    struct ConfigurationTheme {
        let latest: LatestTheme
        let theme: Theme
    }

    /// The index of the configuration binding as a key path: binding again replaces it.
    struct ConfigurationUpdateKey: Hashable {}

    /// A view whose configuration UIKit updates on request (`setNeedsUpdateConfiguration()`):
    /// `UIButton`, `UITableViewCell` and `UICollectionViewCell`, which share the one binding
    /// that hands their update handler the scope's latest theme.
    @MainActor
    protocol ConfigurationUpdating: UIView {
        func setNeedsUpdateConfiguration()
    }

    @available(iOS 15, tvOS 15, *)
    extension UIButton: ConfigurationUpdating {}
    @available(iOS 15, tvOS 15, *)
    extension UITableViewCell: ConfigurationUpdating {}
    @available(iOS 15, tvOS 15, *)
    extension UICollectionViewCell: ConfigurationUpdating {}

    extension ConfigurationUpdating {
        subscript(themeConfigurationUpdate _: ConfigurationUpdateKey) -> ConfigurationTheme? {
            get { nil }
            set {
                guard let newValue else { return }
                newValue.latest.theme = newValue.theme
                setNeedsUpdateConfiguration()
            }
        }
    }

    extension ThemeWrapper where Base: ConfigurationUpdating {
        /// Keeps `latest` at the theme of the view's scope and asks for a configuration update
        /// after every change, so the view's update handler runs with it.
        func bindConfigurationUpdates(to latest: LatestTheme) {
            bind(
                \Base.[themeConfigurationUpdate: ConfigurationUpdateKey()],
                to: ThemeValue { ConfigurationTheme(latest: latest, theme: $0) })
        }
    }

    @available(iOS 15, tvOS 15, *)
    extension ThemeWrapper where Base: UIButton {
        /// Themes a configuration-based button (iOS 15): `body` sets token values on the
        /// button's configuration, and runs in the button's `configurationUpdateHandler` —
        /// after every state update UIKit makes (highlight, selection), so the tokens survive
        /// them — and again after every change of the engine's themes
        /// (`setNeedsUpdateConfiguration()`). `body` receives the button, the configuration
        /// to change and the theme of the button's scope: nothing needs capturing. The
        /// handler is the button's: setting another replaces this; calling this again
        /// replaces the previous `body`.
        ///
        /// ```swift
        /// let buy = UIButton()
        /// buy.configuration = .filled()
        /// buy.theme.updateConfiguration { button, configuration, theme in
        ///     configuration.baseForegroundColor = theme.value("text.onAccent")
        ///     configuration.baseBackgroundColor = theme.value(button.isHighlighted ? "accent.pressed" : "accent")
        /// }
        /// ```
        public func updateConfiguration(
            _ body: @escaping @MainActor (Base, inout UIButton.Configuration, Theme) -> Void
        ) {
            let latest = LatestTheme()
            base.configurationUpdateHandler = { button in
                MainActor.assumeIsolated {
                    guard let button = button as? Base, let theme = latest.theme else { return }
                    var configuration = button.configuration ?? .plain()
                    body(button, &configuration, theme)
                    button.configuration = configuration
                }
            }
            bindConfigurationUpdates(to: latest)
        }
    }

    @available(iOS 15, tvOS 15, *)
    extension ThemeWrapper where Base: UITableViewCell {
        /// Themes a configuration-based cell (iOS 15): `body` builds the cell's content and
        /// background configurations (`UIListContentConfiguration`, `UIBackgroundConfiguration`)
        /// with token values for the cell's state, in the cell's `configurationUpdateHandler` —
        /// after every state update (selection, highlight) and again after every change of the
        /// engine's themes. `body` receives the cell, its configuration state and the theme of
        /// its scope. Calling this again (a reused cell) replaces the previous `body`.
        ///
        /// ```swift
        /// let cell = UITableViewCell(style: .default, reuseIdentifier: "row")
        /// cell.theme.updateConfiguration { cell, state, theme in
        ///     var content = cell.defaultContentConfiguration()
        ///     content.text = "Inbox"
        ///     content.textProperties.color = theme.value("text.primary") ?? content.textProperties.color
        ///     cell.contentConfiguration = content
        ///     var background = UIBackgroundConfiguration.clear()
        ///     background.backgroundColor = theme.value(state.isSelected ? "row.selected" : "row")
        ///     cell.backgroundConfiguration = background
        /// }
        /// ```
        public func updateConfiguration(
            _ body: @escaping @MainActor (Base, UICellConfigurationState, Theme) -> Void
        ) {
            let latest = LatestTheme()
            base.configurationUpdateHandler = { cell, state in
                MainActor.assumeIsolated {
                    guard let cell = cell as? Base, let theme = latest.theme else { return }
                    body(cell, state, theme)
                }
            }
            bindConfigurationUpdates(to: latest)
        }
    }

    @available(iOS 15, tvOS 15, *)
    extension ThemeWrapper where Base: UICollectionViewCell {
        /// Themes a configuration-based collection view cell (iOS 15), a list cell
        /// (`UICollectionViewListCell`) included, as a table view cell's: `body` builds the
        /// cell's content and background configurations with token values for its state, in
        /// the cell's `configurationUpdateHandler` — after every state update and again after
        /// every change of the engine's themes — and receives the cell, its configuration
        /// state and the theme of its scope. Calling this again (a reused cell) replaces the
        /// previous `body`.
        ///
        /// ```swift
        /// // In a cell registration's handler, or for a dequeued cell:
        /// let cell = UICollectionViewListCell(frame: .zero)
        /// cell.theme.updateConfiguration { cell, state, theme in
        ///     var content = cell.defaultContentConfiguration()
        ///     content.text = "Inbox"
        ///     content.textProperties.color = theme.value("text.primary") ?? content.textProperties.color
        ///     cell.contentConfiguration = content
        ///     var background = UIBackgroundConfiguration.clear()
        ///     background.backgroundColor = theme.value(state.isSelected ? "row.selected" : "row")
        ///     cell.backgroundConfiguration = background
        /// }
        /// ```
        public func updateConfiguration(
            _ body: @escaping @MainActor (Base, UICellConfigurationState, Theme) -> Void
        ) {
            let latest = LatestTheme()
            base.configurationUpdateHandler = { cell, state in
                MainActor.assumeIsolated {
                    guard let cell = cell as? Base, let theme = latest.theme else { return }
                    body(cell, state, theme)
                }
            }
            bindConfigurationUpdates(to: latest)
        }
    }
#endif
