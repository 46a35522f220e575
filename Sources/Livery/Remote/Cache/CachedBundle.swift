import LiveryCore

/// Everything the cache holds for one good layer: the verified bytes it was built from, the
/// ETag of its manifest, and the layer itself.
public struct CachedBundle: Sendable, Hashable {
    /// The manifest URL the bundle came from.
    public var manifestURL: String
    /// The manifest's `ETag`, sent back as `If-None-Match`.
    public var etag: String?
    /// The manifest's bytes as served.
    public var manifestBytes: [UInt8]
    /// Theme file bytes by revision.
    public var files: [String: [UInt8]]
    /// The assembled layer.
    public var layer: RemoteThemeLayer

    /// A verified bundle: the manifest as fetched (with its ETag), its payload files by path, and the layer read from
    /// them.
    public init(
        manifestURL: String, etag: String?, manifestBytes: [UInt8], files: [String: [UInt8]], layer: RemoteThemeLayer
    ) {
        self.manifestURL = manifestURL
        self.etag = etag
        self.manifestBytes = manifestBytes
        self.files = files
        self.layer = layer
    }
}
