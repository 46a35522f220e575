import Foundation
import LiveryCore
import LiveryTestSupport
import LiveryTools
import Testing

@testable import Livery

/// The base theme the tests validate against, and the published variants of it.
enum RemoteFixtures {
    static func color(_ hex: String) -> ResolvedToken {
        ResolvedToken(type: .color, value: .color((try? Color(hex: hex)) ?? Color(.srgb, 0, 0, 0)))
    }

    /// Light and dark contexts of three tokens; `background` varies so a test can publish a change.
    static func table(background: String = "#ffffff", darkBackground: String = "#101010") -> ThemeTable {
        ThemeTable(
            contexts: [
                "light": [
                    "color.bg": color(background), "color.fg": color("#111111"),
                    "space.gap": ResolvedToken(type: .dimension, value: .dimension(Dimension(8, .px))),
                ],
                "dark": [
                    "color.bg": color(darkBackground), "color.fg": color("#eeeeee"),
                    "space.gap": ResolvedToken(type: .dimension, value: .dimension(Dimension(8, .px))),
                ],
            ], order: ["light", "dark"])
    }

    /// The base the validator checks layers against.
    static let base = table()

    /// `payload` (`{"theme=dark": {"color.bg": {"type", "value"}}}`) decoded as the client
    /// decodes each theme file, bare values typed by `base`.
    static func delivered(
        _ payload: JSONValue, base: (any ThemeSource)? = nil
    ) throws(RemoteThemeError.Reason) -> RemoteThemeLayer {
        guard let layers = payload.objectValue else { throw .payloadMismatch("not an object of layers") }
        var assembler = LayerAssembler(types: base.map(LayerBaseTypes.init))
        for (key, member) in layers { try assembler.read(member, key: key) }
        return assembler.layer(manifest: ThemeBundleManifest(modifiers: [], themes: []), revision: "")
    }

    /// The bundle `livery publish` makes of `table`: theme files in the ``ResolvedThemeJSON`` form.
    static func bundle(_ table: ThemeTable = RemoteFixtures.table()) throws -> ThemeBundle {
        try ThemeBundle(source: table, encodeTokens: ResolvedThemeJSON.members(of:))
    }

    /// Publishes `table` into `site` (files of earlier publishes stay, as on a real server) and
    /// returns the bundle.
    ///
    /// Writes what `ThemeBundlePublisher` (the library behind `livery publish`) produces, with
    /// `OutputWriter`, as the command does; publishing again into the same folder replaces the
    /// manifest and adds the new theme files.
    ///
    /// - Parameter generation: Sets the manifest's modification time to a distinct second per
    ///   generation. nginx's ETag is `mtime-size`, so two publishes within one second of the
    ///   same size would otherwise share an ETag; real deploys are seconds apart.
    @discardableResult
    static func publish(_ table: ThemeTable, to site: URL, generation: Int = 0) throws -> ThemeBundle {
        let bundle = try Self.bundle(table)
        // Exactly what `livery publish` does: the publisher's files, written all or nothing.
        let files = try ThemeBundlePublisher().files(for: table)
        #expect(files.map(\.path) == bundle.files.map(\.path))
        try OutputWriter.write(files, to: site.path)
        let modified = Date(timeIntervalSince1970: 1_700_000_000 + Double(generation) * 60)
        try FileManager.default.setAttributes(
            [.modificationDate: modified], ofItemAtPath: site.appendingPathComponent(ThemeBundle.manifestPath).path)
        return bundle
    }

    /// The site path of the light theme's file in `bundle`.
    static func lightFile(of bundle: ThemeBundle) -> String {
        bundle.manifest.themes.first { $0.key == "theme=light" }?.file ?? ""
    }

    /// The manifest revision (SHA-256 of its bytes) of a bundle.
    static func revision(of bundle: ThemeBundle) -> String {
        SHA256.hex(bundle.files.first { $0.path == ThemeBundle.manifestPath }?.contents ?? [])
    }
}

/// A stand-in for the theme engine: the user's appearance choice and the installed layer.
@MainActor
final class FakeThemeEngine {
    /// The user's choice (light/dark); no remote failure may change it.
    var appearance = "dark"
    private(set) var layer: RemoteThemeLayer?
    private(set) var installCount = 0
    /// When set, the next installs throw (an engine refusing a layer).
    var refuseInstalls = false

    nonisolated init() {}

    nonisolated var sink: ThemeLayerSink {
        ThemeLayerSink { [self] layer in try self.install(layer) }
    }

    private func install(_ layer: RemoteThemeLayer) throws {
        if refuseInstalls { throw LoopbackError("the engine refused the layer") }
        self.layer = layer
        installCount += 1
    }

    /// The installed color of `token` in `key` (`theme=light`), as hex.
    func hex(_ token: String, in key: String = "theme=light") -> String? {
        layer?.overrides.entries.first { $0.key == key }?.tokens[token]?.value.color?.hex
    }
}

/// One test's world: a site folder, a cache folder, an engine, and clients over them.
struct RemoteWorld {
    let site: TemporaryFolder
    let cache: TemporaryFolder
    /// The clients' ``RemoteThemeConfiguration/stagingDirectory``.
    let staging: TemporaryFolder
    let engine = FakeThemeEngine()

    init() throws {
        site = try TemporaryFolder("site")
        cache = try TemporaryFolder("cache")
        staging = try TemporaryFolder("staging")
    }

    private init(site: TemporaryFolder, cache: TemporaryFolder, staging: TemporaryFolder) {
        self.site = site
        self.cache = cache
        self.staging = staging
    }

    /// The app launched again: the same site, cache and staging folders, a fresh engine.
    static func sharingCache(with world: RemoteWorld) -> RemoteWorld {
        RemoteWorld(site: world.site, cache: world.cache, staging: world.staging)
    }

    /// What the downloads left in the staging folder (nothing, once each has ended).
    var stagingLeftovers: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: staging.path)) ?? []).sorted()
    }

    func client(
        server: URL, timeout: Double = 5, maxBodySize: Int = RemoteThemeConfiguration.defaultMaxBodySize,
        retry: RetryPolicy = .once, budget: Double = RemoteThemeConfiguration.defaultRefreshBudget,
        redirects: RedirectPolicy = .follow, cacheDirectory: URL? = nil,
        maxBundleSize: Int = RemoteThemeConfiguration.defaultMaxBundleSize,
        transport: any HTTPTransport = URLSessionTransport(), sleeper: Sleeper = Sleeper { _ in }
    ) -> RemoteThemeClient {
        var configuration = RemoteThemeConfiguration(
            manifestURL: server.appendingPathComponent("manifest.json"), cacheDirectory: cacheDirectory ?? cache.url,
            maxBodySize: maxBodySize, timeout: timeout, refreshBudget: budget, redirects: redirects, retry: retry)
        configuration.maxBundleSize = maxBundleSize
        configuration.stagingDirectory = staging.url
        return RemoteThemeClient(
            configuration: configuration, validator: .against(base: RemoteFixtures.base), sink: engine.sink,
            transport: transport, sleeper: sleeper)
    }

    var cacheSnapshot: [String: [UInt8]] { snapshot(of: cache.url) }

    func remove() {
        site.remove()
        cache.remove()
        staging.remove()
    }
}
