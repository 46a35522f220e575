import Dispatch

// The remote client measures its budget on Dispatch's monotonic clock: `ContinuousClock` and
// `Duration` are iOS 16, above the package's floor, and wall-clock `Date`s jump when the user
// changes the time.
extension DispatchTime {
    /// `seconds` from now. Never traps: NaN or a negative span is now, a span beyond a
    /// century (or infinite) is `distantFuture`.
    static func after(seconds: Double) -> DispatchTime {
        guard seconds > 0 else { return .now() }
        guard seconds < 3_153_600_000 else { return .distantFuture }
        let now = DispatchTime.now()
        return DispatchTime(uptimeNanoseconds: now.uptimeNanoseconds &+ UInt64(seconds * 1e9))
    }

    /// The seconds from now until this time; 0 once it has passed.
    var secondsLeft: Double {
        let now = DispatchTime.now().uptimeNanoseconds
        return uptimeNanoseconds > now ? Double(uptimeNanoseconds - now) / 1e9 : 0
    }
}

/// A span of seconds as the client uses it: NaN and negative spans are none, infinite stays.
func sanitizedSeconds(_ seconds: Double) -> Double {
    seconds.isNaN || seconds < 0 ? 0 : seconds
}
