import Foundation

/// Runs independent pieces of work on the available processors and collects their results in
/// order: loading a resolver's token files, building its themes, rendering export formats.
///
/// ```swift
/// let documents = ParallelMap.run(paths.count) { i in parse(paths[i]) }   // in the order of `paths`
/// ```
public enum ParallelMap {
    /// `body(0) … body(count - 1)`, several at once, returned in index order. With fewer than
    /// two items the work runs on the calling thread.
    public static func run<Value: Sendable>(_ count: Int, _ body: @Sendable (Int) -> Value) -> [Value] {
        guard count > 1 else { return (0..<count).map(body) }
        let results = Results<Value>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            results.store(body(index), at: index)
        }
        return results.values()
    }

    /// One slot per task, each filled by its own task and read once every task has finished.
    ///
    /// `@unchecked Sendable`: `slots` is read and written only while `lock` is held.
    /// (`Synchronization.Mutex` would say this without the annotation but needs macOS 15 /
    /// iOS 18, above this package's deployment targets.)
    private final class Results<Value: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var slots: [Value?]

        init(count: Int) {
            slots = Array(repeating: nil, count: count)
        }

        func store(_ value: Value, at index: Int) {
            lock.withLock { slots[index] = value }
        }

        /// Every slot's value; each task has stored one by the time `concurrentPerform` returns.
        func values() -> [Value] {
            lock.withLock { slots.compactMap { $0 } }
        }
    }
}
