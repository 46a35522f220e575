import LiveryCore

/// A theme layer delivered by a server: every theme file of one manifest, read into the
/// engine's form (``ThemeLayer``), one entry per manifest theme, keyed by its input.
///
/// The files are decoded one at a time as they arrive, each file's JSON dropped before the
/// next is read, so a refresh never holds the bundle as a JSON tree.
public struct RemoteThemeLayer: Sendable, Hashable {
    /// The manifest that lists the layer's files.
    public var manifest: ThemeBundleManifest
    /// The SHA-256 of the manifest's bytes: the layer's revision.
    public var revision: String
    /// The layer's tokens: one entry per manifest theme (`theme=dark`), in the manifest's order.
    public var overrides: ThemeLayer

    /// A layer delivered with `manifest`, at `revision`, holding `overrides`.
    public init(manifest: ThemeBundleManifest, revision: String, overrides: ThemeLayer) {
        self.manifest = manifest
        self.revision = revision
        self.overrides = overrides
    }

    /// The first 12 digits of the revision, for messages.
    public var shortRevision: String { String(revision.prefix(12)) }
}
