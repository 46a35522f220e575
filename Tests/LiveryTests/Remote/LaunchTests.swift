import Foundation
import Livery
import LiveryCore
import LiveryTestSupport
import Testing

/// Launch: the last good layer comes from the cache, offline, before any network; a corrupt
/// cache is detected, ignored and reported, and the next fetch repairs it.
@Suite("Remote themes at launch", .serialized)
struct LaunchTests {
    /// Fills `world`'s cache from nginx serving the base table; returns the bundle.
    private func fillCache(_ world: RemoteWorld, from nginx: NginxServer) async throws -> ThemeBundle {
        let bundle = try RemoteFixtures.publish(RemoteFixtures.table(), to: world.site.url)
        let report = await world.client(server: nginx.baseURL).refresh()
        try #require(report.succeeded, "\(report)")
        return bundle
    }

    @Test("the cached layer is installed at launch without touching the network")
    func restoresOffline() async throws {
        let world = try RemoteWorld()
        defer { world.remove() }
        let bundle = try RemoteFixtures.bundle()
        _ = await world.client(
            server: URL(fileURLWithPath: "/").loopback(port: 8080), transport: FakeTransport(bundle: bundle)
        ).refresh()
        let relaunch = RemoteWorld.sharingCache(with: world)
        let offline = FakeTransport()

        let report = await relaunch.client(server: URL(fileURLWithPath: "/").loopback(port: 8080), transport: offline)
            .restoreFromCache()

        #expect(report == .restored(revision: RemoteFixtures.revision(of: bundle)))
        #expect(await relaunch.engine.layer?.revision == RemoteFixtures.revision(of: bundle))
        #expect(offline.requests.isEmpty)
    }

    @Test("launch returns with the cached layer installed while the refresh is still waiting on the network")
    func launchDoesNotWaitForTheNetwork() async throws {
        let world = try RemoteWorld()
        defer { world.remove() }
        let bundle = try RemoteFixtures.bundle()
        let server = URL(fileURLWithPath: "/").loopback(port: 8080)
        let fake = FakeTransport(bundle: bundle)
        _ = await world.client(server: server, transport: fake).refresh()
        let gate = GateTransport(fake)
        let relaunch = RemoteWorld.sharingCache(with: world)

        let launch = await relaunch.client(server: server, transport: gate).launch()

        #expect(launch.restore == .restored(revision: RemoteFixtures.revision(of: bundle)))
        #expect(await relaunch.engine.layer != nil, "installed before any response arrived")
        #expect(await Self.eventually { gate.arrived == 1 }, "the refresh runs in the background")
        gate.open()
        #expect(await launch.refresh.value.outcome == .notModified(revision: RemoteFixtures.revision(of: bundle)))
    }

    @Test("a refused connection keeps the restored layer and the cache")
    func refusedConnection() async throws {
        let world = try RemoteWorld()
        defer { world.remove() }
        let nginx = try NginxServer(root: world.site.url)
        let bundle = try await fillCache(world, from: nginx)
        nginx.stop()
        let before = world.cacheSnapshot
        let relaunch = RemoteWorld.sharingCache(with: world)

        let report = await relaunch.client(server: nginx.baseURL).refresh()

        guard case .transport(.cannotConnect) = report.error?.reason else {
            Issue.record("expected a refused connection, got \(report)")
            return
        }
        #expect(await relaunch.engine.layer?.revision == RemoteFixtures.revision(of: bundle))
        #expect(await relaunch.engine.appearance == "dark")
        #expect(world.cacheSnapshot == before)
    }

    /// Ways a cache file can be damaged on disk.
    enum Damage: String, CaseIterable, CustomStringConvertible {
        case garbledPointer, truncatedManifest, flippedThemeByte, missingThemeFile
        var description: String { rawValue }
    }

    @Test(
        "a corrupted cache is detected, ignored and reported; the base theme is used; the next fetch repairs it",
        arguments: Damage.allCases)
    func corruptCache(damage: Damage) async throws {
        let world = try RemoteWorld()
        defer { world.remove() }
        let nginx = try NginxServer(root: world.site.url)
        defer { nginx.stop() }
        let bundle = try await fillCache(world, from: nginx)
        let good = world.cacheSnapshot
        let damaged = try Self.damage(world.cache, damage, bundle: bundle)
        let relaunch = RemoteWorld.sharingCache(with: world)
        let client = relaunch.client(server: nginx.baseURL)

        let restore = await client.restoreFromCache()

        guard case .ignored(let error) = restore else {
            Issue.record("expected the cache to be ignored, got \(restore)")
            return
        }
        #expect(error.place.hasSuffix(damaged), "\(error)")
        #expect(await relaunch.engine.layer == nil, "the base theme is used")
        #expect(await relaunch.engine.appearance == "dark")

        let repair = await client.refresh()

        #expect(repair.outcome == .updated(revision: RemoteFixtures.revision(of: bundle)), "\(repair)")
        #expect(!repair.steps.contains { $0.contains("→ 304") }, "no revalidation against a corrupt cache")
        #expect(await relaunch.engine.layer?.revision == RemoteFixtures.revision(of: bundle))
        #expect(world.cacheSnapshot == good, "the cache is repaired")
    }

    /// Damages one cache file; returns its path relative to the cache.
    private static func damage(_ cache: TemporaryFolder, _ damage: Damage, bundle: ThemeBundle) throws -> String {
        let revision = RemoteFixtures.revision(of: bundle)
        let theme = "themes/\(bundle.manifest.themes[0].revision).json"
        switch damage {
        case .garbledPointer:
            try Data("{\"format\": \"livery.theme-cache\", \"vers".utf8).write(to: cache.url("current.json"))
            return "current.json"
        case .truncatedManifest:
            let path = "manifests/\(revision).json"
            let bytes = try Data(contentsOf: cache.url(path))
            try bytes.prefix(bytes.count / 2).write(to: cache.url(path))
            return path
        case .flippedThemeByte:
            var bytes = [UInt8](try Data(contentsOf: cache.url(theme)))
            bytes[bytes.count / 2] ^= 0x01
            try Data(bytes).write(to: cache.url(theme))
            return theme
        case .missingThemeFile:
            try FileManager.default.removeItem(at: cache.url(theme))
            return theme
        }
    }

    /// Polls `condition` every 10 ms until it holds, for up to `seconds`.
    ///
    /// Returns as soon as it holds, so the limit costs nothing when things work; it is wide
    /// because a task started by the test may wait for a thread while the whole suite keeps
    /// both cores busy (seen: more than 5 s in CI).
    static func eventually(within seconds: Int = 60, _ condition: () -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + .seconds(seconds)
        while ContinuousClock.now < deadline {
            if condition() { return true }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return condition()
    }
}
