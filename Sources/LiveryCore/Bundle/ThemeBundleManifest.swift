/// The `manifest.json` of a published theme bundle: the one small file a client revalidates.
///
/// A bundle is a static folder (any web server or CDN can serve it): this manifest, and one
/// JSON file per theme layer in the runtime's payload format, named by the SHA-256 of its
/// content so it can be cached forever. `livery publish` writes it; the runtime's remote theme
/// client reads it. Both sides go through this type, so the format has one definition.
///
/// ```json
/// {
///   "format": "livery.theme-bundle",
///   "version": 1,
///   "modifiers": [{"name": "theme", "contexts": ["light", "dark"], "default": "light"}],
///   "themes": [
///     {"key": "theme=dark", "contexts": {"theme": "dark"},
///      "file": "themes/theme-dark.9f86d0….json", "revision": "9f86d0…", "size": 1234}
///   ]
/// }
/// ```
public struct ThemeBundleManifest: Sendable, Hashable {
    /// The value of `format`.
    public static let formatName = "livery.theme-bundle"
    /// The format version this build writes and reads; a manifest of another version is refused.
    public static let formatVersion = 1

    /// The modifiers and contexts of the published source, in resolution order.
    public var modifiers: [ModifierDescription]
    /// One entry per theme file, in the source's input order.
    public var themes: [Entry]

    /// One theme file of the bundle.
    public struct Entry: Sendable, Hashable {
        /// The payload key of the layer, `ResolverInput.description` (`theme=dark,contrast=high`).
        public var key: String
        /// The input combination the layer is for.
        public var input: ResolverInput
        /// The file's path relative to the manifest, `/`-separated (`themes/theme-dark.<revision>.json`).
        public var file: String
        /// The SHA-256 of the file's bytes, 64 lowercase hex digits.
        public var revision: String
        /// The file's size in bytes.
        public var size: Int

        /// An entry for the combination `input` (written `key`), in `file`, with its content `revision` (SHA-256) and
        /// `size` in bytes.
        public init(key: String, input: ResolverInput, file: String, revision: String, size: Int) {
            self.key = key
            self.input = input
            self.file = file
            self.revision = revision
            self.size = size
        }
    }

    /// A manifest of `modifiers` and one entry per published combination.
    public init(modifiers: [ModifierDescription], themes: [Entry]) {
        self.modifiers = modifiers
        self.themes = themes
    }
}

extension ThemeBundleManifest {
    /// The manifest as JSON, members in a fixed order (publishing is deterministic).
    public var json: JSONValue {
        let modifiers: [JSONValue] = modifiers.map { modifier in
            var object = JSONObject()
            object["name"] = .string(modifier.name)
            object["contexts"] = .array(modifier.contexts.map(JSONValue.string))
            if let defaultContext = modifier.defaultContext { object["default"] = .string(defaultContext) }
            return .object(object)
        }
        let themes: [JSONValue] = themes.map { entry in
            var contexts = JSONObject()
            for selection in entry.input.selections { contexts[selection.modifier] = .string(selection.context) }
            return [
                "key": .string(entry.key), "contexts": .object(contexts), "file": .string(entry.file),
                "revision": .string(entry.revision), "size": .number(Double(entry.size)),
            ]
        }
        return [
            "format": .string(Self.formatName), "version": .number(Double(Self.formatVersion)),
            "modifiers": .array(modifiers), "themes": .array(themes),
        ]
    }

    /// Whether `revision` has the form of a revision: 64 lowercase hex digits.
    public static func isRevision(_ revision: String) -> Bool {
        revision.utf8.count == 64 && revision.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }

    /// Whether `path` may name a theme file: relative, `/`-separated, no `..`, no scheme or
    /// query, so a manifest can only point at files beside it on the same server.
    public static func isSafeFilePath(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-=,")
        return !path.isEmpty && !path.hasPrefix("/")
            && parts.allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." && $0.allSatisfy(allowed.contains) }
    }
}
