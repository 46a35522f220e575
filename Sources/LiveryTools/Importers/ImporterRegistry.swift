import LiveryCore

extension Importer {
    /// Every built-in importer, in the order `livery import --help` lists them.
    public static let all: [Importer] = [
        .swiftTheme, .dkNightVersion, .swiftEnumPairs, .xcassets, .android, .figma, .tokensStudio, .styleDictionary,
    ]
}

/// Importers by id: a ``Registry`` of ``Importer``s; building one rejects two importers with
/// the same id.
///
/// ```swift
/// let registry = try ImporterRegistry(Importer.all)
/// try registry.importer(named: "xcassets").summary
/// ```
public typealias ImporterRegistry = Registry<Importer>

extension Importer: RegistryEntry {}

extension Registry where Entry == Importer {
    /// - Throws: A `Diagnostic` naming an id registered twice.
    public init(_ importers: [Importer]) throws(Diagnostic) {
        do {
            try self.init(entries: importers)
        } catch {
            throw .error("two importers share the id \"\(error.id)\"")
        }
    }

    /// The importers in registration order.
    public var importers: [Importer] { entries }

    /// The importer for `--from id`.
    ///
    /// - Throws: A `Diagnostic` listing the known formats when `id` is not one of them.
    public func importer(named id: String) throws(Diagnostic) -> Importer {
        if let importer = self[id: id] ?? self[id: id.lowercased()] { return importer }
        throw .error("unknown import format \"\(id)\"; known formats: \(ids.joined(separator: ", "))")
    }

    /// The importer whose detector recognises `paths`, when exactly one does.
    ///
    /// - Throws: A `Diagnostic` when none or several recognise them (asking for `--from`).
    public func detect(_ paths: [String]) throws(Diagnostic) -> Importer {
        let matches = importers.filter { $0.detect?(paths) ?? false }
        if matches.count == 1 { return matches[0] }
        if matches.isEmpty {
            throw .error(
                "cannot tell the format of \(paths.joined(separator: ", ")); name it with --from (\(ids.joined(separator: ", ")))"
            )
        }
        throw .error(
            "\(paths.joined(separator: ", ")) could be \(matches.map(\.id).joined(separator: " or ")); name the format with --from"
        )
    }
}

extension Registry where Entry == Importer {
    /// The whole of `livery import` short of writing: picks the importer (`format`, or the one
    /// that recognises `paths`), reads the named files and folders, and produces the DTCG
    /// files in memory.
    ///
    /// ```swift
    /// let result = try ImporterRegistry(Importer.all).run(format: "android", paths: ["app/src/main/res"])
    /// try OutputWriter.write(result.files, to: "tokens")
    /// ```
    ///
    /// - Throws: `DiagnosticsError` for an unknown or undetectable format, an unreadable
    ///   path, or any error in the input; nothing is produced then.
    public func run(format: String?, paths: [String], name: String? = nil) throws(DiagnosticsError) -> ImportResult {
        guard !paths.isEmpty else { throw DiagnosticsError([.error("name the files or folders to import")]) }
        let importer: Importer
        let files: [InputFile]
        do throws(Diagnostic) {
            if let format {
                importer = try self.importer(named: format)
            } else {
                importer = try detect(paths)
            }
            files = try InputFile.load(paths, accepting: importer.accepts)
        } catch {
            throw DiagnosticsError([error])
        }
        var result = try importer.run(files, name: name)
        result.inputs = files.map(\.path)
        return result
    }
}
