/// A published theme bundle in memory: the manifest and one payload file per input
/// combination, each file named by the SHA-256 of its bytes.
///
/// Building is deterministic — the same source and encoder give the same bytes — so a
/// republish of unchanged tokens changes nothing on the server. `livery publish`
/// (`ThemeBundlePublisher` in LiveryTools) writes a bundle as a folder; tests build one
/// directly.
///
/// ```swift
/// let bundle = try ThemeBundle(source: table) { theme in encodeTokens(theme) }
/// bundle.files.map(\.path)
/// // ["manifest.json", "themes/theme-light.<sha256>.json", "themes/theme-dark.<sha256>.json"]
/// ```
public struct ThemeBundle: Sendable, Hashable {
    /// The manifest's path inside the bundle.
    public static let manifestPath = "manifest.json"
    /// The folder of the theme files inside the bundle.
    public static let themesFolder = "themes"

    /// One file of the bundle: a `/`-separated relative path and its bytes.
    public struct File: Sendable, Hashable {
        /// The file's path inside the bundle.
        public var path: String
        /// The file's bytes.
        public var contents: [UInt8]
    }

    /// The bundle's manifest (also the first file).
    public var manifest: ThemeBundleManifest
    /// The manifest first, then the theme files in the source's input order.
    public var files: [File]

    /// Builds the bundle of every input combination of `source`.
    ///
    /// - Parameters:
    ///   - source: The themes to publish, one file per input combination.
    ///   - encodeTokens: The tokens of one theme as payload members
    ///     (`"color.bg": {"type": "color", "value": …, "hex": …}`); each file holds them under
    ///     the theme's input key.
    /// - Throws: ``DiagnosticsError`` listing every combination the source could not resolve.
    public init(source: some ThemeSource, encodeTokens: (ResolvedTheme) -> JSONObject) throws(DiagnosticsError) {
        try self.init(source: source, encodeTokens: encodeTokens, cache: nil)
    }

    /// Builds the bundle as ``init(source:encodeTokens:)`` does, taking from `cache` the file of
    /// each theme whose tokens did not change since the last build that used it (`livery
    /// serve`: an edit of one context encodes and hashes that context's file only). A cache
    /// must always be used with the same `encodeTokens`.
    package init(
        source: some ThemeSource, encodeTokens: (ResolvedTheme) -> JSONObject, cache: ThemeFileCache?
    ) throws(DiagnosticsError) {
        var themeFiles: [File] = []
        var entries: [ThemeBundleManifest.Entry] = []
        var problems: [Diagnostic] = []
        for input in source.allInputs {
            let theme: ResolvedTheme
            do {
                theme = try source.theme(for: input)
            } catch {
                problems.append(.error("cannot resolve: \(error)", path: input.description))
                continue
            }
            let (bytes, revision) =
                cache?.file(for: input.description, theme: theme) {
                    Self.encoded(theme, key: input.description, encodeTokens: encodeTokens)
                } ?? Self.encoded(theme, key: input.description, encodeTokens: encodeTokens)
            let path = "\(Self.themesFolder)/\(Self.fileStem(for: input)).\(revision).json"
            themeFiles.append(File(path: path, contents: bytes))
            entries.append(
                .init(key: input.description, input: input, file: path, revision: revision, size: bytes.count))
        }
        if !problems.isEmpty { throw DiagnosticsError(problems) }
        manifest = ThemeBundleManifest(modifiers: source.modifiers, themes: entries)
        files = [File(path: Self.manifestPath, contents: Array(JSONWriter.string(manifest.json).utf8))] + themeFiles
    }

    /// One theme's file (its tokens under `key`) and the file's SHA-256.
    private static func encoded(
        _ theme: ResolvedTheme, key: String, encodeTokens: (ResolvedTheme) -> JSONObject
    ) -> (bytes: [UInt8], revision: String) {
        let layer = JSONValue.object(JSONObject([(key: key, value: .object(encodeTokens(theme)))]))
        let bytes = Array(JSONWriter.string(layer).utf8)
        return (bytes, SHA256.hex(bytes))
    }

    /// A file-name stem for an input: `theme=dark,contrast=high` → `theme-dark_contrast-high`;
    /// characters outside `[A-Za-z0-9.-]` become `-`. An input without modifiers gives `default`.
    public static func fileStem(for input: ResolverInput) -> String {
        let pairs = input.selections.map { "\(slug($0.modifier))-\(slug($0.context))" }
        return pairs.isEmpty ? "default" : pairs.joined(separator: "_")
    }

    private static func slug(_ text: String) -> String {
        String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") ? $0 : "-" })
    }
}
