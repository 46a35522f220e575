import LiveryCore

/// The token files `livery serve` parsed, kept with their bytes: a file read again with the same
/// bytes is not parsed again, nor its tokens read again, so an edit to one file of a set
/// re-parses that file only.
///
/// Keyed by the bytes themselves rather than by a file stamp, so a write that keeps the
/// modification time (or a clock with coarse stamps) can never serve a stale parse.
///
/// ```swift
/// let cache = ParsedFileCache()
/// let resolver = try Resolver(path: "app.resolver.json", loader: cache.loader)
/// ```
package final class ParsedFileCache: Sendable {
    private struct Entry: Sendable {
        var bytes: [UInt8]
        var json: JSONValue
        var warnings: [Diagnostic]
    }

    /// By path and display name (diagnostics name the file by the latter).
    private let entries = Locked<[String: Entry]>([:])
    private let documents = TokenDocumentCache()

    /// An empty cache.
    package init() {}

    /// A loader that reads every file and parses only those whose bytes changed since the last
    /// read (files that fail to parse are not kept), and reads the token documents again only
    /// where their JSON changed (``TokenDocumentCache``).
    package var loader: FileLoader {
        var loader = FileLoader { [entries] path, displayName, warnings throws(Diagnostic) in
            let bytes = try JSONFile.read(path: path, displayName: displayName)
            let key = path + "\u{0}" + displayName
            if let entry = entries.withLock({ $0[key] }), entry.bytes == bytes {
                warnings += entry.warnings
                return entry.json
            }
            var found: [Diagnostic] = []
            let json = try JSONFile.parse(bytes, displayName: displayName, warnings: &found)
            entries.withLock { $0[key] = Entry(bytes: bytes, json: json, warnings: found) }
            warnings += found
            return json
        }
        loader.documents = documents
        return loader
    }
}
