/// The exporters `livery export` can choose from, by id.
///
/// Built from a list that must not repeat an id; it looks formats up for `--format` and renders
/// the help lines listing them.
///
/// ```swift
/// let registry = try ExporterRegistry(Exporter.all)
/// let css = try registry.exporter(id: "css")
/// registry.helpLines   // ["css        CSS custom properties …", …]
/// ```
public struct ExporterRegistry: Sendable {
    /// The exporters in the order they were given.
    public let exporters: [Exporter]

    /// - Throws: ``ExportError/duplicateFormat(_:)`` when two exporters share an id.
    public init(_ exporters: [Exporter]) throws(ExportError) {
        var seen: Set<String> = []
        for exporter in exporters where !seen.insert(exporter.id).inserted {
            throw .duplicateFormat(exporter.id)
        }
        self.exporters = exporters
    }

    /// The ids, in order: the allowed values of `--format`.
    public var ids: [String] { exporters.map(\.id) }

    /// - Throws: ``ExportError/unknownFormat(_:known:)`` listing the ids there are.
    public func exporter(id: String) throws(ExportError) -> Exporter {
        guard let exporter = exporters.first(where: { $0.id == id }) else {
            throw .unknownFormat(id, known: ids)
        }
        return exporter
    }

    /// One help line per format: the id padded to a column, then the summary.
    public var helpLines: [String] {
        let width = (exporters.map(\.id.count).max() ?? 0) + 2
        return exporters.map { $0.id + String(repeating: " ", count: width - $0.id.count) + $0.summary }
    }
}
