import Foundation
import LiveryCore
import LiveryTestSupport
import Synchronization
import Testing

@testable import Livery

/// A refresh holds one theme file in memory at a time: each is verified, written to the
/// staging folder and parsed before the next is asked for; the staging folder goes when the
/// download ends, and the files the last good bundle holds come from the cache.
@Suite("Remote themes: theme files streamed to disk")
struct StreamingDownloadTests {
    private let server = URL(fileURLWithPath: "/").loopback(port: 8080)

    @Test("each theme file is on disk before the next is requested, and the staging folder is gone after")
    func eachFileIsStagedBeforeTheNext() async throws {
        let world = try RemoteWorld()
        defer { world.remove() }
        let bundle = try RemoteFixtures.bundle()
        let transport = StagingProbe(serving: FakeTransport(bundle: bundle), staging: world.staging.url)
        let report = await world.client(server: server, transport: transport).refresh()

        #expect(report.succeeded, "\(report)")
        #expect(
            transport.seen == [
                .init(path: "/manifest.json", staged: 0),
                .init(path: "/" + bundle.manifest.themes[0].file, staged: 0),
                .init(path: "/" + bundle.manifest.themes[1].file, staged: 1),
            ])
        #expect(world.stagingLeftovers == [])
        #expect(await world.engine.hex("color.bg") == "#ffffff")
    }

    @Test("a download that fails midway removes its staging folder and leaves the cache as it was")
    func aFailedDownloadLeavesNothingStaged() async throws {
        let world = try RemoteWorld()
        defer { world.remove() }
        let first = try RemoteFixtures.bundle()
        let fake = FakeTransport(bundle: first)
        let client = world.client(server: server, transport: fake)
        #expect(await client.refresh().succeeded)
        let before = world.cacheSnapshot

        let second = try RemoteFixtures.bundle(RemoteFixtures.table(background: "#0a0a0a", darkBackground: "#202020"))
        fake.serve(second)
        let manifest = try #require(second.files.first { $0.path == ThemeBundle.manifestPath }).contents
        let firstFile = try #require(second.files.first { $0.path == second.manifest.themes[0].file }).contents
        let json = ["Content-Type": "application/json"]
        fake.script([
            .success(HTTPResponse(status: 200, headers: json, body: manifest)),
            .success(HTTPResponse(status: 200, headers: json, body: firstFile)),
            .success(HTTPResponse(status: 500)),
        ])
        let report = await client.refresh()

        guard case .status(500) = report.error?.reason else {
            Issue.record("expected the second theme file's 500, got \(report)")
            return
        }
        #expect(world.stagingLeftovers == [])
        #expect(world.cacheSnapshot == before)
        #expect(await world.engine.hex("color.bg") == "#ffffff")
    }

    @Test("a theme file the last good bundle holds is read from the cache; a damaged copy is downloaded again")
    func cachedFilesAreReadFromTheCache() async throws {
        let world = try RemoteWorld()
        defer { world.remove() }
        let fake = FakeTransport(bundle: try RemoteFixtures.bundle())
        let client = world.client(server: server, transport: fake)
        #expect(await client.refresh().succeeded)

        // Only the dark theme changes: its file is the one downloaded.
        let darker = try RemoteFixtures.bundle(RemoteFixtures.table(darkBackground: "#000000"))
        fake.serve(darker)
        let before = fake.requests.count
        #expect(await client.refresh().succeeded)
        let light = RemoteFixtures.lightFile(of: darker)
        let dark = try #require(darker.manifest.themes.first { $0.key == "theme=dark" }).file
        #expect(fake.requests.dropFirst(before).map(\.url.path) == ["/manifest.json", "/" + dark])

        // The cached light file is damaged: it is downloaded again rather than used.
        let lightRevision = try #require(darker.manifest.themes.first { $0.key == "theme=light" }).revision
        let cachedLight = world.cache.url.appendingPathComponent("themes/\(lightRevision).json")
        try Data("{}".utf8).write(to: cachedLight)
        let bluer = try RemoteFixtures.bundle(RemoteFixtures.table(darkBackground: "#000010"))
        fake.serve(bluer)
        let third = fake.requests.count
        let report = await client.refresh()
        #expect(report.succeeded, "\(report)")
        let bluerDark = try #require(bluer.manifest.themes.first { $0.key == "theme=dark" }).file
        #expect(fake.requests.dropFirst(third).map(\.url.path) == ["/manifest.json", "/" + light, "/" + bluerDark])
        #expect(
            try RemoteThemeCache(directory: world.cache.url).load()?.layer.revision
                == RemoteFixtures.revision(of: bluer))
        #expect(await world.engine.hex("color.bg", in: "theme=dark") == "#000010")
        #expect(world.stagingLeftovers == [])
    }
}

