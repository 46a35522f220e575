import Foundation
import LiveryCore
import LiveryTools

extension BenchSuite {
    /// `livery build` with every export on the generated sets (issue goals: 9k tokens × 3
    /// contexts ≤ 0.3 s; 30k tokens ≤ 2 s).
    static let build = BenchSuite(
        name: "build",
        summary: "livery build, every export, on 9k × 3 contexts and 30k tokens",
        run: { BuildSuite.run() })
}

/// Times `BuildPipeline` (validate, load, every exporter) plus writing every file with
/// `OutputWriter`, as `livery build` does; the preview page is measured separately, since the
/// goal names the exports.
enum BuildSuite {
    static let rounds = 5

    @MainActor
    static func run() {
        var table = TextTable(header: [
            "shape", "tokens/context", "contexts", "files", "build ms", "write ms", "total ms", "goal", "met",
            "+ preview ms",
        ])
        for (name, shape, goal) in [("medium", SyntheticThemeShape.medium, 300.0), ("deep", SyntheticThemeShape.deep, 2000.0)] {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livery-bench-build-\(name)-\(getpid())").path
            defer { try? FileManager.default.removeItem(atPath: folder) }
            do {
                try OutputWriter.write(SyntheticThemeGenerator.files(for: shape), to: folder + "/src")
            } catch {
                print("cannot write the \(name) set: \(error)")
                continue
            }
            let resolver = folder + "/src/" + SyntheticThemeGenerator.resolverFileName
            var builds: [Double] = []
            var writes: [Double] = []
            var previews: [Double] = []
            var fileCount = 0
            var failure: String?
            for round in 0..<rounds {
                let config = BuildConfig(resolver: resolver, output: folder + "/out\(round)", preview: false)
                var outcome: BuildResult?
                builds.append(Measure.milliseconds { outcome = BuildPipeline(config: config).run() })
                guard let result = outcome, result.succeeded else {
                    failure = outcome?.diagnostics.first(where: { $0.isError })?.description ?? "build failed"
                    break
                }
                fileCount = result.files.count
                var writeError: Diagnostic?
                writes.append(
                    Measure.milliseconds {
                        do throws(Diagnostic) { try OutputWriter.write(result.files, to: config.output) } catch {
                            writeError = error
                        }
                    })
                if let writeError {
                    failure = writeError.description
                    break
                }
                var withPreview = config
                withPreview.preview = true
                previews.append(Measure.milliseconds { _ = BuildPipeline(config: withPreview).run() })
            }
            let build = Measure.median(builds)
            let write = Measure.median(writes)
            table.rows.append([
                name, "\(shape.tokenCount)", "\(shape.contexts.count)", "\(fileCount)", String(format: "%.0f", build),
                String(format: "%.0f", write), String(format: "%.0f", build + write), "≤ \(Int(goal)) ms",
                failure.map { "FAILED: \($0)" } ?? (build + write <= goal ? "yes" : "NO"),
                String(format: "%.0f", Measure.median(previews)),
            ])
        }
        print(table.render())
        print("\nmedian of \(rounds) rounds; total = build + write; \"+ preview\" is a whole build with the preview page\n")
    }
}
