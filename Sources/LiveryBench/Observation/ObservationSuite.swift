import Foundation
import Livery
import LiveryCore
import LiveryTestSupport

extension BenchSuite {
    /// Views re-evaluated per switch when SwiftUI-style bodies read tokens under
    /// Observation: per-token cells against the one whole-theme observable.
    static let observation = BenchSuite(
        name: "observation",
        summary: "views re-evaluated per switch: 1,000 views reading 50 tokens, 5 of them changing"
    ) {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else {
            print("needs Observation (macOS 14)")
            return
        }
        var table = MarkdownTable(header: [
            "scenario", "views", "re-evaluated", "goal", "met", "switch + re-render ms (median of 21)",
        ])
        for scenario in ObservationScenario.all {
            let result = scenario.run()
            table.rows.append([
                scenario.name, "\(scenario.views)", "\(result.reEvaluated)", scenario.goal.map { "\($0)" } ?? "—",
                scenario.goal.map { result.reEvaluated <= $0 ? "yes" : "no" } ?? "—",
                String(format: "%.3f", result.milliseconds),
            ])
        }
        print(table.render())
        print()
    }
}

/// One way of reading the 50 tokens `t00`…`t49` (`t00`…`t04` differ between light and
/// dark) from 1,000 view bodies.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
struct ObservationScenario {
    let name: String
    let views = 1_000
    /// The most views that may re-evaluate, where the scenario has a goal.
    let goal: Int?
    /// What a switch does (flips light and dark unless replaced).
    var change: @MainActor (ThemeManager, Int) throws -> Void = { manager, round in
        try manager.setAppearance(round % 2 == 0 ? .dark : .light)
    }
    /// The body of view `index`.
    let body: @MainActor (ThemeManager, Int) -> Void

    static let all: [ObservationScenario] = [
        ObservationScenario(name: "per-token cells, view i reads token i mod 50", goal: 100) { manager, index in
            _ = manager.observedValue(tokenName(index % 50), as: Color.self)
        },
        ObservationScenario(name: "whole theme (`current`), view i reads token i mod 50", goal: nil) {
            manager, index in
            _ = manager.current.theme.color(tokenName(index % 50))
        },
        ObservationScenario(name: "per-token cells, every view reads all 50", goal: nil) { manager, _ in
            for token in 0..<50 { _ = manager.observedValue(tokenName(token), as: Color.self) }
        },
        ObservationScenario(
            name: "per-token cells, a server override of t10 (no switch)", goal: 20,
            change: { manager, round in
                let hex = round % 2 == 0 ? "0000ff" : "00ff00"
                try manager.install(
                    overridesJSON: #"{"light": {"t10": {"type": "color", "value": "\#(hex)"}}}"#)
            },
            body: { manager, index in
                _ = manager.observedValue(tokenName(index % 50), as: Color.self)
            }),
    ]

    static func tokenName(_ index: Int) -> String { index < 10 ? "t0\(index)" : "t\(index)" }

    /// 50 colors in light and dark; the first 5 differ.
    static func source() -> ThemeTable {
        func tokens(dark: Bool) -> [String: ResolvedToken] {
            var tokens: [String: ResolvedToken] = [:]
            for index in 0..<50 {
                let level = Double(index) / 50
                let value = dark && index < 5 ? 1 - level : level
                tokens[tokenName(index)] = ResolvedToken(type: .color, value: .color(Color(.srgb, value, value, value)))
            }
            return tokens
        }
        return ThemeTable(
            modifier: "theme", contexts: ["light": tokens(dark: false), "dark": tokens(dark: true)],
            order: ["light", "dark"])
    }

    /// Re-evaluations of the first change, and the median time of a change plus the re-render.
    func run() -> (reEvaluated: Int, milliseconds: Double) {
        let manager = ThemeManager(source: Self.source())
        let views = ObservedBodies((0..<views).map { index in { body(manager, index) } })
        views.renderAll()
        var first: Int?
        var samples: [Double] = []
        for round in 0..<21 {
            var count = 0
            samples.append(
                Measure.milliseconds {
                    do { try change(manager, round) } catch {
                        print("livery-bench observation: \(name): \(error)")
                        exit(1)
                    }
                    count = views.renderInvalidated()
                })
            if first == nil { first = count }
        }
        return (first ?? 0, Measure.median(samples))
    }
}
