import LiveryCore

/// Checks theme files against their manifest and reads them into one ``RemoteThemeLayer``:
/// the same steps for downloaded files and for files read back from the cache.
///
/// Each file is parsed, decoded into the engine's form and its JSON dropped before the next
/// file is read: what a refresh holds is the decoded layer plus one file.
struct LayerAssembler {
    /// Types the bare values of a file (`"color.bg": "#1b1b1d"`) by the base token of the same
    /// name; `nil` when there is no base, and every token must name its type.
    let types: LayerBaseTypes?
    /// The entries read so far, in the manifest's order.
    private(set) var entries: [ThemeLayer.Entry] = []

    init(types: LayerBaseTypes?) { self.types = types }

    /// Checks one theme file's size and SHA-256 against its manifest entry.
    static func verify(_ bytes: [UInt8], against entry: ThemeBundleManifest.Entry) throws(RemoteThemeError.Reason) {
        guard bytes.count == entry.size else { throw .sizeMismatch(expected: entry.size, actual: bytes.count) }
        let actual = SHA256.hex(bytes)
        guard actual == entry.revision else { throw .revisionMismatch(expected: entry.revision, actual: actual) }
    }

    /// Parses JSON bytes, mapping a parse error to ``RemoteThemeError/Reason/invalidJSON(_:)``.
    static func parse(_ bytes: [UInt8]) throws(RemoteThemeError.Reason) -> JSONValue {
        do {
            return try JSONParser.parse(bytes)
        } catch {
            throw .invalidJSON(error.description)
        }
    }

    /// One entry per distinct theme file of `manifest` (the first naming its revision), in
    /// the manifest's order: the files to read, once each.
    static func distinctFiles(of manifest: ThemeBundleManifest) -> [ThemeBundleManifest.Entry] {
        var seen: Set<String> = []
        return manifest.themes.filter { seen.insert($0.revision).inserted }
    }

    /// Verifies the bytes of the theme file `revision` against every entry of `manifest` that
    /// names it, and reads each entry's layer from them: the file must hold exactly the member
    /// `entry.key`, an object of tokens that decode (``RemoteThemeError/Reason/validation(_:)``
    /// lists every token that does not, as `key/name`).
    mutating func add(
        _ bytes: [UInt8], revision: String, of manifest: ThemeBundleManifest,
        place: (ThemeBundleManifest.Entry) -> String
    ) throws(RemoteThemeError) {
        let named = manifest.themes.filter { $0.revision == revision }
        guard !named.isEmpty else { return }
        var file: JSONValue?
        for entry in named {
            do throws(RemoteThemeError.Reason) {
                try Self.verify(bytes, against: entry)
                if file == nil { file = try Self.parse(bytes) }
                guard let object = file?.objectValue, object.count == 1, let member = object[entry.key] else {
                    throw .payloadMismatch("the file must hold exactly the layer \"\(entry.key)\"")
                }
                try read(member, key: entry.key)
            } catch {
                throw RemoteThemeError(error, at: place(entry))
            }
        }
    }

    /// Decodes the tokens of the layer `key` (`{"color.bg": {"type", "value"}}`) into an entry.
    ///
    /// - Throws: ``RemoteThemeError/Reason/validation(_:)`` with every token that does not
    ///   decode, as `key/name`.
    mutating func read(_ member: JSONValue, key: String) throws(RemoteThemeError.Reason) {
        let (layer, problems) = ThemeLayer.read(.object(JSONObject([(key: key, value: member)])), types: types)
        guard problems.isEmpty else { throw .validation(problems) }
        entries += layer.entries
    }

    /// The layer of every file added so far.
    func layer(manifest: ThemeBundleManifest, revision: String) -> RemoteThemeLayer {
        RemoteThemeLayer(manifest: manifest, revision: revision, overrides: ThemeLayer(entries: entries))
    }

    /// Reads the theme files of `manifest` into its layer, one file at a time: `read` gives
    /// the bytes of one revision, which are verified, decoded and dropped before the next
    /// revision is read.
    static func assemble(
        manifest: ThemeBundleManifest, revision: String, types: LayerBaseTypes?,
        read: (ThemeBundleManifest.Entry) throws(RemoteThemeError) -> [UInt8],
        place: (ThemeBundleManifest.Entry) -> String
    ) throws(RemoteThemeError) -> RemoteThemeLayer {
        var assembler = LayerAssembler(types: types)
        for entry in distinctFiles(of: manifest) {
            try assembler.add(read(entry), revision: entry.revision, of: manifest, place: place)
        }
        return assembler.layer(manifest: manifest, revision: revision)
    }
}
