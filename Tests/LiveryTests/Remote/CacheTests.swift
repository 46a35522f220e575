import Foundation
import Livery
import LiveryCore
import LiveryTestSupport
import Testing

@Suite("Remote theme cache")
struct CacheTests {
    private let server = URL(fileURLWithPath: "/").loopback(port: 8080)

    @Test("an install the engine refuses rolls the cache back and keeps the previous layer")
    func refusedInstallRollsBack() async throws {
        let world = try RemoteWorld()
        defer { world.remove() }
        let first = try RemoteFixtures.bundle()
        let transport = FakeTransport(bundle: first)
        let client = world.client(server: server, transport: transport)
        _ = await client.refresh()
        let before = world.cacheSnapshot
        transport.serve(try RemoteFixtures.bundle(RemoteFixtures.table(background: "#0a0a0a")))
        await MainActor.run { world.engine.refuseInstalls = true }

        let report = await client.refresh()

        guard case .install = report.error?.reason else {
            Issue.record("expected an install failure, got \(report)")
            return
        }
        #expect(world.cacheSnapshot == before)
        #expect(await world.engine.layer?.revision == RemoteFixtures.revision(of: first))
        #expect(await client.currentRevision == RemoteFixtures.revision(of: first))

        await MainActor.run { world.engine.refuseInstalls = false }
        #expect(await client.refresh().succeeded)
        #expect(await world.engine.hex("color.bg") == "#0a0a0a")
    }

    @Test("an empty cache loads as nothing, and restoring it reports the base theme")
    func emptyCache() async throws {
        let world = try RemoteWorld()
        defer { world.remove() }
        #expect(try RemoteThemeCache(directory: world.cache.url).load() == nil)
        #expect(await world.client(server: server, transport: FakeTransport()).restoreFromCache() == .empty)
    }

    @Test("a manifest served again byte for byte under a new ETag only records the ETag")
    func unchangedManifestNewETag() async throws {
        let world = try RemoteWorld()
        defer { world.remove() }
        let bundle = try RemoteFixtures.bundle()
        let transport = FakeTransport(bundle: bundle)
        let client = world.client(server: server, transport: transport)
        _ = await client.refresh()
        let manifest = bundle.files[0].contents
        transport.script([
            .success(
                HTTPResponse(
                    status: 200, headers: ["Content-Type": "application/json", "ETag": "\"new\""], body: manifest))
        ])

        let report = await client.refresh()

        #expect(report.outcome == .unchanged(revision: RemoteFixtures.revision(of: bundle)), "\(report)")
        #expect(try RemoteThemeCache(directory: world.cache.url).load()?.etag == "\"new\"")
        #expect(transport.requests.count == 4, "no theme file is downloaded again")
        #expect(await world.engine.installCount == 1)
    }

    @Test("a new ETag does not roll back a bundle another process committed to the shared cache meanwhile")
    func newETagAfterAnotherProcessUpdated() async throws {
        let world = try RemoteWorld()
        defer { world.remove() }
        let first = try RemoteFixtures.bundle()
        let transport = FakeTransport(bundle: first)
        let app = world.client(server: server, transport: transport)
        _ = await app.refresh()
        // The extension, sharing the folder, commits a newer bundle (and prunes the first's files).
        let second = try RemoteFixtures.bundle(RemoteFixtures.table(background: "#0a0a0a"))
        let extensionClient = world.client(server: server, transport: FakeTransport(bundle: second))
        #expect(await extensionClient.refresh().succeeded)
        // The app's next check finds the first manifest again, under a new ETag.
        transport.script([
            .success(
                HTTPResponse(
                    status: 200, headers: ["Content-Type": "application/json", "ETag": "\"new\""],
                    body: first.files[0].contents))
        ])

        let report = await app.refresh()

        #expect(report.steps.contains("cache: another update came first; left it as it is"), "\(report.steps)")
        let cached = try RemoteThemeCache(directory: world.cache.url).load()
        #expect(cached?.layer.revision == RemoteFixtures.revision(of: second), "the newer bundle stays")
    }