extension StreamingDownloadTests {
    @Test("a theme file whose tokens do not decode fails the refresh before the next file is requested")
    func aFileIsDecodedBeforeTheNextIsRequested() async throws {
        let world = try RemoteWorld()
        defer { world.remove() }
        let bundle = try RemoteFixtures.bundle()
        let first = bundle.manifest.themes[0]
        let bad = Array(
            #"{"\#(first.key)": {"color.bg": {"type": "color", "value": "no color"}, "color.fg": {"type": "color"}}}"#
                .utf8)
        let badRevision = SHA256.hex(bad)
        let manifestFile = try #require(bundle.files.first { $0.path == ThemeBundle.manifestPath })
        var manifestJSON = try #require(JSONParser.parse(manifestFile.contents).objectValue)
        var themes = try #require(manifestJSON["themes"]?.arrayValue)
        var entry = try #require(themes[0].objectValue)
        entry["file"] = .string("themes/bad.json")
        entry["revision"] = .string(badRevision)
        entry["size"] = .number(Double(bad.count))
        themes[0] = .object(entry)
        manifestJSON["themes"] = .array(themes)
        let fake = FakeTransport(bundle: bundle)
        let json = ["Content-Type": "application/json"]
        fake.script([
            .success(
                HTTPResponse(status: 200, headers: json, body: Array(JSONWriter.string(.object(manifestJSON)).utf8))),
            .success(HTTPResponse(status: 200, headers: json, body: bad)),
        ])
        let report = await world.client(server: server, transport: fake).refresh()

        guard case .validation(let problems) = report.error?.reason else {
            Issue.record("expected the bad file's tokens, got \(report)")
            return
        }
        #expect(
            problems.compactMap(\.path).sorted() == ["\(first.key)/color.bg", "\(first.key)/color.fg"], "\(problems)")
        #expect(report.error?.place.hasSuffix("/themes/bad.json") == true, "\(report)")
        #expect(fake.requests.map(\.url.path) == ["/manifest.json", "/themes/bad.json"])
        #expect(world.stagingLeftovers == [])
        #expect(await world.engine.hex("color.bg") == nil)
    }

    @Test("once a layer is installed the client keeps its manifest and revision, not its parsed payload")
    func theInstalledPayloadIsNotKept() async throws {
        let world = try RemoteWorld()
        defer { world.remove() }
        let bundle = try RemoteFixtures.bundle()
        let fake = FakeTransport(bundle: bundle)
        let client = world.client(server: server, transport: fake)
        #expect(await client.refresh().succeeded)

        let kept = try #require(await client.current)
        #expect(kept.layer.overrides.entries.isEmpty)
        #expect(kept.layer.manifest == bundle.manifest)
        #expect(await client.currentRevision == RemoteFixtures.revision(of: bundle))
        #expect(await world.engine.hex("color.bg") == "#ffffff")

        // What revalidation needs stayed: the next refresh sends the ETag and gets a 304.
        let report = await client.refresh()
        #expect(report.outcome == .notModified(revision: RemoteFixtures.revision(of: bundle)), "\(report)")

        // Launched again from the cache: the same holds for a restored layer.
        let relaunched = RemoteWorld.sharingCache(with: world).client(server: server, transport: fake)
        #expect(await relaunched.restoreFromCache() == .restored(revision: RemoteFixtures.revision(of: bundle)))
        #expect(await relaunched.current?.layer.overrides.entries.isEmpty == true)
    }
}

/// Passes requests on to `serving`, noting for each how many theme files the staging
/// folders under `staging` hold at that moment.
private final class StagingProbe: HTTPTransport {
    struct Seen: Hashable, CustomStringConvertible {
        var path: String
        var staged: Int
        var description: String { "\(path) with \(staged) staged" }
    }

    private let serving: FakeTransport
    private let staging: URL
    private let record = Mutex<[Seen]>([])

    init(serving: FakeTransport, staging: URL) {
        self.serving = serving
        self.staging = staging
    }

    var seen: [Seen] { record.withLock { $0 } }

    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: staging.path)) ?? []
        let staged = folders.reduce(0) { count, folder in
            let files = (try? FileManager.default.contentsOfDirectory(atPath: staging.path + "/" + folder)) ?? []
            return count + files.filter { $0.hasSuffix(".json") }.count
        }
        record.withLock { $0.append(Seen(path: request.url.path, staged: staged)) }
        return try await serving.send(request)
    }
}
