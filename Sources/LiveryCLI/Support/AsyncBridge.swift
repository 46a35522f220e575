import Foundation
import LiveryCore

/// Runs async library work (a remote fetch) to completion from a synchronous command.
///
/// Commands are synchronous (`run(io:)` writes to an `inout` stream), so the work runs in a
/// detached task while the calling thread waits. Call it only from a thread that is not part of
/// Swift's cooperative pool — the process's main thread, as in the `livery` executable —
/// otherwise the waiting thread could be one the task needs.
enum AsyncBridge {
    /// The work's result; `nil` only if the task ended without storing one, which it cannot.
    static func wait<Result: Sendable>(_ work: @escaping @Sendable () async -> Result) -> Result? {
        let box = Locked<Result?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            let result = await work()
            box.withLock { $0 = result }
            done.signal()
        }
        done.wait()
        return box.withLock { $0 }
    }
}
