import Foundation
import LiveryCore
import LiveryTools

extension BenchSuite {
    /// Deriving a dark context from light on the generated 9k set with 2,000 contrast pairs
    /// (issue goal: ≤ 1 s).
    static let derive = BenchSuite(
        name: "derive",
        summary: "derive dark from light: 9k tokens, 2,000 contrast pairs",
        run: { DeriveSuite.run() })
}

/// Times `ThemeDerivation.derive` (strategy `invert-lightness`, every pair solved) on the
/// medium synthetic shape. Pairs join palette tokens `p(i)` on `p((7i + 1) mod 3000)`, each
/// needing 4.5:1, so most start failing and many tokens sit in several pairs.
enum DeriveSuite {
    static let rounds = 5
    static let pairCount = 2_000

    static func pairsFile(palette: Int) -> JSONValue {
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
        let shape = SyntheticThemeShape.medium
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livery-bench-derive-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        do {
            try OutputWriter.write(
                SyntheticThemeGenerator.files(for: shape)
                    + [OutputFile(path: "pairs.json", json: pairsFile(palette: shape.paletteTokens))], to: folder)
        } catch {
            print("cannot write the generated set: \(error)")
            return
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
                        "\(report.tokens.count) tokens derived, \(report.pairs.count) pairs checked, \(report.unresolved.count) left failing"
                }
            } catch {
                summary = "FAILED: \(error)"
                break
            }
        }
        var table = MarkdownTable(header: ["tokens", "pairs", "derive ms (median)", "goal", "met", "result"])
        let median = Measure.median(times)
        table.rows.append([
            "\(shape.tokenCount)", "\(pairCount)", String(format: "%.1f", median), "≤ 1000 ms",
            median <= 1000 ? "yes" : "NO", summary,
        ])
        print(table.render())
        print("\nmedian of \(times.count) rounds; loading the resolver and the pairs file is not timed\n")
    }
}
