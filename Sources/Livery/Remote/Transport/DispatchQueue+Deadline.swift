import Dispatch

extension DispatchQueue {
    /// Runs `work` once `deadline` has passed — never before it.
    ///
    /// The time left is read from the continuous clock first and the Dispatch clock after, so
    /// the timer fires at or after the deadline; the other order fired early by whatever time
    /// passed between the two readings (under load, long enough for a request's own expiry to
    /// win against the refresh budget's, reporting a timeout where the budget had run out).
    func asyncAfter(reaching deadline: ContinuousClock.Instant, execute work: DispatchWorkItem) {
        let remaining = max(0, (deadline - .now).inSeconds)
        asyncAfter(deadline: .now() + remaining, execute: work)
    }
}
