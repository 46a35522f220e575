import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Timing and heap measurement helpers.
enum Measure {
    /// Milliseconds `body` took.
    @MainActor
    static func milliseconds(_ body: () -> Void) -> Double {
        let clock = ContinuousClock()
        let duration = clock.measure(body)
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1000 + Double(attoseconds) / 1e15
    }

    /// The median of `samples`.
    static func median(_ samples: [Double]) -> Double {
        let sorted = samples.sorted()
        guard !sorted.isEmpty else { return .nan }
        let mid = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    }

    /// Bytes the allocator has handed out and not taken back: glibc's "in use bytes" of
    /// all arenas including mmapped blocks, as `malloc_stats` reports them.
    static func heapInUse() -> Int {
        HeapStatistics.inUseBytes() ?? 0
    }
}

/// A fixed-width text table.
struct TextTable {
    var header: [String]
    var rows: [[String]] = []

    func render() -> String {
        let widths = header.indices.map { i in ([header] + rows).map { $0[i].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            "| " + cells.enumerated().map { i, c in i == 0 ? c.padding(toLength: widths[i], withPad: " ", startingAt: 0) : String(repeating: " ", count: widths[i] - c.count) + c }.joined(separator: " | ") + " |"
        }
        let rule = "|" + widths.enumerated().map { i, w in i == 0 ? String(repeating: "-", count: w + 2) : String(repeating: "-", count: w + 1) + ":" }.joined(separator: "|") + "|"
        return ([line(header), rule] + rows.map(line)).joined(separator: "\n")
    }
}
