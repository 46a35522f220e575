import Foundation
import LiveryCore
import LiveryTools

extension BenchSuite {
    /// Deriving a dark context from light: 1,000 color tokens × 300 pairs (issue 11's goal:
    /// ≤ 1 s), then the generated 9k set with 2,000 contrast pairs. Each run includes the
    /// audit of the derived file in place that the report is.
    static let derive = BenchSuite(
        name: "derive",
        summary: "derive dark from light: 1,000 colors × 300 pairs, 9k tokens × 2,000 pairs",
        run: { DeriveSuite.run() })
}

/// Times `ThemeDerivation.derive` (strategy `invert-lightness`, every pair solved, then the
/// written document audited in place — the report) on generated sets: 1,000 literal colors
/// per context with 300 pairs (the size), and the medium shape with 2,000 pairs. Pairs
/// join palette tokens `p(i)` on `p((7i + 1) mod palette)`, each needing 4.5:1, so most start
/// failing and many tokens sit in several pairs.
enum DeriveSuite {
    static let rounds = 5
    /// The size, then the larger generated set.
    static let cases: [(shape: SyntheticThemeShape, pairs: Int)] = [
        (SyntheticThemeShape(paletteTokens: 1_000, chains: 0, referenceDepth: 1, contexts: ["light", "dark"]), 300),
        (.medium, 2_000),
    ]

    static func pairsFile(palette: Int, pairCount: Int) -> JSONValue {
        .object(
            JSONObject([
                (
                    key: "pairs",
                    value: .array(
                        (0..<pairCount).map { i in
                            [
                                "foreground": .string("palette.p\(i % palette)"),
                                "background": .string("palette.p\((7 * i + 1) % palette)"),
                                "minimum": "text",
                            ]
                        })
                )
            ]))
    }

    @MainActor
    static func run() {
        var table = MarkdownTable(header: ["tokens", "pairs", "derive ms (median)", "goal", "met", "result"])
        for (shape, pairCount) in cases { table.rows.append(row(shape: shape, pairCount: pairCount)) }
        print(table.render())
        print("\nmedian of \(rounds) rounds; loading the resolver and the pairs file is not timed\n")
    }

    @MainActor
    static func row(shape: SyntheticThemeShape, pairCount: Int) -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livery-bench-derive-\(getpid())")
            .path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        do {
            try OutputWriter.write(
                SyntheticThemeGenerator.files(for: shape)
                    + [
                        OutputFile(
                            path: "pairs.json", json: pairsFile(palette: shape.paletteTokens, pairCount: pairCount))
                    ], to: folder)
        } catch {
            return [
                "\(shape.tokenCount)", "\(pairCount)", "-", "≤ 1000 ms", "NO",
                "cannot write the generated set: \(error)",
            ]
        }
        var times: [Double] = []
        var summary = "no run"
        for _ in 0..<rounds {
            do {
                let resolver = try Resolver(path: folder + "/" + SyntheticThemeGenerator.resolverFileName)
                let requirements = try ContrastRequirements.load(path: folder + "/pairs.json")
                var result: ThemeDerivation.Result?
                var failure: (any Error)?
                times.append(
                    Measure.milliseconds {
                        do {
                            let input = try DeriveInput(resolver: resolver, from: "light", to: "dark")
                            result = try ThemeDerivation.derive(
                                input,
                                options: .init(strategy: .invertLightness, requirements: requirements, overwrite: true))
                        } catch {
                            failure = error
                        }
                    })
                if let failure {
                    summary = "FAILED: \(failure)"
                    break
                }
                if let report = result?.report {
                    summary =
                        "\(report.tokens.count) tokens derived, \(report.pairs.count) checks audited in place, \(report.unresolved.count) failing"
                }
            } catch {
                summary = "FAILED: \(error)"
                break
            }
        }
        let median = Measure.median(times)
        return [
            "\(shape.tokenCount)", "\(pairCount)", String(format: "%.1f", median), "≤ 1000 ms",
            median <= 1000 ? "yes" : "NO", summary,
        ]
    }
}
