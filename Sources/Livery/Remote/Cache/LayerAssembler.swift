import LiveryCore

/// Checks theme files against their manifest and merges them into one ``RemoteThemeLayer``:
/// the same steps for downloaded files and for files read back from the cache.
enum LayerAssembler {
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

    /// The layer of one theme file: its payload must hold exactly the member `entry.key`.
    static func layerMember(
        of bytes: [UInt8], for entry: ThemeBundleManifest.Entry
    ) throws(RemoteThemeError.Reason)
        -> JSONValue
    {
        let payload = try parse(bytes)
        guard let object = payload.objectValue, object.count == 1, let layer = object[entry.key] else {
            throw .payloadMismatch("the file must hold exactly the layer \"\(entry.key)\"")
        }
        return layer
    }

    /// One entry per distinct theme file of `manifest` (the first naming its revision), in
    /// the manifest's order: the files to read, once each.
    static func distinctFiles(of manifest: ThemeBundleManifest) -> [ThemeBundleManifest.Entry] {
        var seen: Set<String> = []
        return manifest.themes.filter { seen.insert($0.revision).inserted }
    }

    /// Verifies the bytes of the theme file `revision` against every entry of `manifest` that
    /// names it and adds each entry's layer to `payload`.
    static func add(
        _ bytes: [UInt8], revision: String, of manifest: ThemeBundleManifest, to payload: inout JSONObject,
        place: (ThemeBundleManifest.Entry) -> String
    ) throws(RemoteThemeError) {
        for entry in manifest.themes where entry.revision == revision {
            do throws(RemoteThemeError.Reason) {
                try verify(bytes, against: entry)
                payload[entry.key] = try layerMember(of: bytes, for: entry)
            } catch {
                throw RemoteThemeError(error, at: place(entry))
            }
        }
    }

    /// Merges the theme files of `manifest` into its layer, one file at a time: `read` gives
    /// the bytes of one revision, which are verified, parsed and dropped before the next
    /// revision is read.
    static func assemble(
        manifest: ThemeBundleManifest, revision: String,
        read: (ThemeBundleManifest.Entry) throws(RemoteThemeError) -> [UInt8],
        place: (ThemeBundleManifest.Entry) -> String
    ) throws(RemoteThemeError) -> RemoteThemeLayer {
        var payload = JSONObject()
        for entry in distinctFiles(of: manifest) {
            try add(read(entry), revision: entry.revision, of: manifest, to: &payload, place: place)
        }
        return RemoteThemeLayer(manifest: manifest, revision: revision, payload: .object(payload))
    }
}
