import Foundation
import LiveryCore
import LiveryTestSupport
import Testing

@testable import Livery

/// The whole path with the real engine: a site published by `ThemeBundlePublisher`, served by
/// nginx, fetched by the client, validated and installed by `ThemeManager` through its seams —
/// and a bound object's color changes live, while a bad delivery changes nothing.
@MainActor
@Suite("Server colors applied live by the engine, over nginx", .serialized)
struct EngineOverNginxTests {
    private func client(_ world: RemoteWorld, _ manager: ThemeManager, server: URL) -> RemoteThemeClient {
        RemoteThemeClient(
            configuration: RemoteThemeConfiguration(
                manifestURL: server.appendingPathComponent("manifest.json"), cacheDirectory: world.cache.url,
                timeout: 5, retry: .once),
            validator: manager.remoteLayerValidator, sink: manager.remoteLayerSink)
    }

    @Test("a published change reaches a bound object without a restart; a broken one is refused and nothing moves")
    func publishedColorsApplyLive() async throws {
        let world = try RemoteWorld()
        defer { world.remove() }
        let manager = ThemeManager(source: RemoteFixtures.base)
        let view = Widget()
        view.theme(in: manager).backgroundColor = .token("color.bg")
        #expect(view.backgroundColor.hex == "#ffffff")

        try RemoteFixtures.publish(RemoteFixtures.table(background: "#ff0000"), to: world.site.url, generation: 1)
        let nginx = try NginxServer(root: world.site.url)
        defer { nginx.stop() }
        let first = await client(world, manager, server: nginx.baseURL).refresh()
        #expect(first.succeeded, "\(first)")
        #expect(view.backgroundColor.hex == "#ff0000", "the server's color is applied live")
        #expect(manager.layer != nil)

        // A theme file that the engine's validation refuses (an unknown token): nothing changes.
        let cacheBefore = world.cacheSnapshot
        let broken = ThemeTable(
            contexts: [
                "light": [
                    "color.bg": RemoteFixtures.color("#00ff00"), "color.unknown": RemoteFixtures.color("#123456"),
                ],
                "dark": ["color.bg": RemoteFixtures.color("#001100")],
            ], order: ["light", "dark"])
        try RemoteFixtures.publish(broken, to: world.site.url, generation: 2)
        let second = await client(world, manager, server: nginx.baseURL).refresh()
        #expect(!second.succeeded, "\(second)")
        #expect(view.backgroundColor.hex == "#ff0000", "the last good layer stays")
        #expect(world.cacheSnapshot == cacheBefore, "the cache is left as it was")

        // The next good publish is applied.
        try RemoteFixtures.publish(RemoteFixtures.table(background: "#0000ff"), to: world.site.url, generation: 3)
        let third = await client(world, manager, server: nginx.baseURL).refresh()
        #expect(third.succeeded, "\(third)")
        #expect(view.backgroundColor.hex == "#0000ff")
    }
}
