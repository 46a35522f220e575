import Foundation
import LiveryCore
import LiveryTools

extension BenchSuite {
    /// How far the dark strategy's settings could take each system: a grid over the derived
    /// page's lightness, the text's, the text's share of the curve and whether foregrounds keep
    /// the light's contrast, every fixture and corpus system derived at every point (issue 19's
    /// leave-one-out, done as a fit instead of by hand).
    static let deriveFrontier = BenchSuite(
        name: "derive-frontier",
        summary:
            "derive-quality over a grid of the dark strategy's constants: leave-one-out choice, each system's best",
        run: { DeriveFrontierSuite.run() })
}

/// For every point of a grid over four settings of the dark strategy — the lightness white
/// takes as a surface (the derived page, 0.25 as shipped), the lightness a mid grey (OKLCH L
/// 0.56) takes as text (0.82), how far text on a ramp lands from its mirrored step toward that
/// text curve (`DerivationStrategy.textShare`, 0.5), and whether foregrounds keep the light's
/// contrast (on) — derives each fixture and each corpus system that is not held out, and
/// scores it against its goals. Then, per system:
/// - *leave-one-out*: the point that the other systems alone choose (the least sum of their
///   goal ratios, a point losing a check counted as 100), and what it gives this system;
/// - *best*: the point best for this system itself — an oracle, which says whether any point
///   of the grid meets the system's goals at all.
///
/// A system's goal ratio is max(median / 5, p90 / 15) (fixtures: median / 5); ≤ 1 meets the
/// distance goals. The held-out systems are never derived here: a grid would read them.
enum DeriveFrontierSuite {
    struct Point: Hashable {
        var page: Double
        var text: Double
        var share: Double
        var keepsContrast: Bool

        var label: String {
            String(format: "%.3f / %.2f / %.2f", page, text, share) + (keepsContrast ? " / keeps" : " / free")
        }
    }

    /// The page lightnesses, mid-grey text lightnesses and text shares tried, each with and
    /// without the light's contrast kept; the shipped strategy is (0.25, 0.82, 0.5, kept).
    static let pages = [0.15, 0.175, 0.2, 0.225, 0.25, 0.275, 0.3]
    static let texts = [0.72, 0.77, 0.82, 0.87, 0.92]
    static let shares = [0.0, 0.25, 0.5, 0.75]
    static let shipped = Point(page: 0.25, text: 0.82, share: 0.5, keepsContrast: true)

    /// The shipped dark strategy with its surface line through (white, `page`) and its text
    /// line through (mid grey 0.56, `text`), slopes as shipped (0.7 and 0.5).
    static func strategy(_ point: Point) -> DerivationStrategy {
        var strategy = DerivationStrategy.invertLightness
        strategy.foreground = DerivationStrategy.line(point.text + 0.5 * 0.56, 0.5)
        strategy.background = DerivationStrategy.line(point.page + 0.7, 0.7)
        strategy.keepsSourceContrast = point.keepsContrast
        strategy.textShare = point.share
        return strategy
    }

    struct Score {
        var median: Double
        var p90: Double
        /// A check lost that the goals keep (fixtures: one the light passes; corpus: one the
        /// light and the designers' dark pass, or fewer passes than the designers' dark).
        var losesChecks: Bool
        var isFixture: Bool

        var ratio: Double { isFixture ? median / 5 : Swift.max(median / 5, p90 / 15) }
        var cost: Double { losesChecks ? 100 : ratio }
        var label: String {
            String(format: "%.2f / %.2f", median, p90) + (losesChecks ? " (checks lost)" : "")
                + (ratio <= 1 && !losesChecks ? " met" : "")
        }
    }

    @MainActor
    static func run() {
        let systems =
            DeriveQualitySuite.fixtures.map { ($0, true) }
            + DeriveQualitySuite.corpusFixtures().filter { !DeriveQualitySuite.isHeldOut($0.name) }.map {
                ($0, false)
            }
        let points = pages.flatMap { page in
            texts.flatMap { text in
                shares.flatMap { share in
                    [true, false].map { Point(page: page, text: text, share: share, keepsContrast: $0) }
                }
            }
        }
        var scores: [String: [Point: Score]] = [:]
        for (fixture, isFixture) in systems {
            for point in points {
                guard
                    let m = try? DeriveQualitySuite.measurement(fixture, strategy: strategy(point), detail: false),
                    let median = m.median, let p90 = m.p90
                else { continue }
                let loses = isFixture ? m.lost > 0 : (m.bothLost > 0 || m.derivedPassing < m.handPassing)
                scores[fixture.name, default: [:]][point] = Score(
                    median: median, p90: p90, losesChecks: loses, isFixture: isFixture)
            }
        }
        var table = MarkdownTable(header: [
            "system", "shipped \(shipped.label)", "leave-one-out point", "its score", "best point", "its score",
        ])
        for (fixture, _) in systems {
            let name = fixture.name
            guard let own = scores[name], let here = own[shipped] else {
                table.rows.append([name, "FAILED", "", "", "", ""])
                continue
            }
            let others = scores.filter { $0.key != name }.map(\.value)
            let chosen = points.min { a, b in cost(a, others) < cost(b, others) } ?? shipped
            let best = points.filter { own[$0] != nil }.min { a, b in
                (own[a]?.cost ?? .infinity, own[a]?.median ?? 0) < (own[b]?.cost ?? .infinity, own[b]?.median ?? 0)
            }
            table.rows.append([
                name, here.label, chosen.label, own[chosen]?.label ?? "-", best?.label ?? "-",
                best.flatMap { own[$0]?.label } ?? "-",
            ])
        }
        print(table.render())
        print(
            "\npoints: derived page lightness (white as a surface) / mid-grey text lightness / text share (mirrored step → curve) / whether foregrounds keep the light's contrast; scores: median / p90 ΔE OK × 100; "
                + "\(points.count) points × \(systems.count) systems; held-out systems are not derived here\n")
    }

    /// The sum of the goal costs of `systems` at `point` (a system with no score there: 100).
    static func cost(_ point: Point, _ systems: [[Point: Score]]) -> Double {
        systems.reduce(0) { $0 + ($1[point]?.cost ?? 100) }
    }
}
