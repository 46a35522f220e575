import LiveryCore

/// `livery build`: the whole token pipeline from one ``BuildConfig`` — validate the resolver,
/// audit its contrast pairs, render every export and the preview page — in memory.
///
/// Steps run in order and stop at the first that fails (an error in the tokens, a failing
/// contrast pair, an export that cannot be rendered); the result then holds no files, so a
/// failed build writes nothing. On success, write ``BuildResult/files`` into
/// ``BuildConfig/output`` with ``OutputWriter``: each export in a folder named by its format
/// (`css/`, `swift/`, …) and `preview.html` beside them.
///
/// ```swift
/// let config = try BuildConfig.load(path: "livery.json")
/// let result = BuildPipeline(config: config).run()
/// print(result.text)
/// if result.succeeded { try OutputWriter.write(result.files, to: config.output) }
/// ```
public struct BuildPipeline: Sendable {
    /// What to build.
    public var config: BuildConfig

    /// A pipeline for `config`.
    public init(config: BuildConfig) {
        self.config = config
    }

    /// Runs every step; never throws — what went wrong is in the result's steps and diagnostics.
    public func run() -> BuildResult {
        var result = BuildResult()
        let mode: ValidationMode = config.strict ? .strict : .default
        // One load serves validation and export: the themes validation builds are cached.
        let (report, source) = TokenValidation.validatedSource(for: [config.resolver], mode: mode)
        result.diagnostics += report.diagnostics
        result.record("validate", report.summary, passed: !report.hasErrors)
        guard !report.hasErrors, let resolver = source else { return result }
        result.inputs = resolver.files + (config.pairs.map { [$0] } ?? [])
        guard audit(resolver, into: &result) else { return result }

        var options = ExportOptions()
        options.fixedContexts = config.contexts
        var files: [OutputFile] = []
        let exporters = config.exports.map { ids in Exporter.all.filter { ids.contains($0.id) } } ?? Exporter.all
        do throws(DiagnosticsError) {
            files += try ExportBatch.render(
                exporters, request: ExportRequest(source: resolver, options: options), subfolders: true)
        } catch {
            result.diagnostics += error.diagnostics
            result.record("export", "failed", passed: false)
            return result
        }
        result.record("export", "\(exporters.map(\.id).joined(separator: ", ")): \(CountText.of(files.count, "file"))")

        if config.preview {
            do {
                files.append(try PreviewPage.render(source: resolver, options: options, path: "preview.html"))
                result.record("preview", "preview.html")
            } catch let error as DiagnosticsError {
                result.diagnostics += error.diagnostics
                result.record("preview", "failed", passed: false)
                return result
            } catch {
                result.diagnostics.append(.error("preview: \(error)"))
                result.record("preview", "failed", passed: false)
                return result
            }
        } else {
            result.record("preview", "skipped: \"preview\" is false")
        }
        result.files = files
        return result
    }

    /// Runs the audit when the config names pairs; `false` when it found a failing pair or an error.
    private func audit(_ resolver: Resolver, into result: inout BuildResult) -> Bool {
        guard let pairs = config.pairs else {
            result.record("audit", "skipped: no pairs file")
            return true
        }
        do throws(DiagnosticsError) {
            let report = try ContrastAudit.run(try ContrastRequirements.load(path: pairs), on: resolver)
            result.audit = report
            result.record(
                "audit", "\(CountText.of(report.results.count, "check")), \(report.failures.count) failed",
                passed: report.passed)
            return report.passed
        } catch {
            result.diagnostics += error.diagnostics
            result.record("audit", "cannot check \(pairs)", passed: false)
            return false
        }
    }
}
