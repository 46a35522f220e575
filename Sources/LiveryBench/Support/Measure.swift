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
