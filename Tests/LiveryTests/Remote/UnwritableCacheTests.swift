import Foundation
import Livery
import LiveryCore
import LiveryTestSupport
import Testing

/// A cache folder that cannot take files is found before anything is downloaded, and said in
/// words. (Tests run as root, for whom permissions never fail: these use paths that no user
/// could write, a file where a folder must be.)
@Suite("Remote cache that cannot be written", .serialized)
struct UnwritableCacheTests {
    /// Refreshes with `cache` as the cache folder against a real server; returns the report
    /// and the requests the server saw.
    private func refresh(cache: (TemporaryFolder) throws -> URL) async throws -> (FetchReport, [String]) {
        let world = try RemoteWorld()
        defer { world.remove() }
        try RemoteFixtures.publish(RemoteFixtures.table(), to: world.site.url)
        let server = try FaultServer(root: world.site.url)
        defer { server.stop() }
        let client = world.client(server: server.baseURL, cacheDirectory: try cache(world.cache))
        let report = await client.refresh()
        return (report, server.requestLog)
    }

    private func message(_ report: FetchReport) -> String? {
        guard case .cacheWrite(let message) = report.error?.reason else { return nil }
        return message
    }

    @Test("a cache folder under a regular file: the file is named, nothing is downloaded")
    func parentIsAFile() async throws {
        var file = ""
        let (report, requests) = try await refresh { folder in
            let blocker = folder.url("blocker")
            try Data("x".utf8).write(to: blocker)
            file = blocker.path
            return blocker.appendingPathComponent("cache")
        }
        #expect(
            message(report) == "cannot create the cache folder \(file)/cache: \(file) is a file, not a folder",
            "\(report)")
        #expect(requests.isEmpty, "\(requests)")
        #expect(!report.description.contains("NSCocoaErrorDomain"))
    }

    @Test("a cache path that is a regular file")
    func cacheIsAFile() async throws {
        var path = ""
        let (report, requests) = try await refresh { folder in
            let file = folder.url("cache-file")
            try Data("x".utf8).write(to: file)
            path = file.path
            return file
        }
        #expect(message(report) == "cannot create the cache folder \(path): it is a file, not a folder", "\(report)")
        #expect(requests.isEmpty)
    }

    @Test("a damaged cache: its themes folder is a file, or its pointer a folder")
    func damagedLayout() async throws {
        var root = ""
        let (themes, requests) = try await refresh { folder in
            root = folder.url.path
            try Data("x".utf8).write(to: folder.url("themes"))
            return folder.url
        }
        #expect(
            message(themes) == "the cache folder \(root) is damaged: \(root)/themes is a file, not a folder",
            "\(themes)")
        #expect(requests.isEmpty)

        let (pointer, _) = try await refresh { folder in
            root = folder.url.path
            try FileManager.default.createDirectory(at: folder.url("current.json"), withIntermediateDirectories: true)
            return folder.url
        }
        #expect(
            message(pointer) == "the cache folder \(root) is damaged: \(root)/current.json is a folder, not a file",
            "\(pointer)")
    }

    @Test("a folder the system refuses to make (under /sys) is reported with its reason in words")
    func systemRefusesTheFolder() async throws {
        let (report, requests) = try await refresh { _ in URL(fileURLWithPath: "/sys/livery-cache-\(UUID().uuidString)")
        }
        let text = try #require(message(report), "\(report)")
        #expect(text.hasPrefix("cannot create the cache folder /sys/livery-cache-"), "\(text)")
        #expect(!text.contains("NSCocoaErrorDomain") && !text.contains("error 512"), "\(text)")
        let reasons = [": operation not permitted", ": read-only file system", ": permission denied"]
        #expect(reasons.contains { text.hasSuffix($0) }, "\(text)")
        #expect(requests.isEmpty)
    }

    @Test("a missing cache folder is simply made")
    func missingFolderIsMade() async throws {
        let (report, _) = try await refresh { folder in folder.url("a/b/c") }
        #expect(report.succeeded, "\(report)")
    }
}
