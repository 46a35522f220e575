import Foundation
import Livery
import LiveryCore
import LiveryTestSupport
import Testing

/// The cache removes only what it wrote, and refuses a folder that is not its own.
@Suite("Remote theme cache: a folder of its own")
struct CacheOwnershipTests {
    private let server = URL(fileURLWithPath: "/").loopback(port: 8080)

    private func cacheWriteMessage(_ report: FetchReport) -> String? {
        guard case .cacheWrite(let message) = report.error?.reason else { return nil }
        return message
    }

    @Test("a publish folder given as the cache is refused before any download, and nothing in it is deleted")
    func publishFolderIsRefused() async throws {
        let world = try RemoteWorld()
        defer { world.remove() }
        try RemoteFixtures.publish(RemoteFixtures.table(), to: world.cache.url)
        let before = world.cacheSnapshot
        #expect(before.keys.contains("manifest.json"))
        let transport = FakeTransport(bundle: try RemoteFixtures.bundle())
        let client = world.client(server: server, transport: transport)

        let report = await client.refresh()

        let message = try #require(cacheWriteMessage(report), "\(report)")
        #expect(message.contains("is not a theme cache: it holds manifest.json, which the cache did not write"))
        #expect(transport.requests.isEmpty, "nothing is downloaded")
        #expect(world.cacheSnapshot == before)
    }

    @Test("a file the cache did not write in themes/ is never pruned: the folder is refused")
    func strangerInThemesSurvives() async throws {
        let world = try RemoteWorld()
        defer { world.remove() }
        let transport = FakeTransport(bundle: try RemoteFixtures.bundle())
        let client = world.client(server: server, transport: transport)
        #expect(await client.refresh().succeeded)
        try Data("mine".utf8).write(to: world.cache.url("themes/notes.json"))
        transport.serve(try RemoteFixtures.bundle(RemoteFixtures.table(background: "#0c0c0c")))

        let report = await client.refresh()

        let message = try #require(cacheWriteMessage(report), "\(report)")
        #expect(message.contains("it holds themes/notes.json, which the cache did not write"), "\(message)")
        #expect(world.cacheSnapshot["themes/notes.json"] == Array("mine".utf8))
    }

    @Test("a symbolic link for themes/ is refused, and its target is left as it was")
    func symlinkedThemesIsRefused() async throws {
        let world = try RemoteWorld()
        defer { world.remove() }
        let elsewhere = try TemporaryFolder("elsewhere")
        defer { elsewhere.remove() }
        try elsewhere.write("keep.json", text: "{}")
        try FileManager.default.createSymbolicLink(
            atPath: world.cache.url("themes").path, withDestinationPath: elsewhere.url.path)
        let client = world.client(server: server, transport: FakeTransport(bundle: try RemoteFixtures.bundle()))

        let report = await client.refresh()

        let message = try #require(cacheWriteMessage(report), "\(report)")
        #expect(message.contains("themes/ is a symbolic link, and the cache never writes through one"), "\(message)")
        #expect(elsewhere.files() == ["keep.json"])
    }

    @Test("a cache written before the ledger existed is adopted: its verified files are pruned as its own")
    func legacyCacheIsAdopted() async throws {
        let world = try RemoteWorld()
        defer { world.remove() }
        let first = try RemoteFixtures.bundle()
        let transport = FakeTransport(bundle: first)
        let client = world.client(server: server, transport: transport)
        #expect(await client.refresh().succeeded)
        try FileManager.default.removeItem(at: world.cache.url("cache-files.json"))
        let second = try RemoteFixtures.bundle(RemoteFixtures.table(background: "#0d0d0d"))
        transport.serve(second)

        #expect(await client.refresh().succeeded)

        let kept = Set(world.cacheSnapshot.keys.filter { $0.hasPrefix("themes/") || $0.hasPrefix("manifests/") })
        let expected = Set(
            ["manifests/\(RemoteFixtures.revision(of: second)).json"]
                + second.manifest.themes.map { "themes/\($0.revision).json" })
        #expect(kept == expected)
    }

    @Test("two clients updating one folder at once leave a pointer whose files are all there")
    func concurrentClientsInOneProcess() async throws {
        let world = try RemoteWorld()
        defer { world.remove() }
        let bundles = try (0..<6).map {
            try RemoteFixtures.bundle(RemoteFixtures.table(background: String(format: "#0%d0%d0%d", $0, $0, $0)))
        }
        for round in 0..<5 {
            await withTaskGroup(of: Void.self) { group in
                for index in 0..<3 {
                    let transport = FakeTransport(bundle: bundles[(round + index * 2) % bundles.count])
                    let client = world.client(server: server, transport: transport)
                    group.addTask { _ = await client.refresh() }
                }
            }
            let loaded = try #require(try RemoteThemeCache(directory: world.cache.url).load(), "round \(round)")
            let files = Set(world.cacheSnapshot.keys.filter { $0.hasPrefix("themes/") || $0.hasPrefix("manifests/") })
            let reached = Set(
                ["manifests/\(loaded.layer.revision).json"]
                    + loaded.layer.manifest.themes.map { "themes/\($0.revision).json" })
            #expect(reached.isSubset(of: files), "round \(round)")
        }
    }
}
