import Foundation
import LiveryCore
import LiveryTools

extension BenchSuite {
    /// Loading and resolving generated DTCG token sets (issue goals: 9k tokens × 3 contexts
    /// ≤ 50 ms to resolve every context; 30k tokens 100 deep ≤ 500 ms).
    static let tokens = BenchSuite(
        name: "tokens",
        summary: "load and resolve generated DTCG token sets (9k × 3 contexts, 30k 100 deep)",
        run: { TokensSuite.run() })
}

/// Times `Resolver` on the synthetic shapes: loading (read + parse every file, intern names)
/// and resolving every context (merge, `$type` inheritance, aliases), each with a fresh
/// resolver so no cache helps.
enum TokensSuite {
    static let rounds = 7

    @MainActor
    static func run() {
        var table = MarkdownTable(header: [
            "shape", "tokens/context", "references/context", "contexts", "load ms", "resolve all ms", "total ms",
            "goal (resolve all)", "met",
        ])
        for (name, shape, goal) in [
            ("medium", SyntheticThemeShape.medium, 50.0), ("deep", SyntheticThemeShape.deep, 500.0),
        ] {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "livery-bench-\(name)-\(getpid())"
            ).path
            defer { try? FileManager.default.removeItem(atPath: folder) }
            do {
                try OutputWriter.write(SyntheticThemeGenerator.files(for: shape), to: folder)
            } catch {
                print("cannot write the \(name) set: \(error)")
                continue
            }
            let path = folder + "/" + SyntheticThemeGenerator.resolverFileName
            var loads: [Double] = []
            var resolves: [Double] = []
            var checked = true
            for _ in 0..<rounds {
                var resolver: Resolver?
                loads.append(Measure.milliseconds { resolver = try? Resolver(path: path) })
                guard let resolver else {
                    checked = false
                    break
                }
                var themes: [ResolvedTheme] = []
                resolves.append(
                    Measure.milliseconds {
                        for input in resolver.allInputs {
                            if let theme = try? resolver.theme(for: input) { themes.append(theme) }
                        }
                    })
                checked =
                    checked && themes.count == shape.contexts.count
                    && themes.allSatisfy { $0.count == shape.tokenCount }
                    && themes.allSatisfy { $0["chain0.m\(shape.referenceDepth - 1)"]?.value.color != nil }
            }
            let load = Measure.median(loads)
            let resolve = Measure.median(resolves)
            table.rows.append([
                name, "\(shape.tokenCount)", "\(shape.referenceCount)", "\(shape.contexts.count)",
                String(format: "%.1f", load), String(format: "%.1f", resolve), String(format: "%.1f", load + resolve),
                "≤ \(Int(goal)) ms", checked ? (resolve <= goal ? "yes" : "NO") : "FAILED: wrong result",
            ])
        }
        print(table.render())
        print("\nmedian of \(rounds) rounds; a fresh Resolver each round (no theme cache)\n")
    }
}
