import Foundation

/// Where a ``RemoteThemeClient`` fetches from, where it caches, and its limits.
public struct RemoteThemeConfiguration: Sendable {
    /// The default body size limit: 2 MiB.
    public static let defaultMaxBodySize = 2 << 20

    /// The bundle's `manifest.json`; theme files are resolved relative to it.
    public var manifestURL: URL
    /// The cache folder (created on first write).
    public var cacheDirectory: URL
    /// The largest manifest or theme file accepted, in bytes.
    public var maxBodySize: Int
    /// Seconds without progress before a request fails.
    public var timeout: Double
    /// The accepted media types of responses.
    public var acceptedContentTypes: Set<String>
    /// Retries of transient failures in ``RemoteThemeClient/refresh()``.
    public var retry: RetryPolicy

    /// A configuration for the bundle at `manifestURL`, cached in `cacheDirectory`, with the limits and retries of a
    /// fetch.
    public init(
        manifestURL: URL, cacheDirectory: URL, maxBodySize: Int = defaultMaxBodySize, timeout: Double = 15,
        acceptedContentTypes: Set<String> = ["application/json"], retry: RetryPolicy = .standard
    ) {
        self.manifestURL = manifestURL
        self.cacheDirectory = cacheDirectory
        self.maxBodySize = maxBodySize
        self.timeout = timeout
        self.acceptedContentTypes = acceptedContentTypes
        self.retry = retry
    }
}
