/// The exporters `livery export` can choose from, by id: a ``Registry`` of ``Exporter``s.
///
/// Built from a list that must not repeat an id; it looks formats up for `--format` and renders
/// the help lines listing them.
///
/// ```swift
/// let registry = try ExporterRegistry(Exporter.all)
/// let css = try registry.exporter(id: "css")
/// registry.helpLines   // ["css        CSS custom properties …", …]
/// ```
public typealias ExporterRegistry = Registry<Exporter>

extension Exporter: RegistryEntry {}

extension Registry where Entry == Exporter {
    /// - Throws: ``ExportError/duplicateFormat(_:)`` when two exporters share an id.
    public init(_ exporters: [Exporter]) throws(ExportError) {
        do {
            try self.init(entries: exporters)
        } catch {
            throw .duplicateFormat(error.id)
        }
    }

    /// The exporters in the order they were given.
    public var exporters: [Exporter] { entries }

    /// - Throws: ``ExportError/unknownFormat(_:known:)`` listing the ids there are.
    public func exporter(id: String) throws(ExportError) -> Exporter {
        guard let exporter = self[id: id] else { throw .unknownFormat(id, known: ids) }
        return exporter
    }
}
