import Foundation

/// Reads JSON files from disk with errors that say where: the file as the user named it, and
/// the line and column of the problem.
public enum JSONFile {
    /// The largest file read by default (256 MiB); larger files are refused before reading.
    public static let defaultSizeLimit = 256 << 20

    /// Loads and parses the JSON file at `path`.
    ///
    /// - Parameters:
    ///   - path: The file system path.
    ///   - displayName: How diagnostics name the file (e.g. the path relative to the resolver).
    ///   - warnings: Receives a warning for every key repeated within one object.
    ///   - sizeLimit: The largest file read, in bytes; a larger one is refused before reading.
    /// - Throws: A ``Diagnostic`` when the file is missing, unreadable, too large, empty, not
    ///   UTF-8 or not valid JSON.
    public static func load(
        path: String, displayName: String? = nil, sizeLimit: Int = defaultSizeLimit,
        warnings: inout [Diagnostic]
    ) throws(Diagnostic) -> JSONValue {
        let name = displayName ?? path
        let bytes = try read(path: path, displayName: name, sizeLimit: sizeLimit)
        return try parse(bytes, displayName: name, warnings: &warnings)
    }

    /// Loads and parses the JSON file at `path`, ignoring repeated keys.
    public static func load(path: String, displayName: String? = nil) throws(Diagnostic) -> JSONValue {
        var warnings: [Diagnostic] = []
        return try load(path: path, displayName: displayName, warnings: &warnings)
    }

    /// Parses JSON bytes that came from `displayName`, with diagnostics naming it.
    public static func parse(
        _ bytes: [UInt8], displayName: String, warnings: inout [Diagnostic]
    ) throws(Diagnostic) -> JSONValue {
        var duplicates: [JSONDuplicateKey] = []
        do {
            let value = try JSONParser.parse(bytes, duplicateKeys: &duplicates)
            for d in duplicates {
                warnings.append(
                    .warning(
                        "key \"\(d.key)\" appears twice in one object; the last value is used",
                        file: displayName, location: d.location))
            }
            return value
        } catch {
            throw .error("invalid JSON: \(error.message)", file: displayName, location: error.location)
        }
    }

    /// Reads a file's bytes, refusing directories, missing files and files over `sizeLimit`.
    public static func read(
        path: String, displayName: String, sizeLimit: Int = defaultSizeLimit
    ) throws(Diagnostic)
        -> [UInt8]
    {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .error("no such file", file: displayName)
        }
        if isDirectory.boolValue { throw .error("is a folder, not a file", file: displayName) }
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        if let size = attributes?[.size] as? NSNumber, size.intValue > sizeLimit {
            throw .error("the file is \(size.intValue) bytes; the limit is \(sizeLimit)", file: displayName)
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .error("cannot be read (permissions?)", file: displayName)
        }
        return [UInt8](data)
    }
}
