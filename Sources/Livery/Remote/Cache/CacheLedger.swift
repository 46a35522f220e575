import Foundation
import LiveryCore

/// `cache-files.json`: every file the cache itself wrote under `manifests/` and `themes/`.
///
/// The cache removes only files this list names, so a folder that also holds someone else's
/// files (a publish folder, a home folder) never loses them. The list is written before the
/// files it adds, so no file the cache wrote is ever missing from it; a name whose file is
/// gone is dropped at the next prune.
struct CacheLedger: Sendable, Hashable {
    static let fileName = "cache-files.json"
    static let formatName = "livery.theme-cache-files"
    static let formatVersion = 1

    /// Paths relative to the cache folder (`themes/<revision>.json`).
    var files: Set<String>

    var bytes: [UInt8] {
        var object = JSONObject()
        object["format"] = .string(Self.formatName)
        object["version"] = .number(Double(Self.formatVersion))
        object["files"] = .array(files.sorted().map(JSONValue.string))
        return Array(JSONWriter.string(.object(object)).utf8)
    }

    /// Reads a ledger; `nil` when `bytes` are not one this build wrote.
    init?(bytes: [UInt8]) {
        guard let json = try? JSONParser.parse(bytes), json["format"]?.stringValue == Self.formatName,
            json["version"]?.numberValue == Double(Self.formatVersion), let list = json["files"]?.arrayValue
        else { return nil }
        var files: Set<String> = []
        for entry in list {
            guard let path = entry.stringValue, Self.isCachePath(path) else { return nil }
            files.insert(path)
        }
        self.files = files
    }

    init(files: Set<String>) {
        self.files = files
    }

    /// Whether `path` is a name the cache gives its files: `manifests/` or `themes/`, then a
    /// revision (64 lowercase hexadecimal digits) and `.json`.
    static func isCachePath(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0] == "manifests" || parts[0] == "themes", parts[1].hasSuffix(".json") else {
            return false
        }
        return ThemeBundleManifest.isRevision(String(parts[1].dropLast(".json".count)))
    }
}
