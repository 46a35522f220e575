#if canImport(UIKit) && !os(watchOS)
    import UIKit
    import Livery

    extension ThemeValue where Value == [Any] {
        /// The `CGColor`s of color tokens, in order: `gradient.theme.colors = .colors(["a", "b"])`.
        ///
        /// A token the theme lacks, or that is not a color, is left out and reported to
        /// `manager`'s ``ThemeManager/onDiagnostic`` once, as bindings report theirs.
        @MainActor
        public static func colors(_ tokens: [String], reportingTo manager: ThemeManager = .shared) -> ThemeValue {
            ThemeValue { [weak manager] theme in
                tokens.compactMap { name in
                    guard let manager else { return theme.value(name, as: CGColor.self) }
                    return manager.value(name, in: theme, as: CGColor.self)
                }
            }
        }
    }

    extension ThemeWrapper where Base: CAGradientLayer {
        /// Binds the gradient's colors to color tokens, in order, reporting a token the theme
        /// lacks (or that is not a color) to this wrapper's manager (``ThemeManager/onDiagnostic``),
        /// which `.colors(_:reportingTo:)` would leave to `.shared`.
        ///
        /// ```swift
        /// let gradient = CAGradientLayer()
        /// gradient.theme.setColors(["gradient.start", "gradient.end"])
        /// ```
        public func setColors(_ tokens: [String]?) {
            bind(\Base.colors, to: tokens.map { .colors($0, reportingTo: manager) })
        }
    }

    extension ThemeValue where Value == UIKeyboardAppearance {
        /// The keyboard of the theme's style (dark for the dark context and `darkStyledContexts`):
        /// `field.theme.keyboardAppearance = .matchingTheme(of: manager)`.
        public static func matchingTheme(of manager: ThemeManager, darkStyledContexts: Set<String> = []) -> ThemeValue {
            ThemeValue { [weak manager] theme in
                manager?.interfaceStyle(for: .context(theme.appearance), darkStyledContexts: darkStyledContexts)
                    == .dark
                    ? .dark : .light
            }
        }
    }

    #if !os(tvOS)
        extension ThemeManager {
            /// The status bar style of the current choice, for a view controller's
            /// `preferredStatusBarStyle` (the controller's `theme.updatesStatusBarAppearance()`
            /// has it read again on every switch). `.default` while following the system; a
            /// window styled by ``ThemeWindowSync`` gets the right `.default` on its own.
            public func statusBarStyle(darkStyledContexts: Set<String> = []) -> UIStatusBarStyle {
                let table: [InterfaceStyle: UIStatusBarStyle] = [
                    .followSystem: .default, .light: .darkContent, .dark: .lightContent,
                ]
                return table[interfaceStyle(darkStyledContexts: darkStyledContexts)] ?? .default
            }
        }
    #endif
#endif
