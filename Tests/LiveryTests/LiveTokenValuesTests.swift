import LiveryCore
import Testing

@testable import Livery

@MainActor
@Suite("Live per-context values")
struct LiveTokenValuesTests {
    let manager = ThemeManager(source: Fixtures.themesWithContrast())

    @Test func everyContextHasItsValueAndTheCurrentOneFollowsTheChoice() throws {
        let text = manager.liveValues(of: "text.primary", as: Color.self)
        #expect(text.value(in: "light") == Palette.black)
        #expect(text.value(in: "dark") == Palette.white)
        #expect(text.current == Palette.black)
        try manager.setAppearance(.dark)
        #expect(text.current == Palette.white)
        #expect(text.value(inContextOrCurrent: "") == Palette.white, "an unset trait reads the current context")
    }

    @Test func aModifierChangeReachesValuesMadeBeforeIt() throws {
        let text = manager.liveValues(of: "text.primary", as: Color.self)
        try manager.setModifier("contrast", to: "high")
        #expect(text.value(in: "light") == Palette.red)
        #expect(text.value(in: "dark") == Palette.red)
    }

    @Test func anInstalledLayerReachesValuesMadeBeforeIt() throws {
        let background = manager.liveValues(of: "background", as: Color.self)
        try manager.install(overridesJSON: LayerTests.serverColors)
        #expect(background.value(in: "light") == Palette.blue)
        #expect(background.value(in: "dark") == Palette.cyan)
    }

    @Test func theTextScaleReachesFontValuesMadeBeforeIt() {
        let body = manager.liveValues(of: "type.body", as: FontDescriptor.self)
        manager.textScale = 2
        #expect(body.value(in: "light")?.size == 32)
    }

    @Test func aNewSourceReachesValuesMadeBeforeIt() {
        let background = manager.liveValues(of: "background", as: Color.self)
        manager.replaceSource(
            ThemeTable(
                modifier: "theme", contexts: ["light": ["background": color(Palette.yellow)], "dark": [:]],
                order: ["light", "dark"]))
        #expect(background.value(in: "light") == Palette.yellow)
    }

    @Test func anUnknownTokenIsReportedOnceAndHasNoValues() {
        let log = DiagnosticLog()
        manager.onDiagnostic = log.hook
        let missing = manager.liveValues(of: "text.missing", as: Color.self)
        _ = manager.liveValues(of: "text.missing", as: Color.self)
        #expect(missing.current == nil)
        #expect(log.entries == [.unknownToken("text.missing")])
    }

    @Test func valuesAreReadableOffTheMainActor() async throws {
        let text = manager.liveValues(of: "text.primary", as: Color.self)
        try manager.setAppearance(.dark)
        let read = await Task.detached { text.value(inContextOrCurrent: "light") }.value
        #expect(read == Palette.black)
    }

    @Test func theEngineLetsGoOfValuesNobodyHolds() throws {
        weak var released: LiveTokenValues<Color>?
        do {
            let text = manager.liveValues(of: "text.primary", as: Color.self)
            released = text
        }
        try manager.setAppearance(.dark)
        #expect(released == nil)
    }
}
