import Foundation
import Livery
import LiveryCore
import Testing

/// What a static server, an object store or a CDN may do to a bundle: serve it under another
/// media type, or redirect to another host. The body is verified anyway, so any non-HTML type
/// is read; redirects are followed and shown, or refused across origins when asked.
@Suite("Remote content types and redirects", .serialized)
struct ContentTypeAndRedirectTests {
    @Test(
        "a bundle served under a non-HTML type (or none checked) is applied",
        arguments: ["text/plain", "application/octet-stream", "text/plain; charset=utf-8", "binary/octet-stream"])
    func nonHTMLTypesAreRead(type: String) async throws {
        let world = try RemoteWorld()
        defer { world.remove() }
        let bundle = try RemoteFixtures.publish(RemoteFixtures.table(), to: world.site.url)
        let server = try FaultServer(root: world.site.url)
        defer { server.stop() }
        try server.plan(["/*": ["fault": "content_type", "content_type": type]])

        let report = await world.client(server: server.baseURL).refresh()

        #expect(report.outcome == .updated(revision: RemoteFixtures.revision(of: bundle)), "\(report)")
    }

    @Test(
        "HTML is refused (a captive portal's login page), whatever its parameters",
        arguments: ["text/html", "TEXT/HTML; charset=utf-8", "application/xhtml+xml"])
    func htmlIsRefused(type: String) async throws {
        let world = try RemoteWorld()
        defer { world.remove() }
        try RemoteFixtures.publish(RemoteFixtures.table(), to: world.site.url)
        let server = try FaultServer(root: world.site.url)
        defer { server.stop() }
        try server.plan(["/manifest.json": ["fault": "content_type", "content_type": type]])

        let report = await world.client(server: server.baseURL).refresh()

        #expect(report.error?.reason == .contentType(type), "\(report)")
        #expect(world.cacheSnapshot.isEmpty)
    }

    /// A site on `first` whose manifest redirects to the same site on `second` (another origin).
    private func crossOrigin(
        _ body: (RemoteWorld, FaultServer, FaultServer, ThemeBundle) async throws -> Void
    ) async throws {
        let world = try RemoteWorld()
        defer { world.remove() }
        let bundle = try RemoteFixtures.publish(RemoteFixtures.table(), to: world.site.url)
        let first = try FaultServer(root: world.site.url)
        defer { first.stop() }
        let second = try FaultServer(root: world.site.url)
        defer { second.stop() }
        let target = second.baseURL.appendingPathComponent("manifest.json").absoluteString
        try first.plan(["/manifest.json": ["fault": "redirect", "status": 302, "location": target]])
        try await body(world, first, second, bundle)
    }

    @Test("a redirect to another origin is followed by default, and the step log names the final URL")
    func crossOriginFollowedAndShown() async throws {
        try await crossOrigin { world, first, second, bundle in
            let report = await world.client(server: first.baseURL).refresh()

            #expect(report.outcome == .updated(revision: RemoteFixtures.revision(of: bundle)), "\(report)")
            let final = second.baseURL.appendingPathComponent("manifest.json").absoluteString
            let line = report.steps.first {
                $0.hasPrefix("GET \(first.baseURL.appendingPathComponent("manifest.json").absoluteString)")
            }
            #expect(line?.contains("redirected to \(final) → 200") == true, "\(report)")
            #expect(second.requestLog.contains { $0.hasPrefix("GET /manifest.json") })
        }
    }

    @Test("with .sameOrigin a redirect to another origin is refused before it is requested")
    func crossOriginRefused() async throws {
        try await crossOrigin { world, first, second, _ in
            let report = await world.client(server: first.baseURL, redirects: .sameOrigin).refresh()

            let final = second.baseURL.appendingPathComponent("manifest.json").absoluteString
            #expect(report.error?.reason == .transport(.redirectRefused(to: final)), "\(report)")
            #expect(second.requestLog.isEmpty, "nothing was requested from the other origin")
            #expect(world.cacheSnapshot.isEmpty)
        }
    }

    @Test("with .sameOrigin a redirect within the origin is still followed")
    func sameOriginFollowed() async throws {
        let world = try RemoteWorld()
        defer { world.remove() }
        let bundle = try RemoteFixtures.publish(RemoteFixtures.table(), to: world.site.url)
        try FileManager.default.createDirectory(at: world.site.url("v2"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: world.site.url("manifest.json"), to: world.site.url("v2/manifest.json"))
        try FileManager.default.copyItem(at: world.site.url("themes"), to: world.site.url("v2/themes"))
        let server = try FaultServer(root: world.site.url)
        defer { server.stop() }
        try server.plan(["/manifest.json": ["fault": "redirect", "status": 301, "location": "/v2/manifest.json"]])

        let report = await world.client(server: server.baseURL, redirects: .sameOrigin).refresh()

        #expect(report.outcome == .updated(revision: RemoteFixtures.revision(of: bundle)), "\(report)")
        #expect(
            report.steps.contains {
                $0.contains("redirected to \(server.baseURL.appendingPathComponent("v2/manifest.json").absoluteString)")
            }, "\(report)")
    }

    @Test("after a redirect of the manifest, its theme files are fetched relative to where it was found")
    func themeFilesFollowTheRedirectedManifest() async throws {
        let world = try RemoteWorld()
        defer { world.remove() }
        let bundle = try RemoteFixtures.publish(RemoteFixtures.table(), to: world.site.url)
        // The whole bundle moved to /v2/; only the old manifest URL redirects.
        try FileManager.default.createDirectory(at: world.site.url("v2"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: world.site.url("manifest.json"), to: world.site.url("v2/manifest.json"))
        try FileManager.default.moveItem(at: world.site.url("themes"), to: world.site.url("v2/themes"))
        let server = try FaultServer(root: world.site.url)
        defer { server.stop() }
        try server.plan(["/manifest.json": ["fault": "redirect", "status": 302, "location": "/v2/manifest.json"]])

        let report = await world.client(server: server.baseURL).refresh()

        #expect(report.outcome == .updated(revision: RemoteFixtures.revision(of: bundle)), "\(report)")
        #expect(server.requestLog.contains { $0.hasPrefix("GET /v2/themes/") }, "\(server.requestLog)")
        #expect(!server.requestLog.contains { $0.hasPrefix("GET /themes/") }, "\(server.requestLog)")
    }

    @Test("a transport that follows a cross-origin redirect anyway is caught by the client")
    func clientChecksTheFinalURL() async throws {
        let world = try RemoteWorld()
        defer { world.remove() }
        let elsewhere = URL(string: "http://cdn.example.com/manifest.json")
        let transport = FakeTransport()
        transport.script([
            .success(
                HTTPResponse(
                    status: 200, headers: ["Content-Type": "application/json"], body: Array("{}".utf8), url: elsewhere))
        ])
        let origin = URL(fileURLWithPath: "/").loopback(port: 8080)

        let report = await world.client(server: origin, redirects: .sameOrigin, transport: transport).refresh()

        #expect(
            report.error?.reason == .transport(.redirectRefused(to: "http://cdn.example.com/manifest.json")),
            "\(report)")
    }
}
