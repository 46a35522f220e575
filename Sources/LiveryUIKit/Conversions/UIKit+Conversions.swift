#if canImport(UIKit)
    import UIKit
    import Livery
    import LiveryCore

    // Conformances only: every decision (which token, which theme) is the engine's.
    // `as? Self` keeps them correct for subclasses (a subclass property gets nil and the
    // engine reports a type mismatch instead of receiving a base-class instance).

    extension UIColor: ThemeColorConvertible {
        /// sRGB when the color fits, else Display P3 (gamut-mapped into it).
        public static func themeColor(_ color: LiveryCore.Color) -> Self? {
            let made: UIColor
            if color.isInGamut(.srgb) {
                let c = color.converted(to: .srgb).componentsWithMissingAsZero
                made = UIColor(red: c.x, green: c.y, blue: c.z, alpha: color.alpha)
            } else {
                let c = color.gamutMapped(to: .displayP3).componentsWithMissingAsZero
                made = UIColor(displayP3Red: c.x, green: c.y, blue: c.z, alpha: color.alpha)
            }
            return made as? Self
        }
    }

    extension CGColor: ThemeColorConvertible {
        public static func themeColor(_ color: LiveryCore.Color) -> Self? {
            UIColor.themeColor(color)?.cgColor as? Self
        }
    }

    extension UIImage: ThemeImageConvertible {
        public static func themeImage(named name: String) -> Self? {
            UIImage(named: name) as? Self
        }
    }

    extension UIFont: ThemeFontConvertible {
        /// The UIKit weight nearest a token weight (100…900).
        private static func weight(_ value: Double) -> UIFont.Weight {
            let table: [(Double, UIFont.Weight)] = [
                (100, .ultraLight), (200, .thin), (300, .light), (400, .regular), (500, .medium),
                (600, .semibold), (700, .bold), (800, .heavy), (900, .black),
            ]
            return table.min { abs($0.0 - value) < abs($1.0 - value) }?.1 ?? .regular
        }

        /// The first family that exists at the token's size as designed (times the user's text
        /// scale) and weight — the system font when none does — scaled by `UIFontMetrics` for
        /// its text style, each style on its own curve, in the system's current text size: fonts
        /// are right without ``ThemeWindowSync``, and a label whose
        /// `adjustsFontForContentSizeCategory` is set keeps its font scaled as the size changes.
        public static func themeFont(_ font: FontDescriptor) -> Self? {
            let (base, metrics) = designedThemeFont(font)
            return metrics.scaledFont(for: base) as? Self
        }

        /// The font of `font` at its size as designed (times the user's text scale), and the
        /// metrics of its text style that scale it.
        static func designedThemeFont(_ font: FontDescriptor) -> (UIFont, UIFontMetrics) {
            let designed = font.evaluated(at: .large)
            let weight = weight(font.weight)
            let size = CGFloat(designed.size)
            let base =
                font.families.lazy.map { family in
                    UIFont(
                        descriptor: UIFontDescriptor(fontAttributes: [
                            .family: family, .traits: [UIFontDescriptor.TraitKey.weight: weight],
                        ]), size: size)
                }.first { font.families.contains($0.familyName) }
                ?? UIFont.systemFont(ofSize: size, weight: weight)
            return (base, UIFontMetrics(forTextStyle: UIFont.TextStyle(font.textStyle)))
        }
    }

    extension UIFont.TextStyle {
        private static let table: [TextStyle: UIFont.TextStyle] = [
            .largeTitle: .largeTitle, .title: .title1, .title2: .title2, .title3: .title3, .headline: .headline,
            .body: .body, .callout: .callout, .subheadline: .subheadline, .footnote: .footnote,
            .caption: .caption1, .caption2: .caption2,
        ]

        /// UIKit's text style of the same name (`title1`, `caption1` for `title`, `caption`).
        init(_ style: TextStyle) { self = Self.table[style] ?? .body }
    }

    @available(iOS 15, tvOS 15, watchOS 8, *)
    extension NSAttributedString: ThemeAttributedTextConvertible {
        /// Maps the resolved Livery run attributes to UIKit's; every other attribute stays: a
        /// font token sets the kern and line height it gives and keeps the run's own otherwise
        /// (its paragraph style's alignment and spacing, its kern when the token has none).
        public static func themeText(_ text: AttributedString) -> Self? {
            var converted = text
            for run in text.runs {
                if let color = run[ThemeTextAttributes.Color.self] {
                    converted[run.range].uiKit.foregroundColor = UIColor.themeColor(color)
                }
                if let color = run[ThemeTextAttributes.BackgroundColor.self] {
                    converted[run.range].uiKit.backgroundColor = UIColor.themeColor(color)
                }
                if let font = run[ThemeTextAttributes.Font.self] {
                    let style = UIKitTextStyle(font)
                    converted[run.range].uiKit.font = style.font
                    if let kern = style.kern { converted[run.range].uiKit.kern = kern }
                    converted[run.range].uiKit.paragraphStyle = style.paragraphStyle(
                        over: run.uiKit.paragraphStyle)
                }
            }
            return (try? NSAttributedString(converted, including: \.uiKit)) as? Self
        }
    }
#endif
