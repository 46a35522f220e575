import Dispatch
import LiveryCore

/// Runs a piece of work against a deadline: when the deadline passes first, the work is
/// cancelled and its result — which it returns promptly once cancelled, as every
/// ``HTTPTransport`` must — is handed back marked as expired.
///
/// Waiting for the cancelled work (instead of abandoning it) keeps what it did so far: the
/// steps an attempt logged before the budget ran out still reach the report. Cancelling the
/// caller cancels the work too. The timer is a Dispatch one, so the work is cancelled on
/// time even while every thread of the concurrency pool is busy.
enum DeadlineRace {
    static func run<Result: Sendable>(
        until deadline: DispatchTime, _ body: @escaping @Sendable () async -> Result
    ) async -> (result: Result, expired: Bool) {
        let work = Task { await body() }
        let expired = Flag()
        let timer = DispatchWorkItem {
            expired.set()
            work.cancel()
        }
        DispatchQueue.global().asyncAfter(reaching: deadline, execute: timer)
        let result = await withTaskCancellationHandler {
            await work.value
        } onCancel: {
            work.cancel()
        }
        timer.cancel()
        return (result, expired.isSet)
    }

    /// Set once, from the timer's thread; read after the work is over.
    private final class Flag: Sendable {
        private let state = Locked(false)
        func set() { state.withLock { $0 = true } }
        var isSet: Bool { state.withLock { $0 } }
    }
}
