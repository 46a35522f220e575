import LiveryCore

/// A reader of one foreign theme format: SwiftTheme files, DKNightVersion's color table,
/// Xcode asset catalogs, Android resources, ….
///
/// An importer is a value, not a subclass: an id for `--from`, a one-line summary for help,
/// a filter for the files it wants from named folders, an optional detector, and a `read`
/// function from input files to the common ``ImportedTheme`` model. Every importer shares one
/// writer (``DTCGThemeWriter``) from that model to DTCG files, so adding a format is adding
/// one file that defines a `static let`.
///
/// ```swift
/// let registry = try ImporterRegistry(Importer.all)
/// let importer = try registry.importer(named: "android")
/// let files = try InputFile.load(["app/src/main/res"], accepting: importer.accepts)
/// let result = try importer.run(files)
/// try OutputWriter.write(result.files, to: "tokens-out")
/// ```
public struct Importer: Sendable {
    /// The name given to `--from` (`swifttheme`, `android`, …).
    public var id: String
    /// One line for `livery import --help`.
    public var summary: String
    /// Which files below a named folder the importer wants, by their path relative to the
    /// folder (named files are always read).
    public var accepts: @Sendable (String) -> Bool
    /// Whether the paths the user named look like this format, for running without `--from`.
    public var detect: (@Sendable ([String]) -> Bool)?
    /// Reads the input files into the common model; errors carry file and line or key.
    public var read: @Sendable ([InputFile]) throws(DiagnosticsError) -> ImportedTheme

    /// An importer `id` of `summary`, reading the files `accepts` takes (and recognising its input with `detect`)
    /// through `read`.
    public init(
        id: String, summary: String, accepts: @escaping @Sendable (String) -> Bool,
        detect: (@Sendable ([String]) -> Bool)? = nil,
        read: @escaping @Sendable ([InputFile]) throws(DiagnosticsError) -> ImportedTheme
    ) {
        self.id = id
        self.summary = summary
        self.accepts = accepts
        self.detect = detect
        self.read = read
    }
}

/// What an import produces: DTCG files to write, and the warnings met on the way.
public struct ImportResult: Sendable {
    /// `<name>.resolver.json` and `tokens/<layer>.tokens.json`, ready for ``OutputWriter``.
    public var files: [OutputFile]
    /// What the import could not read or found missing, as warnings.
    public var warnings: [Diagnostic]
    /// The model the files were written from.
    public var theme: ImportedTheme
    /// The paths of the files read (set by `ImporterRegistry.run(format:paths:name:)`), so
    /// that the caller can refuse an output that would replace one of them.
    public var inputs: [String] = []
}

extension Importer {
    /// Reads `files` and writes the theme as DTCG files in memory.
    ///
    /// - Parameters:
    ///   - files: The files to read, as found in the given paths.
    ///   - name: The resolver's name; the importer's own choice (the catalog or table name)
    ///     when `nil`.
    /// - Throws: `DiagnosticsError` with every error found; no files are produced then.
    public func run(_ files: [InputFile], name: String? = nil) throws(DiagnosticsError) -> ImportResult {
        guard !files.isEmpty else {
            throw DiagnosticsError([.error("no input files for the \(id) importer")])
        }
        var theme = try read(files)
        if let name { theme.name = name }
        // A file that parses but holds nothing to import (a `colors.xml` with only a
        // processing instruction, an empty catalog) is an error: an empty resolver written
        // with exit status 0 would look like a successful import.
        if theme.layers.allSatisfy(\.tokens.isEmpty) {
            let read = files.map(\.path).joined(separator: ", ")
            throw DiagnosticsError(
                theme.warnings + [
                    .error("found no tokens to import in \(read) (the \(id) importer read it, and nothing is written)")
                ])
        }
        let output = try DTCGThemeWriter.files(for: theme)
        try Self.checkValidates(output)
        return ImportResult(files: output, warnings: theme.warnings + theme.coverageWarnings(), theme: theme)
    }
}

extension Importer {
    /// Refuses an import whose files `livery validate` would refuse: a value read verbatim
    /// from a DTCG-like format (a composite holding a reference, a typed value of the wrong
    /// shape) is checked here, by the validator itself, before anything is written.
    static func checkValidates(_ files: [OutputFile]) throws(DiagnosticsError) {
        var texts: [String: String] = [:]
        for file in files { texts[file.path] = file.text }
        guard let resolver = files.first(where: { $0.path.hasSuffix(".resolver.json") }) else { return }
        let report = try Resolver(path: resolver.path, loader: .memory(texts)).validate()
        let errors = report.errors
        guard errors.isEmpty else {
            throw DiagnosticsError(
                errors + [
                    .error(
                        "the imported tokens would not validate (the places above are in the files the import would write); nothing is written"
                    )
                ])
        }
    }
}
