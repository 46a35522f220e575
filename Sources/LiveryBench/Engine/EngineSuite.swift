import Foundation

extension BenchSuite {
    /// The runtime engine against the notification and weak-table peers and two floors.
    static let engine = BenchSuite(
        name: "engine",
        summary: "theme switch: Livery vs notification-per-object, weak table + strings, and floors",
        run: { EngineBenchmark().run() })
}

/// What one contender measured at one size.
struct EngineRow {
    var name: String
    var count: Int
    var registerMs: Double
    var switchMs: Double
    var bytesPerBinding: Double
    var hiddenSwitchMs: Double?
    var releaseHalfMs: Double
    var correct: Bool
    /// Each round's registration and switch time, in the order the rounds ran: rounds are
    /// interleaved across contenders, so two contenders' *i*-th rounds ran moments apart.
    var registerRounds: [Double] = []
    var switchRounds: [Double] = []
    var hiddenSwitchRounds: [Double] = []
}

/// Runs every contender at 10,000 and 100,000 targets × 3 bound properties, switching
/// light → dark → light, and prints the table and the goals.
@MainActor
struct EngineBenchmark {
    /// `LIVERY_BENCH_SIZES=100000` and `LIVERY_BENCH_ROUNDS=1` narrow a run (for profiling).
    let sizes = EngineBenchmark.setting("LIVERY_BENCH_SIZES") ?? [10_000, 100_000]
    /// Each size is measured this many times, the contenders taking turns; the table shows
    /// the median of the rounds.
    let rounds = EngineBenchmark.setting("LIVERY_BENCH_ROUNDS")?.first ?? 5

    /// Comma-separated positive integers from the environment variable `name`.
    static func setting(_ name: String) -> [Int]? {
        guard let text = ProcessInfo.processInfo.environment[name] else { return nil }
        let numbers = text.split(separator: ",").compactMap { Int($0) }.filter { $0 > 0 }
        return numbers.isEmpty ? nil : numbers
    }
    /// Switches per round (half to dark, half back to light).
    let switches = 10

    let contenders: [any Contender.Type] = [
        LiveryContender.self, LiveryBindContender.self, NotificationPerObjectContender.self, WeakTableContender.self,
        RawFloorContender.self, WeakFloorContender.self,
    ]

    func run() {
        // LIVERY_BENCH_ONLY=<name prefix> measures one contender (for profiling).
        let only = ProcessInfo.processInfo.environment["LIVERY_BENCH_ONLY"]
        var all: [EngineRow] = []
        let chosen = contenders.filter { contender in only.map { contender.name.hasPrefix($0) } ?? true }
        for count in sizes {
            // Rounds are interleaved (every contender once per round), so a machine that gets
            // busier or quieter during the run touches every contender alike; with more than
            // one round, a first round that is not recorded warms the heap and the caches for
            // all of them (otherwise the first contender alone pays for growing the heap).
            if rounds > 1 { for contender in chosen { _ = measure(contender, count: count) } }
            var rows = [[EngineRow]](repeating: [], count: chosen.count)
            for _ in 0..<rounds {
                for (i, contender) in chosen.enumerated() { rows[i].append(measure(contender, count: count)) }
            }
            all += rows.map(combine)
        }
        print(EngineReport(rows: all).render(goals: only == nil))
    }

    private func measure(_ type: any Contender.Type, count: Int) -> EngineRow {
        let contender = type.init(count: count)
        let heapBefore = Measure.heapInUse()
        let registerMs = Measure.milliseconds { contender.register() }
        let bytes = Double(Measure.heapInUse() - heapBefore) / Double(3 * count)
        var correct = contender.verify(dark: false)

        contender.switchTheme(dark: true)
        contender.switchTheme(dark: false)
        var samples: [Double] = []
        for i in 0..<switches {
            let dark = i % 2 == 0
            samples.append(Measure.milliseconds { contender.switchTheme(dark: dark) })
            correct = correct && contender.verify(dark: dark)
        }

        var hiddenMs: Double?
        if contender.hideNinetyPercent() {
            var hidden: [Double] = []
            for i in 0..<switches {
                let dark = i % 2 == 0
                hidden.append(Measure.milliseconds { contender.switchTheme(dark: dark) })
            }
            hiddenMs = Measure.median(hidden)
        }

        let releaseMs = Measure.milliseconds { contender.releaseHalf() }
        contender.switchTheme(dark: true)
        contender.switchTheme(dark: false)
        correct = correct && (hiddenMs != nil || contender.verify(dark: false))
        return EngineRow(
            name: type.name, count: count, registerMs: registerMs, switchMs: Measure.median(samples),
            bytesPerBinding: bytes, hiddenSwitchMs: hiddenMs, releaseHalfMs: releaseMs, correct: correct)
    }

    /// The median of each measure over the rounds.
    private func combine(_ rows: [EngineRow]) -> EngineRow {
        var row = rows[0]
        row.registerMs = Measure.median(rows.map(\.registerMs))
        row.switchMs = Measure.median(rows.map(\.switchMs))
        row.bytesPerBinding = Measure.median(rows.map(\.bytesPerBinding))
        row.hiddenSwitchMs = row.hiddenSwitchMs.map { _ in Measure.median(rows.compactMap(\.hiddenSwitchMs)) }
        row.releaseHalfMs = Measure.median(rows.map(\.releaseHalfMs))
        row.correct = rows.allSatisfy(\.correct)
        row.registerRounds = rows.map(\.registerMs)
        row.switchRounds = rows.map(\.switchMs)
        row.hiddenSwitchRounds = rows.compactMap(\.hiddenSwitchMs)
        return row
    }
}
