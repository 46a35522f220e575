import Dispatch

extension DispatchQueue {
    /// Runs `work` once `deadline` has passed — never before it.
    ///
    /// The deadline is a Dispatch time itself, so no second clock reading can make the timer
    /// fire early (a request's own expiry must not win against the refresh budget's).
    func asyncAfter(reaching deadline: DispatchTime, execute work: DispatchWorkItem) {
        asyncAfter(deadline: deadline, execute: work)
    }
}
