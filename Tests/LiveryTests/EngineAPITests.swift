import LiveryCore
import Testing

@testable import Livery

@MainActor
@Suite("Engine API")
struct EngineAPITests {
    let manager = ThemeManager(source: Fixtures.themes())

    @Test func bindWithAKeyPathIsTheSameBindingAsTheDynamicMemberForm() throws {
        let widget = Widget()
        widget.theme(in: manager).bind(\.textColor, to: .token("background"))
        widget.theme(in: manager).textColor = .token("text.primary")
        #expect(widget.theme(in: manager).bindingCount == 1)
        try manager.setAppearance(.dark)
        #expect(widget.textColor == Palette.white)
        widget.theme(in: manager).bind(\.shadowColor, to: ThemeValue { $0.color("border") ?? Palette.red })
        #expect(widget.shadowColor == Palette.gray)
        widget.theme(in: manager).bind(\.textColor, to: nil)
        #expect(widget.theme(in: manager).bindingCount == 1)
    }

    @Test func aThemeCanBeResolvedForAnyAppearanceWithoutSwitching() {
        #expect(manager.theme(for: .dark).color("background") == Palette.black)
        #expect(manager.theme.appearance == "light")
    }

    @Test func hiddenTargetsCanBeRecheckedAllAtOnce() throws {
        let widget = Widget()
        widget.isOnScreen = false
        widget.theme(in: manager).textColor = .token("text.primary")
        try manager.setAppearance(.dark)
        widget.isOnScreen = true
        manager.recheckHiddenTargets()
        #expect(widget.textColor == Palette.white)
        #expect(manager.hiddenTargetCount == 0)
    }

    @Test func replacingTheSourceKeepsBindingsByName() {
        let widget = Widget()
        widget.theme(in: manager).textColor = .token("background")
        let other = ThemeTable(
            modifier: "theme", contexts: ["light": ["zzz.first": number(1), "background": color(Palette.sepia)]])
        manager.replaceSource(other)
        #expect(widget.textColor == Palette.sepia)
    }

    @Test func numbersThatDoNotFitAnIntegerAreATypeMismatch() {
        #expect(Int.themeNumber(.infinity) == nil)
        #expect(Int.themeNumber(.nan) == nil)
        #expect(Int.themeNumber(2.5) == 3)
    }

    @Test func everyDiagnosticRendersWithItsPlace() {
        let rendered = ThemeDiagnostic.storedValueUnknown(user: "alice", field: "appearance", value: "neon").description
        #expect(rendered == "preferences.alice.appearance: unknown stored value \"neon\", using the default")
    }
}

@MainActor
@Suite("Reported lookups")
struct ReportedLookupTests {
    let manager = ThemeManager(source: Fixtures.themes())

    @Test func aKnownTokenConverts() {
        #expect(manager.value("text.primary", in: manager.theme, as: Color.self) == Palette.black)
    }

    @Test func anUnknownTokenIsReportedOnce() {
        let log = DiagnosticLog()
        manager.onDiagnostic = log.hook
        #expect(manager.value("text.missing", in: manager.theme, as: Color.self) == nil)
        #expect(manager.value("text.missing", in: manager.theme, as: Color.self) == nil)
        #expect(log.entries == [.unknownToken("text.missing")])
    }

    @Test func aTokenOfAnotherTypeIsReportedOnce() {
        let log = DiagnosticLog()
        manager.onDiagnostic = log.hook
        #expect(manager.value("spacing.m", in: manager.theme, as: Color.self) == nil)
        #expect(manager.value("spacing.m", in: manager.theme, as: Color.self) == nil)
        #expect(log.entries == [.typeMismatch(token: "spacing.m", expected: "color", found: .dimension)])
    }
}
