import LiveryCore

/// Builds a static theme bundle from a theme source: `manifest.json` and one payload file per
/// input combination, named by its content's SHA-256.
///
/// The output is a set of ``OutputFile``s for ``OutputWriter``; any web server or CDN can
/// serve the folder. Theme files never change once published (a new content gets a new name),
/// so they can be cached forever; only the manifest needs revalidation. Publishing is
/// deterministic: the same source gives the same bytes.
///
/// ```swift
/// let files = try ThemeBundlePublisher().files(for: source)
/// try OutputWriter.write(files, to: "site")
/// // site/manifest.json, site/themes/theme-dark.<sha256>.json, …
/// ```
public struct ThemeBundlePublisher: Sendable {
    /// The manifest's file name inside the bundle.
    public static let manifestPath = "manifest.json"
    /// The folder of the theme files inside the bundle.
    public static let themesFolder = "themes"

    public var encoder: ThemeLayerEncoder

    public init(encoder: ThemeLayerEncoder = .minimal) {
        self.encoder = encoder
    }

    /// The bundle's files: the manifest first, then the theme files in the source's input order.
    ///
    /// - Throws: ``DiagnosticsError`` listing every combination the source could not resolve.
    public func files(for source: some ThemeSource) throws(DiagnosticsError) -> [OutputFile] {
        var themeFiles: [OutputFile] = []
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
            let bytes = Array(JSONWriter.string(encoder.layer(theme)).utf8)
            let revision = SHA256.hex(bytes)
            let path = "\(Self.themesFolder)/\(Self.fileStem(for: input)).\(revision).json"
            themeFiles.append(OutputFile(path: path, contents: bytes))
            entries.append(.init(key: input.description, input: input, file: path, revision: revision, size: bytes.count))
        }
        if !problems.isEmpty { throw DiagnosticsError(problems) }
        let manifest = ThemeBundleManifest(modifiers: source.modifiers, themes: entries)
        return [OutputFile(path: Self.manifestPath, json: manifest.json)] + themeFiles
    }

    /// A file-name stem for an input: `theme=dark,contrast=high` → `theme-dark_contrast-high`;
    /// characters outside `[A-Za-z0-9._-]` become `-`. An input without modifiers gives `default`.
    static func fileStem(for input: ResolverInput) -> String {
        let pairs = input.selections.map { "\(slug($0.modifier))-\(slug($0.context))" }
        return pairs.isEmpty ? "default" : pairs.joined(separator: "_")
    }

    private static func slug(_ text: String) -> String {
        String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") ? $0 : "-" })
    }
}
