import LiveryCore

/// Several export formats rendered together into one set of files, all in memory.
///
/// One format writes straight into the output folder; several write each into a subfolder
/// named by the format's id (`css/tokens.css`, `swift/Tokens.swift`, …), so their files never
/// collide. Nothing is written: hand ``files`` to ``OutputWriter/write(_:to:)``.
///
/// ```swift
/// let batch = try ExportBatch.render(Exporter.all, request: ExportRequest(source: resolver))
/// try OutputWriter.write(batch, to: "build/tokens")
/// ```
public enum ExportBatch {
    /// Renders every exporter in `exporters` for `request`.
    ///
    /// - Parameter subfolders: whether each format goes into a folder named by its id; by
    ///   default only when there are several formats.
    /// - Throws: ``DiagnosticsError`` with the findings of the first format that fails (the
    ///   theme's own diagnostics when a combination does not resolve, otherwise one error
    ///   naming the format); no files are returned then.
    public static func render(
        _ exporters: [Exporter], request: ExportRequest, subfolders: Bool? = nil
    ) throws(DiagnosticsError) -> [OutputFile] {
        let nested = subfolders ?? (exporters.count > 1)
        var files: [OutputFile] = []
        for exporter in exporters {
            let rendered: [OutputFile]
            do {
                rendered = try exporter.render(request)
            } catch let error as DiagnosticsError {
                throw error
            } catch {
                throw DiagnosticsError([.error("\(exporter.id) export: \(error)")])
            }
            files += nested ? rendered.map { OutputFile(path: "\(exporter.id)/\($0.path)", contents: $0.contents) } : rendered
        }
        return files
    }
}
