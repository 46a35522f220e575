import Livery

/// A target of the Livery contender: a plain class with three properties.
@MainActor
final class LiveryWidget: Themeable, ThemeNode {
    var textColor = RGBA.clear
    var backgroundColor = RGBA.clear
    var alpha = 0.0
    var isOnScreen = true
    var themeParent: (any ThemeNode)? { nil }
    var isThemeVisible: Bool { isOnScreen }
}

/// Livery with `widget.theme.property = .token(…)` (the dynamic-member form).
@MainActor
class LiveryContender: Contender {
    class var name: String { "Livery: theme.x = …" }
    let manager = ThemeManager(source: BenchPalette.source(), systemAppearance: .light)
    var widgets: [LiveryWidget]

    required init(count: Int) {
        widgets = (0..<count).map { _ in LiveryWidget() }
    }

    func register() {
        for widget in widgets {
            let theme = widget.theme(in: manager)
            theme.textColor = .token("text.primary")
            theme.backgroundColor = .token("background")
            theme.alpha = .token("opacity.content")
        }
    }

    func switchTheme(dark: Bool) {
        try? manager.setAppearance(dark ? .dark : .light)
    }

    func verify(dark: Bool) -> Bool {
        widgets.allSatisfy {
            $0.textColor == BenchPalette.text(dark: dark) && $0.backgroundColor == BenchPalette.background(dark: dark)
                && $0.alpha == BenchPalette.alpha(dark: dark)
        }
    }

    func hideNinetyPercent() -> Bool {
        for (i, widget) in widgets.enumerated() where i % 10 != 0 {
            widget.isOnScreen = false
            manager.visibilityDidChange(of: widget)
        }
        return true
    }

    func releaseHalf() {
        widgets = widgets.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
        manager.purgeReleasedTargets()
    }
}

/// Livery with `widget.theme.bind(\.property, to: .token(…))` (the consumed-key-path form).
@MainActor
final class LiveryBindContender: LiveryContender {
    override class var name: String { "Livery: theme.bind(\\.x, to:)" }

    override func register() {
        for widget in widgets {
            let theme = widget.theme(in: manager)
            theme.bind(\.textColor, to: .token("text.primary"))
            theme.bind(\.backgroundColor, to: .token("background"))
            theme.bind(\.alpha, to: .token("opacity.content"))
        }
    }
}
