import LiveryCore

/// What `livery serve` serves: the preview page and the theme bundle of the last good build,
/// the errors of the latest build when it failed, and a generation that grows with each build.
///
/// Paths are the site's own (`/`, `/preview.html`, `/manifest.json`, `/themes/…`, `/livery.js`
/// and the rest of the web runtime): a request
/// is looked up in this table and nothing else, so no request reaches the file system. Each
/// response (body and ETag) is made once, when the site changes, not per request; a site is a
/// value, so a server that swaps one for another never serves a mix of two builds.
package struct DevSite: Sendable {
    /// One path's bytes and their ETag.
    package struct Response: Sendable {
        package var body: [UInt8]
        package var etag: String
    }

    /// How many builds were published (the first good or failed build is 1).
    package private(set) var generation = 0
    /// The files of the last good build, by path, `/preview.html` without the live part.
    package private(set) var files: [String: [UInt8]] = [:]
    /// The findings of the latest build when it failed; empty after a good one.
    package private(set) var problems: [Diagnostic] = []
    private var responses: [String: Response] = [:]
    /// Tells this site's pages from another run's in their ETags (a page is a function of the
    /// generation within one site).
    private let instance = UInt64.random(in: 0...UInt64.max)

    /// An empty site (nothing built yet).
    package init() {
        servePage()
    }

    /// The site after a good build of `files`.
    package mutating func publish(_ files: [String: [UInt8]]) {
        generation += 1
        self.files = files
        problems = []
        responses = [:]
        for (path, body) in files where path != "/preview.html" {
            responses[path] = Response(body: body, etag: Self.etag(of: body))
        }
        servePage()
    }

    /// The site after a failed build: the last good files stay.
    package mutating func fail(_ problems: [Diagnostic]) {
        generation += 1
        self.problems = problems
        servePage()
    }

    /// What is served at `path` (a request path, query removed): the page with the live script
    /// and the latest errors for `/` and `/preview.html`, a bundle file as it was built, `nil`
    /// for anything else.
    package func response(at path: String) -> Response? {
        responses[path == "/" ? "/preview.html" : path]
    }

    /// The bytes served at `path`, as ``response(at:)``.
    package func body(at path: String) -> [UInt8]? { response(at: path)?.body }

    /// A content ETag: the length and the 64-bit FNV-1a hash of the bytes — a cache key for one
    /// developer's browser and app, not a digest anyone relies on (the bundle's manifest carries
    /// the SHA-256 of each file), and fast on megabytes.
    static func etag(of bytes: [UInt8]) -> String {
        let hash = bytes.withUnsafeBufferPointer { buffer in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in buffer {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            }
            return hash
        }
        return "\"" + String(bytes.count, radix: 16) + "-" + String(hash, radix: 16) + "\""
    }

    private mutating func servePage() {
        let etag = "\"page-" + String(instance, radix: 16) + "-" + String(generation) + "\""
        responses["/preview.html"] = Response(body: DevPage.bytes(self), etag: etag)
    }
}
