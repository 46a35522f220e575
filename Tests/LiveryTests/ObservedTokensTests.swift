import LiveryCore
import LiveryTestSupport
import Observation
import Testing

@testable import Livery

/// Per-token observation: a change re-evaluates the bodies that read a changed token, and
/// no other. Bodies run under `withObservationTracking`, as SwiftUI runs a view's body.
@MainActor
@Suite("Observed tokens")
struct ObservedTokensTests {
    let manager = ThemeManager(source: Fixtures.themes())

    /// One body per token name, reading it in `scope`.
    func readers(_ names: [String], in scope: AppearancePreference? = nil) -> ObservedBodies {
        let manager = manager
        let views = ObservedBodies(names.map { name in { _ = manager.observedToken(name, in: scope) } })
        views.renderAll()
        return views
    }

    @Test func aSwitchReEvaluatesOnlyTheReadersOfTokensThatChanged() throws {
        // light → dark changes text.primary, background, opacity.muted and icon.cat;
        // border, spacing.m and type.body keep their values.
        let views = readers(["text.primary", "border", "spacing.m", "background", "type.body"])
        try manager.setAppearance(.dark)
        #expect(views.renderInvalidated() == 2)
        try manager.setAppearance(.dark)
        #expect(views.renderInvalidated() == 0)
    }

    @Test func theReEvaluatedBodiesReadTheNewValues() throws {
        var seen: [Color?] = []
        let manager = manager
        let views = ObservedBodies([{ seen.append(manager.observedValue("text.primary", as: Color.self)) }])
        views.renderAll()
        try manager.setAppearance(.dark)
        views.renderInvalidated()
        #expect(seen == [Palette.black, Palette.white])
    }

    @Test func aServerOverrideOfOneColorReEvaluatesOnlyItsReaders() throws {
        let views = readers(["text.primary", "background", "border", "background"])
        try manager.install(overridesJSON: #"{"light": {"background": {"type": "color", "value": "0000ff"}}}"#)
        #expect(views.renderInvalidated() == 2)
        #expect(manager.observedValue("background", as: Color.self) == Palette.blue)
    }

    @Test func aPinnedSubtreeIgnoresTheGlobalSwitch() throws {
        let pinned = readers(["text.primary", "background"], in: .dark)
        let global = readers(["text.primary", "background"])
        try manager.setAppearance(.dark)
        #expect(pinned.renderInvalidated() == 0)
        #expect(global.renderInvalidated() == 2)
        #expect(manager.observedValue("background", as: Color.self, in: .light) == Palette.white)
    }

    @Test func aPinnedSubtreeFollowsOtherModifiers() throws {
        let manager = ThemeManager(source: Fixtures.themesWithContrast())
        let views = ObservedBodies([
            { _ = manager.observedToken("text.primary", in: .light) },
            { _ = manager.observedToken("background", in: .light) },
        ])
        views.renderAll()
        try manager.setModifier("contrast", to: "high")
        #expect(views.renderInvalidated() == 1)
        #expect(manager.observedValue("text.primary", as: Color.self, in: .light) == Palette.red)
    }

    @Test func aTextScaleChangeReEvaluatesFontReadersOnly() {
        let views = readers(["type.body", "text.primary", "opacity.muted"])
        manager.textScale = 1.5
        #expect(views.renderInvalidated() == 1)
    }

    @Test func anUnknownTokenIsReportedOnceAndItsReadersUpdateWhenASourceAddsIt() {
        let log = DiagnosticLog()
        manager.onDiagnostic = log.hook
        let views = readers(["brand.new", "brand.new"])
        #expect(manager.observedToken("brand.new") == nil)
        #expect(log.entries == [.unknownToken("brand.new")])
        manager.replaceSource(
            ThemeTable(modifier: "theme", contexts: ["light": ["brand.new": color(Palette.cyan)]], order: ["light"]))
        #expect(views.renderInvalidated() == 2)
        #expect(manager.observedValue("brand.new", as: Color.self) == Palette.cyan)
    }

    @Test func aTokenOfAnotherTypeIsReportedOnceAsAMismatch() {
        let log = DiagnosticLog()
        manager.onDiagnostic = log.hook
        #expect(manager.observedValue("spacing.m", as: Color.self) == nil)
        #expect(manager.observedValue("spacing.m", as: Color.self) == nil)
        #expect(log.entries == [.typeMismatch(token: "spacing.m", expected: "color", found: .dimension)])
    }

    @Test func theObservedThemeOfAScopeChangesOnlyWhenThatScopeIsRebuilt() throws {
        let manager = manager
        let views = ObservedBodies([
            { _ = manager.observedTheme() },
            { _ = manager.observedTheme(in: .dark) },
        ])
        views.renderAll()
        try manager.setAppearance(.dark)
        #expect(views.renderInvalidated() == 1)
        #expect(manager.observedTheme().appearance == "dark")
        manager.replaceSource(Fixtures.themesWithContrast())
        #expect(views.renderInvalidated() == 2)
    }

    @Test func theWholeThemeObservableReEvaluatesEveryReader() throws {
        // The contrast this suite exists for: `current` changes on every switch.
        let manager = manager
        let views = ObservedBodies(
            ["text.primary", "border", "spacing.m"].map { name in { _ = manager.current.theme[name] } })
        views.renderAll()
        try manager.setAppearance(.dark)
        #expect(views.renderInvalidated() == 3)
    }
}

@MainActor
@Suite("View lookups")
struct ViewLookupTests {
    @Test func aFailedViewLookupIsReportedOncePerPlaceWithThePlaceOnALaterTurn() async {
        let log = DiagnosticLog()
        let manager = ThemeManager(source: Fixtures.themes(), onDiagnostic: log.hook)
        for _ in 0..<2 {
            #expect(manager.observedValue("text.missing", as: Color.self, in: nil, place: "Badge.swift:12") == nil)
        }
        #expect(manager.observedValue("spacing.m", as: Color.self, in: nil, place: "Badge.swift:13") == nil)
        #expect(manager.observedValue("text.missing", as: Color.self, in: nil, place: "Card.swift:4") == nil)
        #expect(log.entries.isEmpty, "reported during the lookup: a view's body would see it")
        for _ in 0..<100 where log.entries.count < 3 { await Task.yield() }
        #expect(log.entries.count == 3)
        #expect(
            Set(log.entries) == [
                .viewLookupFailed(token: "text.missing", expected: "color", found: nil, place: "Badge.swift:12"),
                .viewLookupFailed(token: "spacing.m", expected: "color", found: .dimension, place: "Badge.swift:13"),
                .viewLookupFailed(token: "text.missing", expected: "color", found: nil, place: "Card.swift:4"),
            ])
        #expect(log.entries.contains { $0.description.contains("the view at Badge.swift:12 shows a placeholder") })
        #expect(
            manager.observedValue("text.primary", as: Color.self, in: .dark, place: "Badge.swift:14") == Palette.white)
    }
}
