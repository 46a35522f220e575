import LiveryCore

/// What the client keeps of one good layer: the manifest it came from (bytes and ETag) and
/// the layer itself.
///
/// The theme files' bytes are not kept in memory: they are in the cache, one file per
/// revision the manifest lists (`themes/<revision>.json`), verified when they are read.
public struct CachedBundle: Sendable, Hashable {
    /// The manifest URL the bundle came from.
    public var manifestURL: String
    /// The manifest's `ETag`, sent back as `If-None-Match`.
    public var etag: String?
    /// The manifest's bytes as served.
    public var manifestBytes: [UInt8]
    /// The assembled layer.
    public var layer: RemoteThemeLayer

    /// A verified bundle: the manifest as fetched (with its ETag) and the layer read from its theme files.
    public init(manifestURL: String, etag: String?, manifestBytes: [UInt8], layer: RemoteThemeLayer) {
        self.manifestURL = manifestURL
        self.etag = etag
        self.manifestBytes = manifestBytes
        self.layer = layer
    }

    /// The bundle with its layer's tokens dropped, for a client that installed it: what
    /// revalidating and reusing files needs (the manifest, its bytes and ETag) stays.
    var withoutTokens: CachedBundle {
        var bundle = self
        bundle.layer.overrides = ThemeLayer(entries: [])
        return bundle
    }

    /// The revisions of the theme files the bundle's manifest lists, sorted.
    var themeRevisions: [String] {
        Set(layer.manifest.themes.map(\.revision)).sorted()
    }
}