    @Test("a refresh removes staging folders a killed refresh left, and nothing else")
    func abandonedStagingIsRemoved() async throws {
        let world = try RemoteWorld()
        defer { world.remove() }
        let fm = FileManager.default
        /// A folder in the staging directory holding one file, last written two hours ago when `old`.
        func folder(_ name: String, old: Bool) throws -> String {
            let path = world.staging.url.appendingPathComponent(name).path
            try fm.createDirectory(atPath: path, withIntermediateDirectories: true)
            try Data("{}".utf8).write(to: URL(fileURLWithPath: path + "/x.json"))
            if old { try fm.setAttributes([.modificationDate: Date().addingTimeInterval(-7200)], ofItemAtPath: path) }
            #expect(fm.fileExists(atPath: path))
            return path
        }
        let killed = try folder("livery-bundle-killed", old: true)
        let running = try folder("livery-bundle-running", old: false)
        let other = try folder("other", old: true)
        let client = world.client(server: server, transport: FakeTransport(bundle: try RemoteFixtures.bundle()))

        #expect(await client.refresh().succeeded)

        #expect(!fm.fileExists(atPath: killed), "a killed refresh's folder is gone")
        #expect(fm.fileExists(atPath: running), "a running refresh's folder stays")
        #expect(fm.fileExists(atPath: other), "what is not Livery's stays")
    }

    @Test("fetchOnce fills the cache, installs nothing, and describes each step")
    func fetchOnce() async throws {
        let world = try RemoteWorld()
        defer { world.remove() }
        let bundle = try RemoteFixtures.bundle()
        let configuration = RemoteThemeConfiguration(
            manifestURL: server.appendingPathComponent("manifest.json"), cacheDirectory: world.cache.url, retry: .once)

        let report = await RemoteThemeClient.fetchOnce(
            configuration: configuration, validator: .against(base: RemoteFixtures.base),
            transport: FakeTransport(bundle: bundle))

        let revision = RemoteFixtures.revision(of: bundle)
        #expect(report.succeeded)
        #expect(try RemoteThemeCache(directory: world.cache.url).load()?.layer.revision == revision)
        let lines = report.description.split(separator: "\n").map(String.init)
        #expect(lines.first == "cache: empty, using the base theme")
        #expect(lines.filter { $0.hasPrefix("GET ") }.count == 3)
        #expect(
            lines.suffix(3) == [
                "validated 2 layers", "cache: wrote revision \(revision.prefix(12))",
                "updated to revision \(revision.prefix(12))",
            ])
    }

    @Test("a successful update prunes unreferenced files and leftovers of interrupted writes")
    func prunes() async throws {
        let world = try RemoteWorld()
        defer { world.remove() }
        let first = try RemoteFixtures.bundle()
        let transport = FakeTransport(bundle: first)
        let client = world.client(server: server, transport: transport)
        _ = await client.refresh()
        try Data("partial".utf8).write(to: world.cache.url(".current.json.1234.tmp"))
        let second = try RemoteFixtures.bundle(RemoteFixtures.table(background: "#0b0b0b"))
        transport.serve(second)

        _ = await client.refresh()

        let files =
            ["manifests/\(RemoteFixtures.revision(of: second)).json"]
            + second.manifest.themes.map { "themes/\($0.revision).json" }
        let snapshot = world.cacheSnapshot
        #expect(snapshot.keys.sorted() == (files + ["current.json", "cache-files.json", ".lock"]).sorted())
        // The ledger names exactly what is left of what the cache wrote.
        let ledger = try JSONParser.parse(try #require(snapshot["cache-files.json"]))
        #expect(ledger["files"] == .array(files.sorted().map(JSONValue.string)))
    }
}
