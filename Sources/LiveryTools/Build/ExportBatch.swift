import LiveryCore

/// Several export formats rendered together into one set of files, all in memory.
///
/// One format writes straight into the output folder; several write each into a subfolder
/// named by the format's id (`css/tokens.css`, `swift/Tokens.swift`, …), so their files never
/// collide. Nothing is written: hand `files` to ``OutputWriter/write(_:to:)``.
///
/// ```swift
/// let batch = try ExportBatch.render(Exporter.all, request: ExportRequest(source: resolver))
/// try OutputWriter.write(batch, to: "build/tokens")
/// ```
public enum ExportBatch {
    /// Renders every exporter in `exporters` for `request`, several at once on the available
    /// processors; the files come in the order of `exporters`.
    ///
    /// - Parameters:
    ///   - exporters: The formats to render, in the order their files are returned.
    ///   - request: The source and options every format renders.
    ///   - subfolders: Whether each format goes into a folder named by its id; by default
    ///     only when there are several formats.
    /// - Throws: `DiagnosticsError` with the findings of the first format that fails (the
    ///   theme's own diagnostics when a combination does not resolve, otherwise one error
    ///   naming the format); no files are returned then.
    public static func render(
        _ exporters: [Exporter], request: ExportRequest, subfolders: Bool? = nil
    ) throws(DiagnosticsError) -> [OutputFile] {
        let nested = subfolders ?? (exporters.count > 1)
        // The formats are independent and the source caches its themes, so they render side
        // by side; results are taken in the given order, and the first failure in that order wins.
        let outcomes = ParallelMap.run(exporters.count) { index -> Result<[OutputFile], DiagnosticsError> in
            let exporter = exporters[index]
            do {
                return .success(try exporter.render(request))
            } catch let error as DiagnosticsError {
                return .failure(error)
            } catch {
                return .failure(DiagnosticsError([.error("\(exporter.id) export: \(error)")]))
            }
        }
        var files: [OutputFile] = []
        for (exporter, outcome) in zip(exporters, outcomes) {
            let rendered: [OutputFile]
            switch outcome {
            case .success(let made): rendered = made
            case .failure(let error): throw error
            }
            let folder = exporter.id + "/"
            files += nested ? rendered.map { OutputFile(path: folder + $0.path, contents: $0.contents) } : rendered
        }
        return files
    }
}
