import LiveryCore
import LiveryTools

/// The harness every importer shares: unpack the files, ask the importer which it would pick
/// from a folder and whether it recognises the paths, import, and check that what it wrote is
/// a resolver that loads and validates — an import must never produce files `livery validate`
/// refuses.
public enum ImporterHarness {
    public static func run(_ importer: Importer, _ bytes: [UInt8]) {
        let files = FuzzFiles.unpack(bytes)
        guard !files.isEmpty else { return }
        let paths = files.map(\.path)
        FuzzCheck.blackHole(paths.filter(importer.accepts).count)
        FuzzCheck.blackHole(importer.detect?(paths))
        let result: ImportResult
        do {
            result = try importer.run(files)
        } catch {
            FuzzCheck.render(error.diagnostics)
            return
        }
        FuzzCheck.render(result.warnings)
        checkOutputValidates(result, importer: importer.id)
    }

    /// The imported resolver, loaded from the files in memory, validates without errors.
    static func checkOutputValidates(_ result: ImportResult, importer: String) {
        var texts: [String: String] = [:]
        for file in result.files { texts[file.path] = file.text }
        guard let resolverFile = result.files.first(where: { $0.path.hasSuffix(".resolver.json") }) else {
            FuzzCheck.expect(false, "the \(importer) import wrote no resolver file: \(result.files.map(\.path))")
            return
        }
        let report: ValidationReport
        do {
            report = try Resolver(path: resolverFile.path, loader: .memory(texts)).validate()
        } catch {
            FuzzCheck.expect(false, "the \(importer) import wrote a resolver that does not load: \(error)")
            return
        }
        let errors = report.errors
        FuzzCheck.expect(
            errors.isEmpty,
            "the \(importer) import wrote files that do not validate:\n"
                + errors.map(\.description).joined(separator: "\n"))
    }
}
