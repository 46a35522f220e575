import LiveryCore

/// What `livery build` does, read from a `livery.json` file.
///
/// ```json
/// {
///   "resolver": "tokens/app.resolver.json",
///   "pairs": "tokens/pairs.json",
///   "exports": ["css", "swift"],
///   "contexts": {"brand": "acme"},
///   "output": "build/tokens",
///   "preview": true,
///   "strict": false
/// }
/// ```
///
/// Only `resolver` is required. Paths are relative to the config file. `exports` is a list of
/// format ids, or `"all"` (the default); `pairs` names a contrast-pairs file for the audit;
/// `output` defaults to `livery-out`; `preview` to `true`; `strict` to `false`. Unknown members
/// are errors, so a misspelt option is not silently ignored.
public struct BuildConfig: Sendable, Hashable {
    /// The resolver (or token file) to build.
    public var resolver: String
    /// The contrast pairs the audit checks; no audit without it.
    public var pairs: String?
    /// The export format ids, in the order given; `nil` means every format.
    public var exports: [String]?
    /// Modifiers held at one context in the exports.
    public var contexts: [String: String]
    /// The folder the build writes into.
    public var output: String
    /// Whether to write `preview.html`.
    public var preview: Bool
    /// Whether to validate in strict mode.
    public var strict: Bool

    /// The folder `output` defaults to.
    public static let defaultOutput = "livery-out"

    /// A config; paths are used as given.
    public init(
        resolver: String, pairs: String? = nil, exports: [String]? = nil, contexts: [String: String] = [:],
        output: String = defaultOutput, preview: Bool = true, strict: Bool = false
    ) {
        self.resolver = resolver
        self.pairs = pairs
        self.exports = exports
        self.contexts = contexts
        self.output = output
        self.preview = preview
        self.strict = strict
    }

    /// The build of the bundled example, `Examples/Themes` under `root`, into `output`:
    /// every export, the preview, and the audit when the example has `pairs.json`.
    public static func example(root: String = ".", output: String = defaultOutput, pairsExist: Bool) -> BuildConfig {
        let folder = FolderPath.join(root, "Examples/Themes")
        return BuildConfig(
            resolver: FolderPath.join(folder, "app.resolver.json"),
            pairs: pairsExist ? FolderPath.join(folder, "pairs.json") : nil, output: output)
    }
}

/// Joins paths the way a config names them: relative to a folder, absolute paths kept.
enum FolderPath {
    static func join(_ folder: String, _ path: String) -> String {
        if path.hasPrefix("/") || folder.isEmpty || folder == "." { return path }
        return folder.hasSuffix("/") ? folder + path : folder + "/" + path
    }

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
