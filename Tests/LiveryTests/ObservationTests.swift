import LiveryCore
import Observation
import Testing

@testable import Livery

@MainActor
@Suite("Observation")
struct ObservationTests {
    let manager = ThemeManager(source: Fixtures.themes())

    @Test func callbacksRunAfterBindingsAreUpdated() throws {
        let widget = Widget()
        widget.theme(in: manager).textColor = .token("text.primary")
        var seen: [Color] = []
        let observation = manager.observe { _ in seen.append(widget.textColor) }
        try manager.setAppearance(.dark)
        #expect(seen == [Palette.white])
        observation.cancel()
        try manager.setAppearance(.light)
        #expect(seen == [Palette.white])
    }

    @Test func releasingTheHandleStopsTheCallback() throws {
        var calls = 0
        do {
            let observation = manager.observe { _ in calls += 1 }
            try manager.setAppearance(.dark)
            _ = observation
        }
        try manager.setAppearance(.light)
        #expect(calls == 1)
    }

    @Test func aChangeCarriesTheThemeAndTheReason() throws {
        var changes: [ThemeChange] = []
        let observation = manager.observe { changes.append($0) }
        try manager.setAppearance(.dark)
        manager.systemAppearance = .dark
        #expect(changes.map(\.reason) == [.appearance, .systemAppearance])
        #expect(changes.last?.theme.appearance == "dark")
        #expect(changes.last?.systemAppearance == .dark)
        observation.cancel()
    }

    @Test func theAsyncStreamDeliversChanges() async throws {
        let stream = manager.changes
        try manager.setAppearance(.dark)
        try manager.setAppearance(.context("sepia"))
        var appearances: [String] = []
        for await change in stream {
            appearances.append(change.theme.appearance)
            if appearances.count == 2 { break }
        }
        #expect(appearances == ["dark", "sepia"])
    }

    @Test func theObservableCurrentThemeNotifiesReaders() async throws {
        let (signals, signal) = AsyncStream.makeStream(of: Void.self)
        withObservationTracking {
            _ = manager.current.theme
        } onChange: {
            signal.yield()
            signal.finish()
        }
        try manager.setAppearance(.dark)
        var changes = 0
        for await _ in signals { changes += 1 }
        #expect(changes == 1)
        #expect(manager.current.theme.appearance == "dark")
        #expect(manager.current.appearance == .dark)
    }
}
