import Foundation

/// One slot per task of a `DispatchQueue.concurrentPerform`, each filled by its own task and
/// read once every task has finished.
///
/// `@unchecked Sendable`: `slots` is read and written only while `lock` is held.
/// (`Synchronization.Mutex` would say this without the annotation but needs macOS 15 / iOS 18,
/// above this package's deployment targets.)
final class ConcurrentSlots<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Value?]

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    subscript(index: Int) -> Value? {
        get { lock.withLock { slots[index] } }
        set { lock.withLock { slots[index] = newValue } }
    }

    /// Runs `task` for every index in `0..<count` on the available processors and returns the
    /// values in index order.
    static func run(_ count: Int, _ task: @Sendable (Int) -> Value) -> [Value?] {
        let results = ConcurrentSlots(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            results[index] = task(index)
        }
        return results.lock.withLock { results.slots }
    }
}
