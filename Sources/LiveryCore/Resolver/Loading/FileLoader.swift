import Foundation

/// Reads the JSON files a resolver references. Injectable, so tests can serve files from memory.
///
/// ```swift
/// let loader = FileLoader.memory(["app.resolver.json": "{…}", "base.tokens.json": "{…}"])
/// let resolver = try Resolver(path: "app.resolver.json", loader: loader)
/// ```
public struct FileLoader: Sendable {
    /// Loads the file at `path`, naming it `displayName` in diagnostics; non-fatal findings
    /// (a key repeated in one object) go to `warnings`.
    public var load:
        @Sendable (_ path: String, _ displayName: String, _ warnings: inout [Diagnostic]) throws(Diagnostic)
            -> JSONValue
    /// Where the token documents of loaded files are kept between loads, when anywhere
    /// (`livery serve` keeps them, so an edit reads again only the file it changed).
    package var documents: TokenDocumentCache?

    /// A loader that calls `load` for every file.
    public init(
        load:
            @escaping @Sendable (_ path: String, _ displayName: String, _ warnings: inout [Diagnostic])
            throws(Diagnostic)
            -> JSONValue
    ) {
        self.load = load
    }

    /// Reads from the file system (paths relative to the current directory).
    public static let fileSystem = FileLoader { path, displayName, warnings throws(Diagnostic) in
        try JSONFile.load(path: path, displayName: displayName, warnings: &warnings)
    }

    /// Serves `files` (path → JSON text); any other path is reported as missing.
    public static func memory(_ files: [String: String]) -> FileLoader {
        FileLoader { path, displayName, warnings throws(Diagnostic) in
            guard let text = files[FilePath.normalize(path)] ?? files[path] else {
                throw Diagnostic.error("file not found", file: displayName)
            }
            return try JSONFile.parse(Array(text.utf8), displayName: displayName, warnings: &warnings)
        }
    }

    /// This loader, except that the files in `parsed` (path → JSON) are served without reading.
    func serving(_ parsed: [String: JSONValue]) -> FileLoader {
        var loader = FileLoader { path, displayName, warnings throws(Diagnostic) in
            if let json = parsed[path] { return json }
            return try load(path, displayName, &warnings)
        }
        loader.documents = documents
        return loader
    }
}
