import Foundation
import Livery
import LiveryCore
import LiveryTestSupport
import Testing

/// The client against a real nginx (Debian's package) serving a folder built by the publisher.
@Suite("Remote themes against nginx", .serialized)
struct NginxFetchTests {
    @Test("the first fetch installs the published layer and caches it")
    func firstFetch() async throws {
        let world = try RemoteWorld()
        defer { world.remove() }
        let bundle = try RemoteFixtures.publish(RemoteFixtures.table(), to: world.site.url)
        let nginx = try NginxServer(root: world.site.url)
        defer { nginx.stop() }

        let report = await world.client(server: nginx.baseURL).refresh()

        let revision = RemoteFixtures.revision(of: bundle)
        #expect(report.outcome == .updated(revision: revision), "\(report)")
        #expect(await world.engine.layer?.revision == revision)
        #expect(await world.engine.hex("color.bg") == "#ffffff")
        let cached = try RemoteThemeCache(directory: world.cache.url).load()
        #expect(cached?.layer.revision == revision)
        #expect(cached?.etag != nil, "nginx sends an ETag for static files")
        #expect(
            world.cacheSnapshot.keys.sorted() == [
                ".lock", "cache-files.json", "current.json", "manifests/\(revision).json",
            ]
                + bundle.manifest.themes.map { "themes/\($0.revision).json" }.sorted())
    }

    @Test(
        "nginx without a JSON MIME type (text/plain, application/octet-stream) serves a bundle that is applied",
        arguments: ["text/plain", "application/octet-stream"])
    func withoutJSONMimeType(defaultType: String) async throws {
        let world = try RemoteWorld()
        defer { world.remove() }
        let bundle = try RemoteFixtures.publish(RemoteFixtures.table(), to: world.site.url)
        let nginx = try NginxServer(root: world.site.url, types: "text/html html;", defaultType: defaultType)
        defer { nginx.stop() }

        let report = await world.client(server: nginx.baseURL).refresh()

        #expect(report.outcome == .updated(revision: RemoteFixtures.revision(of: bundle)), "\(report)")
        #expect(await world.engine.hex("color.bg") == "#ffffff")
    }

    @Test("a relaunch revalidates with If-None-Match and nginx answers 304: the cached layer stays")
    func revalidation() async throws {
        let world = try RemoteWorld()
        defer { world.remove() }
        let bundle = try RemoteFixtures.publish(RemoteFixtures.table(), to: world.site.url)
        let nginx = try NginxServer(root: world.site.url)
        defer { nginx.stop() }
        _ = await world.client(server: nginx.baseURL).refresh()
        let before = world.cacheSnapshot

        let relaunched = world.client(server: nginx.baseURL)
        let report = await relaunched.refresh()

        let revision = RemoteFixtures.revision(of: bundle)
        #expect(report.outcome == .notModified(revision: revision), "\(report)")
        #expect(report.steps.contains { $0.contains("manifest.json → 304") }, "\(report)")
        #expect(nginx.accessLog.contains("\"GET /manifest.json HTTP/1.1\" 304"), "\(nginx.accessLog)")
        #expect(await world.engine.layer?.revision == revision)
        #expect(world.cacheSnapshot == before)
    }

    @Test("a changed theme is fetched and applied; unchanged theme files are not downloaded again")
    func changedTheme() async throws {
        let world = try RemoteWorld()
        defer { world.remove() }
        try RemoteFixtures.publish(RemoteFixtures.table(), to: world.site.url, generation: 1)
        let nginx = try NginxServer(root: world.site.url)
        defer { nginx.stop() }
        let client = world.client(server: nginx.baseURL)
        _ = await client.refresh()

        let changed = try RemoteFixtures.publish(
            RemoteFixtures.table(background: "#fafafa"), to: world.site.url, generation: 2)
        let report = await client.refresh()

        let revision = RemoteFixtures.revision(of: changed)
        #expect(report.outcome == .updated(revision: revision), "\(report)")
        #expect(await world.engine.hex("color.bg") == "#fafafa")
        #expect(await world.engine.hex("color.bg", in: "theme=dark") == "#101010")
        let themeRequests = report.steps.filter { $0.contains("/themes/") }
        #expect(
            themeRequests.count == 1 && themeRequests[0].contains(RemoteFixtures.lightFile(of: changed)), "\(report)")
        #expect(world.cacheSnapshot.keys.filter { $0.hasPrefix("themes/") }.count == 2, "old theme files are pruned")
    }

    @Test("a 404 for the manifest keeps the applied theme and the cache; the next good response is applied")
    func manifestNotFound() async throws {
        let world = try RemoteWorld()
        defer { world.remove() }
        let first = try RemoteFixtures.publish(RemoteFixtures.table(), to: world.site.url, generation: 1)
        let nginx = try NginxServer(root: world.site.url)
        defer { nginx.stop() }
        let client = world.client(server: nginx.baseURL)
        _ = await client.refresh()
        let before = world.cacheSnapshot
        try FileManager.default.removeItem(at: world.site.url("manifest.json"))

        let report = await client.refresh()

        #expect(report.error?.reason == .status(404), "\(report)")
        #expect(await world.engine.layer?.revision == RemoteFixtures.revision(of: first))
        #expect(world.cacheSnapshot == before)

        let next = try RemoteFixtures.publish(
            RemoteFixtures.table(background: "#fefefe"), to: world.site.url, generation: 2)
        #expect(await client.refresh().outcome == .updated(revision: RemoteFixtures.revision(of: next)))
        #expect(await world.engine.hex("color.bg") == "#fefefe")
    }

    @Test("a theme file deleted behind a still-listed manifest fails the update and keeps everything")
    func themeFileDeleted() async throws {
        let world = try RemoteWorld()
        defer { world.remove() }
        let first = try RemoteFixtures.publish(RemoteFixtures.table(), to: world.site.url, generation: 1)
        let nginx = try NginxServer(root: world.site.url)
        defer { nginx.stop() }
        let client = world.client(server: nginx.baseURL)
        _ = await client.refresh()
        let before = world.cacheSnapshot

        let changed = try RemoteFixtures.publish(
            RemoteFixtures.table(background: "#abcdef"), to: world.site.url, generation: 2)
        let missing = RemoteFixtures.lightFile(of: changed)
        try FileManager.default.removeItem(at: world.site.url(missing))
        let report = await client.refresh()

        #expect(report.error?.reason == .status(404), "\(report)")
        #expect(report.error?.place.hasSuffix(missing) == true, "\(report)")
        #expect(await world.engine.layer?.revision == RemoteFixtures.revision(of: first))
        #expect(await world.engine.hex("color.bg") == "#ffffff")
        #expect(world.cacheSnapshot == before)

        try RemoteFixtures.publish(RemoteFixtures.table(background: "#abcdef"), to: world.site.url, generation: 2)
        #expect(await client.refresh().outcome == .updated(revision: RemoteFixtures.revision(of: changed)))
        #expect(await world.engine.hex("color.bg") == "#abcdef")
    }
}
