import Foundation

/// Where a ``RemoteThemeClient`` fetches from, where it caches, and its limits.
public struct RemoteThemeConfiguration: Sendable {
    /// The default body size limit: 2 MiB.
    public static let defaultMaxBodySize = 2 << 20
    /// The default limit of a whole bundle's theme files: 16 MiB.
    public static let defaultMaxBundleSize = 16 << 20
    /// The default time budget of one refresh, every attempt and wait included: 30 s.
    public static let defaultRefreshBudget: Double = 30

    /// The bundle's `manifest.json`; theme files are resolved relative to it.
    public var manifestURL: URL
    /// The cache folder (created on first write).
    public var cacheDirectory: URL
    /// The largest manifest or theme file accepted, in bytes.
    public var maxBodySize: Int
    /// The most bytes all theme files of one bundle may add up to, as the manifest declares
    /// their sizes: a larger bundle is refused before any file is fetched, so a manifest
    /// listing hundreds of large themes neither fills memory nor the cache.
    public var maxBundleSize: Int = defaultMaxBundleSize
    /// Where a download keeps the theme files it verified until the cache takes them (the
    /// system's temporary folder by default): each download makes a folder of its own in it
    /// and removes it when it ends, so a bundle's files are on disk, not in memory, meanwhile.
    public var stagingDirectory: URL = FileManager.default.temporaryDirectory
    /// Seconds without progress before a request fails.
    public var timeout: Double
    /// How many seconds one refresh may take in all — every request, however slowly its bytes
    /// arrive, and every wait between retries. When it runs out the refresh stops with
    /// ``RemoteThemeError/Reason/budgetExceeded(_:)``, and no retry starts that could not
    /// finish within it.
    public var refreshBudget: Double
    /// Which `Content-Type`s are refused; see ``ContentTypePolicy``.
    public var contentTypes: ContentTypePolicy
    /// Whether redirects to another origin are followed; see ``RedirectPolicy``.
    public var redirects: RedirectPolicy
    /// Retries of transient failures in ``RemoteThemeClient/refresh()``.
    public var retry: RetryPolicy

    /// A configuration for the bundle at `manifestURL`, cached in `cacheDirectory`, with the limits and retries of a
    /// fetch.
    public init(
        manifestURL: URL, cacheDirectory: URL, maxBodySize: Int = defaultMaxBodySize, timeout: Double = 15,
        refreshBudget: Double = defaultRefreshBudget, contentTypes: ContentTypePolicy = .anyButHTML,
        redirects: RedirectPolicy = .follow, retry: RetryPolicy = .standard
    ) {
        self.manifestURL = manifestURL
        self.cacheDirectory = cacheDirectory
        self.maxBodySize = maxBodySize
        self.timeout = timeout
        self.refreshBudget = refreshBudget
        self.contentTypes = contentTypes
        self.redirects = redirects
        self.retry = retry
    }
}

/// Which response media types the client refuses before reading a body as JSON.
///
/// Static servers and object stores serve `.json` files as `application/json`, `text/plain`
/// or `application/octet-stream`; every body is parsed and verified anyway, so the type is
/// only a guard against pages that are not the bundle at all — a captive portal's or a
/// proxy's HTML login page.
///
/// ```swift
/// ContentTypePolicy.anyButHTML.accepts("text/plain")   // true
/// ContentTypePolicy.anyButHTML.accepts("text/html")    // false
/// ```
public struct ContentTypePolicy: Sendable, Hashable {
    /// The refused media types, lowercased, without parameters.
    public var refused: Set<String>

    /// A policy refusing the media types `refused` (compared without case) and reading every other.
    public init(refusing refused: Set<String>) {
        self.refused = Set(refused.map { $0.lowercased() })
    }

    /// Everything except HTML (`text/html`, `application/xhtml+xml`); no type at all is accepted too.
    public static let anyButHTML = ContentTypePolicy(refusing: ["text/html", "application/xhtml+xml"])

    /// Whether a response of media type `type` (`nil`: none given) is read.
    public func accepts(_ type: String?) -> Bool {
        guard let type else { return true }
        return !refused.contains(type.lowercased())
    }
}

/// Whether a request follows a redirect to another origin (scheme, host and port).
public enum RedirectPolicy: Sendable, Hashable {
    /// Follow every redirect; the step log names the URL the response finally came from.
    case follow
    /// Follow redirects within the origin of the URL requested; refuse others with
    /// ``TransportError/redirectRefused(to:)``.
    case sameOrigin
}

extension URL {
    /// `scheme://host:port`, lowercased, the port made explicit (80, 443 by default).
    var origin: String {
        let scheme = (scheme ?? "").lowercased()
        let port = port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : 0)
        return "\(scheme)://\((host ?? "").lowercased()):\(port)"
    }
}
