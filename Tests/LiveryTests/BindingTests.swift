import Foundation
import LiveryCore
import Testing

@testable import Livery

@MainActor
@Suite("Bindings")
struct BindingTests {
    let manager = ThemeManager(source: Fixtures.themes())

    @Test func firstValueIsAppliedAtOnce() {
        let widget = Widget()
        widget.theme(in: manager).textColor = .token("text.primary")
        #expect(widget.textColor == Palette.black)
    }

    @Test func switchingUpdatesBoundProperties() throws {
        let widget = Widget()
        widget.theme(in: manager).textColor = .token("text.primary")
        widget.theme(in: manager).backgroundColor = .token("background")
        try manager.setAppearance(.dark)
        #expect(widget.textColor == Palette.white)
        #expect(widget.backgroundColor == Palette.black)
    }

    @Test func rebindingTheSamePropertyReplacesItsBinding() throws {
        let widget = Widget()
        widget.theme(in: manager).textColor = .token("text.primary")
        widget.theme(in: manager).textColor = .token("background")
        #expect(widget.theme(in: manager).bindingCount == 1)
        try manager.setAppearance(.dark)
        #expect(widget.textColor == Palette.black)
    }

    @Test func assigningNilRemovesTheBinding() throws {
        let widget = Widget()
        widget.theme(in: manager).textColor = .token("text.primary")
        widget.theme(in: manager).textColor = nil
        try manager.setAppearance(.dark)
        #expect(widget.textColor == Palette.black)
        #expect(manager.targetCount == 0)
    }

    @Test func removeBindingAndRemoveAllStopUpdates() throws {
        let widget = Widget()
        widget.theme(in: manager).textColor = .token("text.primary")
        widget.theme(in: manager).backgroundColor = .token("background")
        widget.theme(in: manager).removeBinding(\.textColor)
        #expect(widget.theme(in: manager).bindingCount == 1)
        widget.theme(in: manager).removeAll()
        try manager.setAppearance(.dark)
        #expect(widget.textColor == Palette.black)
        #expect(widget.backgroundColor == Palette.white)
    }

    @Test func readingABindingGivesItsToken() {
        let widget = Widget()
        widget.theme(in: manager).textColor = .token("text.primary")
        #expect(widget.theme(in: manager).textColor?.tokenName == "text.primary")
        #expect(widget.theme(in: manager).backgroundColor == nil)
    }

    @Test func providerClosureComputesTheValue() throws {
        let widget = Widget()
        widget.theme(in: manager).alpha = ThemeValue { $0.appearance == "dark" ? 0.5 : 1 }
        #expect(widget.alpha == 1)
        try manager.setAppearance(.dark)
        #expect(widget.alpha == 0.5)
    }

    @Test func applyBlockDoesWorkThatIsNotAProperty() throws {
        let widget = Widget()
        let id = widget.theme(in: manager).apply { widget, theme in
            widget.setTitleColor(theme.color("text.primary"), for: "normal")
        }
        #expect(widget.titles["normal"] == Palette.black)
        try manager.setAppearance(.dark)
        #expect(widget.titles["normal"] == Palette.white)
        widget.theme(in: manager).remove(id)
        try manager.setAppearance(.light)
        #expect(widget.titles["normal"] == Palette.white)
    }

    @Test func optionalPropertiesTakeTokensAndProviders() throws {
        let widget = Widget()
        widget.theme(in: manager).shadowColor = .token("border")
        #expect(widget.shadowColor == Palette.gray)
        widget.theme(in: manager).imageName = ThemeValue { $0.imageName("icon.cat") }
        #expect(widget.imageName == "catBlack")
    }

    @Test func refreshReappliesStatefulBindings() {
        let widget = Widget()
        widget.theme(in: manager).textColor = ThemeValue { [unowned widget] theme in
            widget.isSelected ? Palette.red : theme.color("text.primary") ?? Palette.gray
        }
        widget.isSelected = true
        #expect(widget.textColor == Palette.black)
        widget.theme(in: manager).refresh()
        #expect(widget.textColor == Palette.red)
    }

    @Test func aNewClassWithNewPropertiesNeedsNoEngineCode() throws {
        @MainActor final class Gauge: Themeable {
            var needle = Palette.yellow
            var thickness: CGFloat = 0
        }
        let gauge = Gauge()
        gauge.theme(in: manager).needle = .token("text.primary")
        gauge.theme(in: manager).thickness = .token("spacing.m")
        #expect(gauge.needle == Palette.black)
        #expect(gauge.thickness == 16)
    }

    @Test func unknownTokenIsReportedOnceAndLeavesThePropertyAlone() {
        let log = DiagnosticLog()
        let manager = ThemeManager(source: Fixtures.themes(), onDiagnostic: log.hook)
        let a = Widget()
        let b = Widget()
        a.theme(in: manager).textColor = .token("text.nope")
        b.theme(in: manager).textColor = .token("text.nope")
        #expect(a.textColor == Widget().textColor)
        #expect(log.entries == [.unknownToken("text.nope")])
    }

    @Test func typeMismatchIsReportedAndThePropertyKeepsItsValue() {
        let log = DiagnosticLog()
        let manager = ThemeManager(source: Fixtures.themes(), onDiagnostic: log.hook)
        let widget = Widget()
        widget.theme(in: manager).textColor = .token("opacity.muted")
        #expect(widget.textColor == Widget().textColor)
        #expect(log.entries == [.typeMismatch(token: "opacity.muted", expected: "color", found: .number)])
    }

    @Test func aTargetWithManyBindingsKeepsThemAllThroughGrowthAndRemoval() throws {
        weak var released: Widget?
        do {
            let widget = Widget()
            let theme = widget.theme(in: manager)
            theme.textColor = .token("text.primary")
            theme.backgroundColor = .token("background")
            theme.shadowColor = .token("border")
            theme.alpha = ThemeValue { $0.appearance == "dark" ? 0.5 : 1 }
            theme.padding = .token("spacing.m")
            theme.imageName = .token("icon.cat")
            let action = theme.apply { widget, theme in widget.titles["normal"] = theme.color("text.primary") }
            #expect(theme.bindingCount == 7)
            try manager.setAppearance(.dark)
            #expect(widget.textColor == Palette.white && widget.alpha == 0.5 && widget.imageName == "catWhite")
            #expect(widget.titles["normal"] == Palette.white)
            theme.alpha = nil
            theme.remove(action)
            theme.backgroundColor = .token("text.primary")
            try manager.setAppearance(.light)
            #expect(theme.bindingCount == 5)
            #expect(widget.alpha == 0.5)
            #expect(widget.titles["normal"] == Palette.white)
            #expect(widget.backgroundColor == Palette.black && widget.shadowColor == Palette.gray)
            released = widget
        }
        #expect(released == nil)
    }

    @Test func sharedManagerServesTheThemeProperty() {
        let widget = Widget()
        widget.theme.alpha = .constant(0.25)
        #expect(widget.alpha == 0.25)
        widget.theme.removeAll()
    }
}
