import Foundation
import Livery
import LiveryCore
import Testing

/// Faults nginx cannot produce, from `Tests/Support/fault_server.py`. Each test fetches a good
/// layer, publishes a change, arms one fault, and checks that the refresh fails with the typed
/// reason while the applied theme, the user's appearance choice and the cache stay exactly as
/// they were — and that the next good response is applied.
@Suite("Remote themes under injected faults", .serialized)
struct FaultInjectionTests {
    /// The shared scenario; `check` inspects the failed report.
    private func expectFault(
        _ fault: [String: [String: Any]], timeout: Double = 5,
        maxBodySize: Int = RemoteThemeConfiguration.defaultMaxBodySize,
        changedTable: ThemeTable = RemoteFixtures.table(background: "#fafafa"),
        check: (FetchReport, ThemeBundle) -> Void
    ) async throws {
        let world = try RemoteWorld()
        defer { world.remove() }
        let first = try RemoteFixtures.publish(RemoteFixtures.table(), to: world.site.url)
        let server = try FaultServer(root: world.site.url)
        defer { server.stop() }
        let client = world.client(server: server.baseURL, timeout: timeout, maxBodySize: maxBodySize)
        try #require(await client.refresh().outcome == .updated(revision: RemoteFixtures.revision(of: first)))
        let cacheBefore = world.cacheSnapshot
        let changed = try RemoteFixtures.publish(changedTable, to: world.site.url)
        try server.plan(fault)

        let report = await client.refresh()

        check(report, changed)
        #expect(report.error != nil, "\(report)")
        #expect(await world.engine.layer?.revision == RemoteFixtures.revision(of: first), "the last good layer stays")
        #expect(await world.engine.hex("color.bg") == "#ffffff")
        #expect(await world.engine.appearance == "dark", "the user's appearance choice is untouched")
        #expect(world.cacheSnapshot == cacheBefore, "the cache is exactly as it was")
        #expect(await client.currentRevision == RemoteFixtures.revision(of: first))

        try server.plan([:])
        try RemoteFixtures.publish(RemoteFixtures.table(background: "#fafafa"), to: world.site.url)
        let good = RemoteFixtures.table(background: "#fafafa")
        let goodBundle = try RemoteFixtures.bundle(good)
        let recovery = await client.refresh()
        #expect(recovery.outcome == .updated(revision: RemoteFixtures.revision(of: goodBundle)), "\(recovery)")
        #expect(await world.engine.hex("color.bg") == "#fafafa")
    }

    @Test("a 500 with a body is a status error that counts as transient")
    func serverError() async throws {
        try await expectFault(["/manifest.json": ["fault": "status", "status": 500, "body": "upstream exploded"]]) {
            report, _ in
            #expect(report.error?.reason == .status(500), "\(report)")
            #expect(report.error?.isTransient == true)
        }
    }

    @Test("a manifest connection closed mid-body is a truncated body")
    func manifestClosedMidBody() async throws {
        try await expectFault(["/manifest.json": ["fault": "close_mid_body"]]) { report, _ in
            #expect(Self.isBrokenBody(report.error?.reason), "\(report)")
        }
    }

    @Test("a theme file connection closed mid-body is a truncated body")
    func themeClosedMidBody() async throws {
        try await expectFault(["/themes/*": ["fault": "close_mid_body"]]) { report, _ in
            #expect(Self.isBrokenBody(report.error?.reason), "\(report)")
            #expect(report.error?.place.contains("/themes/") == true)
        }
    }

    @Test("a response slower than the timeout times out")
    func slowResponse() async throws {
        try await expectFault(["/manifest.json": ["fault": "delay", "seconds": 3]], timeout: 1) { report, _ in
            #expect(report.error?.reason == .transport(.timedOut), "\(report)")
        }
    }

    @Test("an oversize body with a Content-Length is refused before it is read")
    func oversizeDeclared() async throws {
        try await expectFault(["/themes/*": ["fault": "oversize", "size": 3 << 20, "declared": true]]) { report, _ in
            #expect(report.error?.reason == .transport(.bodyTooLarge(limit: 2 << 20)), "\(report)")
        }
    }

    @Test("an oversize body without a Content-Length is cut off as it arrives")
    func oversizeUndeclared() async throws {
        try await expectFault(["/manifest.json": ["fault": "oversize", "size": 3 << 20, "declared": false]]) {
            report, _ in
            #expect(report.error?.reason == .transport(.bodyTooLarge(limit: 2 << 20)), "\(report)")
        }
    }

    @Test("a compressed body is refused at its headers: a 0.5 MB gzip that decodes to 500 MB never reaches memory")
    func compressedBody() async throws {
        try await expectFault(["/manifest.json": ["fault": "gzip", "decoded": 500_000_000]]) { report, _ in
            #expect(report.error?.reason == .transport(.encodedBody("gzip")), "\(report)")
        }
    }

    @Test("a bundle whose theme files add up past the bundle limit is refused before any is fetched")
    func bundleTooLarge() async throws {
        let world = try RemoteWorld()
        defer { world.remove() }
        let bundle = try RemoteFixtures.publish(RemoteFixtures.table(), to: world.site.url)
        let sizes = Dictionary(
            bundle.manifest.themes.map { ($0.revision, $0.size) }, uniquingKeysWith: { first, _ in first })
        let total = sizes.values.reduce(0, +)
        #expect(total > 0)
        let server = try FaultServer(root: world.site.url)
        defer { server.stop() }
        let report = await world.client(server: server.baseURL, maxBundleSize: total - 1).refresh()
        #expect(report.error?.reason == .bundleTooLarge(total: total, limit: total - 1), "\(report)")
        #expect(!server.requestLog.contains { $0.hasPrefix("GET /themes/") }, "no theme file is fetched")
        #expect(world.cacheSnapshot.isEmpty || !world.cacheSnapshot.keys.contains { $0.hasPrefix("themes/") })
        let fits = await world.client(server: server.baseURL, maxBundleSize: total).refresh()
        #expect(fits.outcome == .updated(revision: RemoteFixtures.revision(of: bundle)), "\(fits)")
    }

