import LiveryCore

/// Where an imported token came from: the file as the user named it, and the line or key
/// within it when the format makes that known. Used to place diagnostics.
public struct ImportSource: Sendable, Hashable {
    /// The file the token came from.
    public var file: String
    /// The 1-based line, for line-oriented formats (text tables, Swift sources, XML).
    public var line: Int?
    /// The key or element inside the file (`Global.backgroundColor`, `color[name=accent]`).
    public var key: String?

    /// A place in `file`, at `line` or under `key` when known.
    public init(file: String, line: Int? = nil, key: String? = nil) {
        self.file = file
        self.line = line
        self.key = key
    }

    /// A diagnostic placed at this source.
    public func error(_ message: String) -> Diagnostic {
        .error(message, file: file, path: key, location: line.map { SourceLocation(line: $0, column: 1) })
    }

    /// A warning placed at this source.
    public func warning(_ message: String) -> Diagnostic {
        .warning(message, file: file, path: key, location: line.map { SourceLocation(line: $0, column: 1) })
    }
}

/// One token of an imported theme: its path, value, and where it was read.
public struct ImportedToken: Sendable, Hashable {
    /// The DTCG path segments (`["Global", "backgroundColor"]` → `Global.backgroundColor`).
    public var path: [String]
    /// The token's value.
    public var value: ImportedValue
    /// Where it was read.
    public var source: ImportSource
    /// A `$description`, when the source format carries a comment or note.
    public var description: String?

    /// A token at `path` of `value`, read at `source`.
    public init(path: [String], value: ImportedValue, source: ImportSource, description: String? = nil) {
        self.path = path
        self.value = value
        self.source = source
        self.description = description
    }

    /// The path as DTCG writes it in references: segments joined by `.`.
    public var name: String { path.joined(separator: ".") }
}
