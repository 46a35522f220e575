import Foundation

/// Runs async library work (a remote fetch) to completion from a synchronous command.
///
/// Commands are synchronous (`run(io:)` writes to an `inout` stream), so the work runs in a
/// detached task while the calling thread waits. Call it only from a thread that is not part of
/// Swift's cooperative pool — the process's main thread, as in the `livery` executable —
/// otherwise the waiting thread could be one the task needs.
enum AsyncBridge {
    /// The work's result; `nil` only if the task ended without storing one, which it cannot.
    static func wait<Result: Sendable>(_ work: @escaping @Sendable () async -> Result) -> Result? {
        let box = ResultBox<Result>()
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            box.set(await work())
            done.signal()
        }
        done.wait()
        return box.value
    }

    /// Carries the task's result to the waiting thread.
    ///
    /// `@unchecked Sendable` because the task writes `value` while the waiting thread will read
    /// it: every access holds `lock`, and the semaphore orders the read after the write.
    private final class ResultBox<Value>: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: Value?

        func set(_ value: Value) {
            lock.lock()
            stored = value
            lock.unlock()
        }

        var value: Value? {
            lock.lock()
            defer { lock.unlock() }
            return stored
        }
    }
}
