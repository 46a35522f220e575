import LiveryCore

/// `current.json`, the cache's "last good" pointer: which manifest revision is good, where it
/// came from and its ETag. Replacing this one file atomically is what commits a new layer.
struct CachePointer: Sendable, Hashable {
    static let formatName = "livery.theme-cache"
    static let formatVersion = 1

    var manifestURL: String
    var etag: String?
    var manifestRevision: String

    var json: JSONValue {
        var object = JSONObject()
        object["format"] = .string(Self.formatName)
        object["version"] = .number(Double(Self.formatVersion))
        object["manifestURL"] = .string(manifestURL)
        if let etag { object["etag"] = .string(etag) }
        object["manifestRevision"] = .string(manifestRevision)
        return .object(object)
    }

    var bytes: [UInt8] { Array(JSONWriter.string(json).utf8) }

    /// Reads a pointer file's bytes; `nil` when they are not a pointer this build wrote.
    init?(bytes: [UInt8]) {
        guard let json = try? JSONParser.parse(bytes) else { return nil }
        self.init(json: json)
    }

    /// Reads a pointer; `nil` when it is not one this build wrote.
    init?(json: JSONValue) {
        guard json["format"]?.stringValue == Self.formatName,
            json["version"]?.numberValue == Double(Self.formatVersion),
            let manifestURL = json["manifestURL"]?.stringValue,
            let revision = json["manifestRevision"]?.stringValue, ThemeBundleManifest.isRevision(revision)
        else { return nil }
        self.init(manifestURL: manifestURL, etag: json["etag"]?.stringValue, manifestRevision: revision)
    }

    init(manifestURL: String, etag: String?, manifestRevision: String) {
        self.manifestURL = manifestURL
        self.etag = etag
        self.manifestRevision = manifestRevision
    }
}
