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

    /// Merges verified files (by revision) into the layer of `manifest`.
    static func assemble(
        manifest: ThemeBundleManifest, revision: String, files: [String: [UInt8]],
        place: (ThemeBundleManifest.Entry) -> String
    ) throws(RemoteThemeError) -> RemoteThemeLayer {
        var payload = JSONObject()
        for entry in manifest.themes {
            do throws(RemoteThemeError.Reason) {
                guard let bytes = files[entry.revision] else {
                    throw RemoteThemeError.Reason.corruptCache("missing file")
                }
                try verify(bytes, against: entry)
                payload[entry.key] = try layerMember(of: bytes, for: entry)
            } catch {
                throw RemoteThemeError(error, at: place(entry))
            }
        }
        return RemoteThemeLayer(manifest: manifest, revision: revision, payload: .object(payload))
    }
}
