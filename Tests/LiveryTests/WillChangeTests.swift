import LiveryCore
import Testing

@testable import Livery

@MainActor
@Suite("The will-change moment")
struct WillChangeTests {
    let manager = ThemeManager(source: Fixtures.themes())

    @Test func itRunsBeforeAnyValueIsWritten() throws {
        let widget = Widget()
        widget.theme(in: manager).textColor = .token("text.primary")
        var seen: [Color] = []
        let observation = manager.observeWillChange { _ in seen.append(widget.textColor) }
        try manager.setAppearance(.dark)
        #expect(seen == [Palette.black])
        #expect(widget.textColor == Palette.white)
        observation.cancel()
    }

    @Test func itCarriesTheReasonOfEachKindOfChange() throws {
        var reasons: [ThemeChange.Reason] = []
        let observation = manager.observeWillChange { reasons.append($0) }
        try manager.setAppearance(.dark)
        manager.textScale = 1.5
        try manager.install(overridesJSON: LayerTests.serverColors)
        #expect(reasons == [.appearance, .textScale, .layer])
        _ = observation
    }

    @Test func aCancelledOrReleasedHandleStopsIt() throws {
        var calls = 0
        let cancelled = manager.observeWillChange { _ in calls += 1 }
        cancelled.cancel()
        _ = manager.observeWillChange { _ in calls += 1 } // released at once
        try manager.setAppearance(.dark)
        #expect(calls == 0)
    }
}
