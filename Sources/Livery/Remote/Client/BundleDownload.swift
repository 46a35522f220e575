import Foundation
import LiveryCore

/// One attempt at downloading a bundle: the manifest, revalidated with `If-None-Match`, then
/// the theme files it names that the last good bundle does not already hold.
///
/// Every byte is checked before it is used (status, content type, size, SHA-256, JSON, the
/// payload key, every token's value). The theme files of a new bundle are written to a ``BundleStaging`` folder,
/// one at a time; nothing is written to the cache or installed here.
struct BundleDownload: Sendable {
    /// The result of a successful attempt.
    enum Result: Sendable {
        /// 304: the cached layer is current.
        case notModified
        /// 200 with the current bundle's exact manifest bytes (the ETag may be new).
        case unchanged(etag: String?, current: CachedBundle)
        /// A new bundle, verified and assembled (not yet validated against the base).
        case fetched(CachedBundle)
    }

    let configuration: RemoteThemeConfiguration
    let transport: any HTTPTransport
    /// When the refresh's budget ends: no request waits for progress past it.
    let deadline: DispatchTime

    /// Downloads the bundle; a new bundle's theme files are left verified in `staging`.
    ///
    /// - Parameters:
    ///   - current: the last good bundle, whose theme files `cache` holds: the ones the new
    ///     manifest lists again are read from there instead of downloaded.
    ///   - typingBase: types the files' bare values (``ThemeLayerValidator/base``); asked only when
    ///     there are files to read.
    func run(
        current: CachedBundle?, cache: RemoteThemeCache, staging: BundleStaging,
        typingBase: @Sendable () async -> (any ThemeSource)?, log: inout [String]
    ) async throws(RemoteThemeError) -> Result {
        let manifestURL = configuration.manifestURL
        let place = manifestURL.absoluteString
        var headers = ["Accept": "application/json"]
        let revalidating = current.flatMap { $0.manifestURL == place ? $0.etag : nil }
        if let etag = revalidating { headers["If-None-Match"] = etag }
        let response = try await get(manifestURL, headers: headers, log: &log)
        if response.status == 304, revalidating != nil { return .notModified }
        try check(response, at: place)
        let revision = SHA256.hex(response.body)
        let etag = response.header("etag")
        if let current, current.layer.revision == revision { return .unchanged(etag: etag, current: current) }
        let manifest: ThemeBundleManifest
        do {
            manifest = try ThemeBundleManifest(json: LayerAssembler.parse(response.body), file: place)
        } catch let error as DiagnosticsError {
            throw RemoteThemeError(.invalidManifest(error.diagnostics), at: place)
        } catch {
            throw RemoteThemeError(error as? RemoteThemeError.Reason ?? .invalidJSON("\(error)"), at: place)
        }
        // Theme files are relative to where the manifest was found: after a redirect, the
        // URL it was served from, as a browser resolves a page's links.
        let base = response.url ?? manifestURL
        var distinct: [String: Int] = [:]
        for entry in manifest.themes { distinct[entry.revision] = entry.size }
        let total = distinct.values.reduce(0) { sum, size in
            let (next, overflow) = sum.addingReportingOverflow(size)
            return overflow ? .max : next
        }
        if total > configuration.maxBundleSize || distinct.values.contains(where: { $0 < 0 }) {
            throw RemoteThemeError(.bundleTooLarge(total: total, limit: configuration.maxBundleSize), at: place)
        }
        // One theme file in memory at a time: each is verified and decoded into the layer
        // (`LayerAssembler.add`, which reports a mismatch at the file's URL), then staged on
        // disk, before the next is requested. A file the current bundle holds is read back
        // from the cache instead, and downloaded when that copy fails its check.
        let reused = Set(current?.layer.manifest.themes.map(\.revision) ?? [])
        var assembler = LayerAssembler(types: await typingBase().map(LayerBaseTypes.init))
        for entry in LayerAssembler.distinctFiles(of: manifest) {
            let bytes: [UInt8]
            if reused.contains(entry.revision), let cached = try? cache.verifiedTheme(entry) {
                bytes = cached
            } else {
                bytes = try await themeFile(entry, base: base, log: &log)
            }
            try assembler.add(
                bytes, revision: entry.revision, of: manifest,
                place: { fileURL($0, base: base)?.absoluteString ?? $0.file })
            try staging.write(bytes, revision: entry.revision)
        }
        let layer = assembler.layer(manifest: manifest, revision: revision)
        return .fetched(CachedBundle(manifestURL: place, etag: etag, manifestBytes: response.body, layer: layer))
    }

    private func themeFile(
        _ entry: ThemeBundleManifest.Entry, base: URL, log: inout [String]
    ) async throws(RemoteThemeError)
        -> [UInt8]
    {
        guard let url = fileURL(entry, base: base) else {
            throw RemoteThemeError(.payloadMismatch("cannot form a URL"), at: entry.file)
        }
        let response = try await get(url, headers: ["Accept": "application/json"], log: &log)
        try check(response, at: url.absoluteString)
        return response.body
    }

    private func fileURL(_ entry: ThemeBundleManifest.Entry, base: URL) -> URL? {
        URL(string: entry.file, relativeTo: base)?.absoluteURL
    }

    private func get(
        _ url: URL, headers: [String: String], log: inout [String]
    ) async throws(RemoteThemeError)
        -> HTTPResponse
    {
        let remaining = deadline.secondsLeft
        // The budget's remainder, when shorter, is the request's timeout too.
        let cutToBudget = remaining < configuration.timeout
        let request = HTTPRequest(
            url: url, headers: headers, timeout: max(0.001, min(configuration.timeout, remaining)),
            maxBodySize: configuration.maxBodySize, followsCrossOriginRedirects: configuration.redirects == .follow,
            deadline: deadline)
        let response: HTTPResponse
        do {
            response = try await transport.send(request)
        } catch {
            log.append("GET \(url.absoluteString) → \(error)")
            // A timeout that only the budget's remainder made this short is the budget running
            // out, whichever timer saw it first (the session's may fire a little before the
            // deadline, and the request then ends before the deadline has passed).
            if error == .timedOut, cutToBudget {
                throw RemoteThemeError(.budgetExceeded(configuration.refreshBudget), at: url.absoluteString)
            }
            throw RemoteThemeError(.transport(error), at: url.absoluteString)
        }
        var line = "GET \(url.absoluteString) → "
        if let final = response.url, final.absoluteString != url.absoluteString {
            line += "redirected to \(final.absoluteString) → "
            // A transport that followed it anyway: refused here, before the body is used.
            if configuration.redirects == .sameOrigin, final.origin != url.origin {
                let refused = TransportError.redirectRefused(to: final.absoluteString)
                log.append(line + "\(refused)")
                throw RemoteThemeError(.transport(refused), at: url.absoluteString)
            }
        }
        line += "\(response.status), \(response.body.count) bytes"
        if let etag = response.header("etag") { line += ", ETag \(etag)" }
        log.append(line)
        return response
    }

    private func check(_ response: HTTPResponse, at place: String) throws(RemoteThemeError) {
        guard response.status == 200 else { throw RemoteThemeError(.status(response.status), at: place) }
        guard configuration.contentTypes.accepts(response.mediaType) else {
            throw RemoteThemeError(.contentType(response.header("content-type")), at: place)
        }
    }
}
