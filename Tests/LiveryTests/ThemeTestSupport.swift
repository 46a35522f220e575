import Foundation
import LiveryCore
import Testing

@testable import Livery

/// Colors the fixtures use, named for what they look like.
enum Palette {
    static let black = Color(.srgb, 0, 0, 0)
    static let white = Color(.srgb, 1, 1, 1)
    static let gray = Color(.srgb, 0.5, 0.5, 0.5)
    static let red = Color(.srgb, 1, 0, 0)
    static let blue = Color(.srgb, 0, 0, 1)
    static let cyan = Color(.srgb, 0, 1, 1)
    static let sepia = Color(.srgb, 0.44, 0.26, 0.08)
    static let yellow = Color(.srgb, 1, 1, 0)
}

func color(_ c: Color) -> ResolvedToken { ResolvedToken(type: .color, value: .color(c)) }
func number(_ n: Double) -> ResolvedToken { ResolvedToken(type: .number, value: .number(n)) }
func dimension(_ n: Double, _ unit: LiveryCore.Dimension.Unit = .px) -> ResolvedToken {
    ResolvedToken(type: .dimension, value: .dimension(.init(n, unit)))
}
func image(_ name: String) -> ResolvedToken { ResolvedToken(type: .unknown("image"), value: .opaque(.string(name))) }
func typography(_ size: Double, weight: Double = 400) -> ResolvedToken {
    ResolvedToken(
        type: .typography,
        value: .typography(Typography(fontFamily: ["Inter"], fontSize: .init(size, .px), fontWeight: weight)))
}

/// The theme of the seeds: light, dark and sepia contexts of `theme`, and a `contrast` modifier.
enum Fixtures {
    static let light: [String: ResolvedToken] = [
        "text.primary": color(Palette.black), "background": color(Palette.white), "border": color(Palette.gray),
        "opacity.muted": number(0.6), "spacing.m": dimension(1, .rem), "type.body": typography(16),
        "icon.cat": image("catBlack"),
    ]
    static let dark: [String: ResolvedToken] = [
        "text.primary": color(Palette.white), "background": color(Palette.black), "border": color(Palette.gray),
        "opacity.muted": number(0.4), "spacing.m": dimension(1, .rem), "type.body": typography(16),
        "icon.cat": image("catWhite"),
    ]
    static let sepia: [String: ResolvedToken] = light.merging(["background": color(Palette.sepia)]) { $1 }

    /// `theme` (light, dark, sepia).
    static func themes() -> ThemeTable {
        ThemeTable(
            modifier: "theme", contexts: ["light": light, "dark": dark, "sepia": sepia],
            order: ["light", "dark", "sepia"])
    }

    /// `theme` × `contrast` (normal, high); high contrast makes the light text pure red.
    static func themesWithContrast() -> ThemeTable {
        var themes: [ResolverInput: [String: ResolvedToken]] = [:]
        for (name, tokens) in [("light", light), ("dark", dark), ("sepia", sepia)] {
            themes[ResolverInput([("theme", name), ("contrast", "normal")])] = tokens
            themes[ResolverInput([("theme", name), ("contrast", "high")])] =
                tokens.merging(["text.primary": color(Palette.red)]) { $1 }
        }
        return ThemeTable(
            modifiers: [
                ModifierDescription(name: "theme", contexts: ["light", "dark", "sepia"], defaultContext: "light"),
                ModifierDescription(name: "contrast", contexts: ["normal", "high"], defaultContext: "normal"),
            ], themes: themes)
    }
}

/// A plain Swift class standing in for a view: some properties, a parent link, visibility.
@MainActor
final class Widget: Themeable, ThemeNode {
    var textColor = Color(.srgb, 0.1, 0.2, 0.3)
    var backgroundColor = Color(.srgb, 0.1, 0.2, 0.3)
    var shadowColor: Color?
    var alpha = 1.0
    var padding: Float = 0
    var font: FontDescriptor?
    var imageName: String?
    var attributedText: AttributedString?
    var titles: [String: Color] = [:]
    weak var parent: Widget?
    var isOnScreen = true
    var isSelected = false

    init(parent: Widget? = nil) { self.parent = parent }

    var themeParent: (any ThemeNode)? { parent }
    var isThemeVisible: Bool { isOnScreen }

    func setTitleColor(_ color: Color?, for state: String) { titles[state] = color }
}

/// Collects what a manager reports.
@MainActor
final class DiagnosticLog {
    var entries: [ThemeDiagnostic] = []
    var hook: @MainActor (ThemeDiagnostic) -> Void { { [unowned self] in self.entries.append($0) } }
}
