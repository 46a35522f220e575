import LiveryCore
import Testing

@testable import Livery

/// A view controller standing in for UIKit's: it owns its views and themes them.
@MainActor
private final class Screen {
    let title = Widget()
    var isSelected = false

    /// Binds the way the docs show: the closures get the target and the theme, and reach
    /// the screen only weakly.
    func bind(in manager: ThemeManager) {
        title.theme(in: manager).bind(\.alpha) { widget, theme in
            widget.isSelected == (theme.appearance == "dark") ? 1 : 0.5
        }
        title.theme(in: manager).bind(\.shadowColor) { [weak self] _, theme in
            self?.isSelected == true ? theme.color("text.primary") : nil
        }
        title.theme(in: manager).apply { widget, theme in
            widget.padding = theme.appearance == "dark" ? 2 : 1
        }
    }
}

@MainActor
@Suite("Bindings that need no capture")
struct CapturelessBindingTests {
    let manager = ThemeManager(source: Fixtures.themes())

    @Test func aProviderOfTheTargetReadsItsState() throws {
        let widget = Widget()
        widget.theme(in: manager).bind(\.alpha) { widget, _ in widget.isSelected ? 1 : 0.25 }
        #expect(widget.alpha == 0.25)
        widget.isSelected = true
        try manager.setAppearance(.dark)
        #expect(widget.alpha == 1)
        #expect(widget.theme(in: manager).bindingCount == 1)
    }

    @Test func aProviderOfTheTargetReplacesTheProperty() throws {
        let widget = Widget()
        widget.theme(in: manager).bind(\.alpha) { _, _ in 0.3 }
        widget.theme(in: manager).bind(\.alpha) { _, _ in 0.6 }
        #expect(widget.theme(in: manager).bindingCount == 1)
        widget.theme(in: manager).alpha = nil
        #expect(widget.theme(in: manager).bindingCount == 0)
    }

    @Test func aScreenAndItsViewsAreReleased() throws {
        weak var screen: Screen?
        weak var title: Widget?
        do {
            let made = Screen()
            made.bind(in: manager)
            try manager.setAppearance(.dark)
            #expect(made.title.padding == 2)
            screen = made
            title = made.title
        }
        #expect(screen == nil)
        #expect(title == nil)
        try manager.setAppearance(.light)
        #expect(manager.targetCount == 0)
    }

    @Test func aReplacedBlockIsReleased() {
        let widget = Widget()
        weak var captured: Widget?
        do {
            let other = Widget()
            captured = other
            for round in 0..<2 {
                // One call site: the second round replaces the first block and drops `other`.
                let held = round == 0 ? other : nil
                widget.theme(in: manager).apply { widget, _ in widget.padding = held == nil ? 2 : 1 }
            }
        }
        #expect(captured == nil)
        #expect(widget.padding == 2)
    }
}
