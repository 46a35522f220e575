/// Runs a piece of work against a deadline: when the deadline passes first, the work is
/// cancelled and its result — which it returns promptly once cancelled, as every
/// ``HTTPTransport`` must — is handed back marked as expired.
///
/// Waiting for the cancelled work (instead of abandoning it) keeps what it did so far: the
/// steps an attempt logged before the budget ran out still reach the report. Cancelling the
/// caller cancels the work too.
enum DeadlineRace {
    static func run<Result: Sendable>(
        until deadline: ContinuousClock.Instant, _ body: @escaping @Sendable () async -> Result
    ) async -> (result: Result, expired: Bool) {
        let work = Task { await body() }
        let timer = Task { () -> Bool in
            do {
                try await Task.sleep(until: deadline, clock: .continuous)
            } catch {
                return false
            }
            work.cancel()
            return true
        }
        let result = await withTaskCancellationHandler { await work.value } onCancel: { work.cancel() }
        timer.cancel()
        return (result, await timer.value)
    }
}
