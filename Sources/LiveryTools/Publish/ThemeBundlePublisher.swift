import LiveryCore

/// `livery publish`: a static theme bundle as files — `manifest.json` and one payload file per
/// input combination, named by its content's SHA-256 (see `ThemeBundle`).
///
/// Each theme file holds one theme in the runtime's payload format, `ResolvedThemeJSON`
/// (the form of `livery resolve --format json` and the json exporter) under its input key:
/// `{"theme=dark": {"color.bg": {"type": "color", "value": {…}, "hex": "#000000"}}}`.
///
/// Any web server or CDN can serve the folder. Theme files never change once published (new
/// content gets a new name), so they can be cached forever; only the manifest needs
/// revalidation. Files of earlier publishes are left in place by ``OutputWriter``, so clients
/// holding an older manifest can still fetch what it names. Publishing is deterministic: the
/// same source gives the same bytes.
///
/// With ``shipsWebRuntime`` (what `livery publish` does), the site also holds `livery.js`,
/// `livery.mjs`, `livery-remote.js` and `livery.config.json` (the `web` format's runtime for
/// this source), beside the manifest they fetch by default.
///
/// ```swift
/// let files = try ThemeBundlePublisher(shipsWebRuntime: true).files(for: source)
/// try OutputWriter.write(files, to: "site")
/// // site/manifest.json, site/themes/theme-dark.<sha256>.json, …, site/livery.js, …
/// ```
public struct ThemeBundlePublisher: Sendable {
    /// Whether the site also holds the web runtime (all of the `web` format but the head snippet).
    public var shipsWebRuntime: Bool

    /// A publisher; `shipsWebRuntime` adds the web runtime to the bundle's files.
    public init(shipsWebRuntime: Bool = false) {
        self.shipsWebRuntime = shipsWebRuntime
    }

    /// The bundle's files: the manifest first, then the theme files in the source's input
    /// order, then (with ``shipsWebRuntime``) `livery.js`, `livery.mjs`, `livery-remote.js` and
    /// `livery.config.json`.
    ///
    /// - Throws: `DiagnosticsError` listing every combination the source could not resolve.
    public func files(for source: some ThemeSource) throws(DiagnosticsError) -> [OutputFile] {
        try files(for: source, cache: nil)
    }

    /// The bundle's files, as ``files(for:)``, with the theme files of unchanged themes taken
    /// from `cache`.
    package func files(for source: some ThemeSource, cache: ThemeFileCache?) throws(DiagnosticsError) -> [OutputFile] {
        let bundle = try ThemeBundle(source: source, encodeTokens: ResolvedThemeJSON.members(of:), cache: cache)
        let files = bundle.files.map { OutputFile(path: $0.path, contents: $0.contents) }
        guard shipsWebRuntime else { return files }
        let runtime: [OutputFile]
        do {
            runtime = try WebRuntime(ExportRequest(source: source)).files.filter { $0.path != WebRuntime.headSnippet }
        } catch {
            throw DiagnosticsError([.error("cannot make the web runtime: \(error)")])
        }
        return files + runtime
    }
}
