import Foundation
import LiveryCore
import LiveryTools

extension BenchSuite {
    /// How many tokens a designer has to state (`livery derive --anchor`) before each
    /// system's derived dark meets issue 19's goals: the distance from one click to the
    /// designers' own dark, counted in corrections.
    static let deriveCorrections = BenchSuite(
        name: "derive-corrections",
        summary:
            "derive-quality with a token stated, one at a time (the worst; the most telling), until each system meets its goals",
        run: { DeriveCorrectionsSuite.run() })
}

/// For every corpus system, held-out ones included (a correction is the designers' own
/// color, so nothing is chosen by it): derive, and while the goals are missed, state the token
/// farthest from the designers' dark as its designers' color (`--anchor`, worst first, ties in
/// the report's order) and derive again. The count is what a designer would do by hand to
/// bring the one-click dark to their own — one token at a time, the one that looks worst.
/// Stated tokens stay in the distances (they score 0: it is what the designer sees), and a
/// stated token can bring others along (an anchored page turns the mirrored surfaces). The
/// tokens corrected first are named for corpus systems only: a held-out system is never read
/// token by token. A second count (``telling(_:)``) states, each time, the correction among the
/// worst tokens and their pair partners that brings the dark nearest the goals.
enum DeriveCorrectionsSuite {
    /// The most corrections tried per system.
    static let limit = 250

    @MainActor
    static func run() {
        var table = MarkdownTable(header: [
            "system", "tokens", "over 15 at first", "corrections to meet the goals", "share of tokens",
            "median / p90 then", "corrections, dark palette given", "corrections, most telling first",
            "the first five corrected",
        ])
        for fixture in DeriveQualitySuite.corpusFixtures() {
            var cells = row(fixture)
            let given = row(fixture, givenPalette: true)
            cells.insert(given[3], at: 6)
            cells.insert(telling(fixture), at: 7)
            table.rows.append(cells)
        }
        print(table.render())
        print(
            "\ngoals: every check the light and the designers' dark pass, at least the designers' passes, median ΔE OK × 100 ≤ 5, p90 ≤ 15; a correction states one token as its designers' dark color (`livery derive --anchor`), the worst first; at most \(limit)\n"
        )
    }

    /// How many corrections `fixture` needs when each is the one, among the worst tokens and
    /// the tokens they are paired with, that brings the dark nearest the goals: a designer who
    /// states a label's fill rather than the text that reads wrong on it.
    static func telling(_ fixture: DeriveQualitySuite.Fixture) -> String {
        do {
            let requirements = try ContrastRequirements.load(path: fixture.pairs)
            var partners: [String: [String]] = [:]
            for pair in requirements.pairs {
                partners[pair.foreground, default: []].append(pair.background)
                partners[pair.background, default: []].append(pair.foreground)
            }
            var anchors: [String: Color] = [:]
            var m = try DeriveQualitySuite.measurement(fixture, detail: false)
            while !m.meetsCorpusGoals, anchors.count < limit {
                let distance = Dictionary(m.distances.map { ($0.name, $0.distance) }) { a, _ in a }
                let worst = m.distances.filter { anchors[$0.name] == nil && $0.distance > 0 }
                    .enumerated().sorted { ($0.element.distance, -$0.offset) > ($1.element.distance, -$1.offset) }
                    .prefix(candidatesPerStep).map(\.element.name)
                var candidates: [String] = []
                for name in worst + worst.flatMap({ partners[$0] ?? [] })
                where anchors[name] == nil && (distance[name] ?? 0) > 0 && !candidates.contains(name) {
                    candidates.append(name)
                }
                var best: (score: [Double], anchors: [String: Color], m: DeriveQualitySuite.Measurement)?
                for name in candidates {
                    guard let color = m.handMade[name] else { continue }
                    var tried = anchors
                    tried[name] = color
                    let after = try DeriveQualitySuite.measurement(fixture, detail: false, anchors: tried)
                    let score = shortfall(after)
                    if best.map({ score.lexicographicallyPrecedes($0.score) }) ?? true {
                        best = (score, tried, after)
                    }
                }
                guard let chosen = best else { break }
                anchors = chosen.anchors
                m = chosen.m
            }
            return m.meetsCorpusGoals ? "\(anchors.count)" : "more than \(anchors.count)"
        } catch {
            return "FAILED: \(error)"
        }
    }

    /// The worst tokens tried as the next correction, with the tokens they are paired with.
    static let candidatesPerStep = 6

    /// How far `m` is from the goals, to be compared in order: checks lost or missing, then
    /// how far the median and p90 are above theirs, then the distances in all.
    static func shortfall(_ m: DeriveQualitySuite.Measurement) -> [Double] {
        [
            Double(m.bothLost + Swift.max(0, m.handPassing - m.derivedPassing)),
            Swift.max(0, (m.median ?? 0) - 5) + Swift.max(0, (m.p90 ?? 0) - 15),
            m.distances.reduce(0) { $0 + $1.distance },
        ]
    }

    /// The row of `fixture`: derived one click, or onto its designers' dark palette
    /// (`givenPalette`, the `derive-quality` scenario).
    static func row(_ fixture: DeriveQualitySuite.Fixture, givenPalette: Bool = false) -> [String] {
        var anchors: [String: Color] = [:]
        var order: [String] = []
        do {
            let first = try DeriveQualitySuite.measurement(fixture, detail: false, givenPalette: givenPalette)
            var m = first
            while !m.meetsCorpusGoals, order.count < limit {
                guard
                    let worst = m.distances.filter({ anchors[$0.name] == nil }).max(by: { $0.distance < $1.distance }),
                    let color = m.handMade[worst.name]
                else { break }
                anchors[worst.name] = color
                order.append(worst.name)
                m = try DeriveQualitySuite.measurement(
                    fixture, detail: false, anchors: anchors, givenPalette: givenPalette)
            }
            let tokens = first.distances.count
            let over = first.distances.filter { $0.distance > 15 }.count
            let met = m.meetsCorpusGoals
            return [
                fixture.name, "\(tokens)", "\(over)", met ? "\(order.count)" : "more than \(order.count)",
                String(format: "%.1f %%", 100 * Double(order.count) / Double(Swift.max(tokens, 1))),
                String(format: "%.2f / %.2f", m.median ?? 0, m.p90 ?? 0),
                DeriveQualitySuite.isHeldOut(fixture.name)
                    ? "(held out: not shown)" : order.prefix(5).joined(separator: ", "),
            ]
        } catch {
            return [fixture.name, "FAILED: \(error)", "", "", "", "", ""]
        }
    }
}
