/// How often and how patiently a refresh retries a transient failure (timeout, lost
/// connection, 5xx): bounded attempts with exponential backoff.
///
/// ```swift
/// let policy = RetryPolicy(maxAttempts: 3, initialDelay: 1)
/// policy.delay(after: 1)   // 1 s
/// policy.delay(after: 2)   // 2 s
/// ```
public struct RetryPolicy: Sendable, Hashable {
    /// Attempts in all, the first included (at least 1).
    public var maxAttempts: Int
    /// The wait after the first failed attempt, in seconds.
    public var initialDelay: Double
    /// The factor by which each wait grows.
    public var multiplier: Double
    /// The longest wait, in seconds.
    public var maxDelay: Double

    /// A policy of `maxAttempts` attempts, waiting `initialDelay` seconds after the first failure, then
    /// `multiplier` times longer each time, at most `maxDelay` seconds. A negative or NaN delay counts as none.
    public init(maxAttempts: Int, initialDelay: Double = 1, multiplier: Double = 2, maxDelay: Double = 60) {
        self.maxAttempts = max(1, maxAttempts)
        self.initialDelay = sanitizedSeconds(initialDelay)
        self.multiplier = multiplier
        self.maxDelay = sanitizedSeconds(maxDelay)
    }

    /// Four attempts, waiting 1, 2 and 4 seconds between them.
    public static let standard = RetryPolicy(maxAttempts: 4)
    /// One attempt, no retry.
    public static let once = RetryPolicy(maxAttempts: 1)

    /// The wait after failed attempt number `attempt` (1-based): `initialDelay × multiplier^(attempt−1)`,
    /// at most ``maxDelay``.
    public func delay(after attempt: Int) -> Double {
        let ceiling = sanitizedSeconds(maxDelay)
        var delay = sanitizedSeconds(initialDelay)
        for _ in 1..<max(1, attempt) {
            delay = sanitizedSeconds(delay * multiplier)
            if delay >= ceiling { return ceiling }
        }
        return min(delay, ceiling)
    }
}

/// Waits between attempts; injectable so tests neither wait nor depend on a clock.
public struct Sleeper: Sendable {
    /// Waits the given seconds (throws when the task is cancelled).
    public var sleep: @Sendable (Double) async throws -> Void

    /// A clock that waits with `sleep`.
    public init(sleep: @escaping @Sendable (Double) async throws -> Void) {
        self.sleep = sleep
    }

    /// Sleeps with `Task.sleep(nanoseconds:)`; a cancelled task stops waiting. A negative or NaN
    /// span waits for nothing; an infinite one, as long as `UInt64` nanoseconds reach.
    public static let task = Sleeper { seconds in
        let span = sanitizedSeconds(seconds) * 1e9
        try await Task.sleep(nanoseconds: span < 1.8e19 ? UInt64(span) : .max)
    }
}
