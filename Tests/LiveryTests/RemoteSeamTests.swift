import LiveryCore
import Testing

@testable import Livery

/// The engine wired to the remote theme client's seams: server colors applied live.
@MainActor
@Suite("Remote layer seams")
struct RemoteSeamTests {
    func layer(_ payload: String) throws -> RemoteThemeLayer {
        try RemoteFixtures.delivered(JSONParser.parse(payload))
    }

    @Test func theSinkInstallsADeliveredLayerLive() throws {
        let manager = ThemeManager(source: Fixtures.themes())
        let view = Widget()
        view.theme(in: manager).backgroundColor = .token("background")
        let delivered = try layer(
            #"{"theme=light": {"background": {"type": "color", "value": {"colorSpace": "srgb", "components": [0, 0, 1]}}}}"#
        )
        let install = try #require(manager.remoteLayerSink.install)
        try install(delivered)
        #expect(view.backgroundColor == Palette.blue)
    }

    @Test func theValidatorReportsWhatTheEngineWouldRefuse() async throws {
        let manager = ThemeManager(source: Fixtures.themes())
        let bad = try layer(##"{"theme=light": {"nope": {"type": "color", "value": "#fff"}}}"##)
        let good = try layer(##"{"theme=dark": {"background": {"type": "color", "value": "#00ffff"}}}"##)
        #expect(await manager.remoteLayerValidator.problems(bad).map(\.path) == ["theme=light/nope"])
        #expect(await manager.remoteLayerValidator.problems(good).isEmpty)
        #expect(manager.layer == nil)
    }
}
