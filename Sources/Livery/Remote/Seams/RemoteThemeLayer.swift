import LiveryCore

/// A theme layer delivered by a server: every theme file of one manifest, merged into one
/// payload in the runtime's format, `{"theme=dark": {"color.bg": {"type", "value", "hex"}}}`.
public struct RemoteThemeLayer: Sendable, Hashable {
    /// The manifest that lists the layer's files.
    public var manifest: ThemeBundleManifest
    /// The SHA-256 of the manifest's bytes: the layer's revision.
    public var revision: String
    /// The merged payload: one member per manifest theme, keyed by its input.
    public var payload: JSONValue

    /// A layer delivered with `manifest`, at `revision`, as `payload`.
    public init(manifest: ThemeBundleManifest, revision: String, payload: JSONValue) {
        self.manifest = manifest
        self.revision = revision
        self.payload = payload
    }

    /// The first 12 digits of the revision, for messages.
    public var shortRevision: String { String(revision.prefix(12)) }
}
