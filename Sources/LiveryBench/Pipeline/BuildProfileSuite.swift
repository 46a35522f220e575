import Foundation
import LiveryCore
import LiveryTools

extension BenchSuite {
    /// Only `BuildPipeline.run()` (no preview, nothing written) on the medium set, a few rounds:
    /// a small driver to run under `perf` or `valgrind --tool=callgrind`.
    static let buildProfile = BenchSuite(
        name: "build-profile",
        summary: "BuildPipeline.run() only (no preview, no writing) on the medium set, 3 rounds",
        run: { BuildProfileSuite.run(.medium, name: "medium") })

    /// The same on the deep set.
    static let buildProfileDeep = BenchSuite(
        name: "build-profile-deep",
        summary: "BuildPipeline.run() only (no preview, no writing) on the deep set, 3 rounds",
        run: { BuildProfileSuite.run(.deep, name: "deep") })
}

/// Times `BuildPipeline.run()` alone, each round reading and processing the files from scratch.
enum BuildProfileSuite {
    static let rounds = 3

    @MainActor
    static func run(_ shape: SyntheticThemeShape, name: String) {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("livery-bench-build-profile-\(name)-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        do {
            try OutputWriter.write(SyntheticThemeGenerator.files(for: shape), to: folder)
        } catch {
            print("cannot write the \(name) set: \(error)")
            return
        }
        let config = BuildConfig(
            resolver: folder + "/" + SyntheticThemeGenerator.resolverFileName, output: folder + "/out", preview: false)
        var samples: [Double] = []
        var cpu: [Double] = []
        for _ in 0..<rounds {
            var outcome: BuildResult?
            let cpuBefore = processorMilliseconds()
            samples.append(Measure.milliseconds { outcome = BuildPipeline(config: config).run() })
            cpu.append(processorMilliseconds() - cpuBefore)
            guard let result = outcome, result.succeeded else {
                print("build failed: \(outcome?.diagnostics.first(where: { $0.isError })?.description ?? "?")")
                return
            }
        }
        print(
            "\(name): build ms per round: \(samples.map { String(format: "%.0f", $0) }.joined(separator: ", "))"
                + "; processor ms (every thread): \(cpu.map { String(format: "%.0f", $0) }.joined(separator: ", "))")
        stepTimes(config)
    }

    /// User and system time of every thread of the process so far, in milliseconds.
    static func processorMilliseconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        func ms(_ t: timeval) -> Double { Double(t.tv_sec) * 1000 + Double(t.tv_usec) / 1000 }
        return ms(usage.ru_utime) + ms(usage.ru_stime)
    }

    /// Each step alone, one after another on one thread: validation (the load), then every
    /// exporter on the loaded resolver (its themes already resolved), then releasing it.
    @MainActor
    static func stepTimes(_ config: BuildConfig) {
        var source: Resolver?
        let validate = Measure.milliseconds {
            source = TokenValidation.validatedSource(for: [config.resolver], mode: .default).1
        }
        var parts = ["validate \(String(format: "%.0f", validate))"]
        var options = ExportOptions()
        options.fixedContexts = config.contexts
        for exporter in Exporter.all {
            guard let loaded = source else { return }
            let ms = Measure.milliseconds {
                _ = try? ExportBatch.render([exporter], request: ExportRequest(source: loaded, options: options))
            }
            parts.append("\(exporter.id) \(String(format: "%.0f", ms))")
        }
        parts.append("release \(String(format: "%.0f", Measure.milliseconds { source = nil }))")
        print("  steps, one thread, ms: \(parts.joined(separator: ", "))\n")
    }
}