    @Test("requests ask for an uncompressed body")
    func identityEncodingIsRequested() async throws {
        let world = try RemoteWorld()
        defer { world.remove() }
        try RemoteFixtures.publish(RemoteFixtures.table(), to: world.site.url)
        let server = try FaultServer(root: world.site.url)
        defer { server.stop() }
        _ = await world.client(server: server.baseURL).refresh()
        let gets = server.requestLog.filter { $0.hasPrefix("GET ") }
        #expect(!gets.isEmpty)
        #expect(gets.allSatisfy { $0.hasSuffix("Accept-Encoding=identity") }, "\(gets)")
    }

    @Test("the size limit is configurable")
    func configurableLimit() async throws {
        try await expectFault(["/themes/*": ["fault": "oversize", "size": 4096, "declared": true]], maxBodySize: 2048) {
            report, _ in
            #expect(report.error?.reason == .transport(.bodyTooLarge(limit: 2048)), "\(report)")
        }
    }

    @Test("a Content-Length longer than the body sent is a truncated body")
    func lyingLengthLonger() async throws {
        try await expectFault(["/themes/*": ["fault": "lying_length", "declared": 100_000]]) { report, _ in
            #expect(Self.isBrokenBody(report.error?.reason), "\(report)")
        }
    }

    @Test("a Content-Length shorter than the body gives a prefix, refused by the manifest's size")
    func lyingLengthShorter() async throws {
        try await expectFault(["/themes/*": ["fault": "lying_length", "declared": 40]]) { report, changed in
            let entry = changed.manifest.themes.first { $0.key == "theme=light" }
            #expect(report.error?.reason == .sizeMismatch(expected: entry?.size ?? -1, actual: 40), "\(report)")
        }
    }

    @Test("a manifest that is not JSON is refused with the parser's place")
    func invalidJSON() async throws {
        try await expectFault(["/manifest.json": ["fault": "body", "body": "{\"format\": \"livery.theme-bundle\",\n"]])
        {
            report, _ in
            guard case .invalidJSON(let message) = report.error?.reason else {
                Issue.record("expected invalid JSON, got \(report)")
                return
            }
            #expect(message.hasPrefix("2:1:"), "\(message)")
        }
    }

    @Test("a response of another content type is refused")
    func wrongContentType() async throws {
        try await expectFault(["/manifest.json": ["fault": "content_type", "content_type": "text/html"]]) { report, _ in
            #expect(report.error?.reason == .contentType("text/html"), "\(report)")
        }
    }

    @Test("a theme file whose bytes do not hash to its revision is refused")
    func revisionMismatch() async throws {
        let changed = try RemoteFixtures.bundle(RemoteFixtures.table(background: "#fafafa"))
        let light = changed.files.first { $0.path == RemoteFixtures.lightFile(of: changed) }?.contents ?? []
        let tampered = String(decoding: light, as: UTF8.self).replacingOccurrences(of: "#fafafa", with: "#fafafb")
        try await expectFault(["/themes/theme-light*": ["fault": "body", "body": tampered]]) { report, bundle in
            let entry = bundle.manifest.themes.first { $0.key == "theme=light" }
            guard case .revisionMismatch(let expected, _) = report.error?.reason else {
                Issue.record("expected a revision mismatch, got \(report)")
                return
            }
            #expect(expected == entry?.revision)
        }
    }

    @Test("a layer that fails validation against the base is refused with every problem")
    func validationErrors() async throws {
        var tokens: [String: ResolvedToken] = [
            "color.bg": RemoteFixtures.color("#fafafa"), "color.fg": RemoteFixtures.color("#111111"),
            "color.unknown": RemoteFixtures.color("#123456"), "space.gap": RemoteFixtures.color("#000000"),
        ]
        let invalid = ThemeTable(contexts: ["light": tokens, "dark": tokens], order: ["light", "dark"])
        tokens["color.unknown"] = nil
        try await expectFault([:], changedTable: invalid) { report, _ in
            guard case .validation(let problems) = report.error?.reason else {
                Issue.record("expected validation problems, got \(report)")
                return
            }
            let messages = problems.map(\.description)
            #expect(problems.count == 4, "\(messages)")
            #expect(messages.contains { $0.contains("theme=light/color.unknown: unknown token") }, "\(messages)")
            #expect(messages.contains { $0.contains("theme=dark/space.gap: type mismatch") }, "\(messages)")
            // Each problem names the theme file that holds it, not only the manifest.
            #expect(
                problems.allSatisfy { $0.file?.hasPrefix("http://") == true && $0.file?.contains("/themes/") == true },
                "\(problems.map { $0.file ?? "-" })")
        }
    }

    /// A body that ended before its declared length.
    static func isBrokenBody(_ reason: RemoteThemeError.Reason?) -> Bool {
        if case .transport(.truncatedBody(let expected, let received)) = reason { return received < expected }
        return false
    }
}
