import Livery
import LiveryCore
import UIKit

/// The themes the glue tests use: light, dark and sepia contexts of `theme` and a
/// `contrast` modifier (high contrast makes the text red).
enum GlueFixtures {
    static let black = LiveryCore.Color(.srgb, 0, 0, 0)
    static let white = LiveryCore.Color(.srgb, 1, 1, 1)
    static let red = LiveryCore.Color(.srgb, 1, 0, 0)
    static let blue = LiveryCore.Color(.srgb, 0, 0, 1)

    static func color(_ c: LiveryCore.Color) -> ResolvedToken { ResolvedToken(type: .color, value: .color(c)) }
    static func image(_ name: String) -> ResolvedToken {
        ResolvedToken(type: .unknown("image"), value: .opaque(.string(name)))
    }

    static func tokens(text: LiveryCore.Color, background: LiveryCore.Color, icon: String) -> [String: ResolvedToken] {
        ["text.primary": color(text), "background": color(background), "icon.cat": image(icon)]
    }

    static func themes() -> ThemeTable {
        var themes: [ResolverInput: [String: ResolvedToken]] = [:]
        let contexts = [
            ("light", tokens(text: black, background: white, icon: "catBlack")),
            ("dark", tokens(text: white, background: black, icon: "catWhite")),
            ("sepia", tokens(text: black, background: blue, icon: "catBlack")),
        ]
        for (name, tokens) in contexts {
            themes[ResolverInput([("theme", name), ("contrast", "normal")])] = tokens
            themes[ResolverInput([("theme", name), ("contrast", "high")])] = tokens.merging(["text.primary": color(red)]
            ) { $1 }
        }
        return ThemeTable(
            modifiers: [
                ModifierDescription(name: "theme", contexts: ["light", "dark", "sepia"], defaultContext: "light"),
                ModifierDescription(name: "contrast", contexts: ["normal", "high"], defaultContext: "normal"),
            ], themes: themes)
    }
}

extension UIColor {
    /// The color's sRGB components, for comparisons.
    var rgba: [CGFloat] {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b, a]
    }
}

/// Named colors as `rgba` gives them.
enum RGBA {
    static let black: [CGFloat] = [0, 0, 0, 1]
    static let white: [CGFloat] = [1, 1, 1, 1]
    static let red: [CGFloat] = [1, 0, 0, 1]
    static let blue: [CGFloat] = [0, 0, 1, 1]
}

/// A connected scene with one visible window, as an app has at launch.
@MainActor
func makeWindow() -> UIWindow {
    let window = UIWindow(windowScene: UIApplication.shared._connectScene())
    window.makeKeyAndVisible()
    return window
}

/// Ends the current run-loop turn: UIKit's update pass delivers the turn's trait changes (a
/// move, an override) where a device would have, before the frame is drawn.
@MainActor
func endRunLoopTurn() {
    UIApplication.shared._endRunLoopTurn()
}
