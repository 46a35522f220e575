/// How often and how patiently a refresh retries a transient failure (timeout, lost
/// connection, 5xx): bounded attempts with exponential backoff.
///
/// ```swift
/// let policy = RetryPolicy(maxAttempts: 3, initialDelay: .seconds(1))
/// policy.delay(after: 1)   // 1 s
/// policy.delay(after: 2)   // 2 s
/// ```
public struct RetryPolicy: Sendable, Hashable {
    /// Attempts in all, the first included (at least 1).
    public var maxAttempts: Int
    /// The wait after the first failed attempt.
    public var initialDelay: Duration
    /// The factor by which each wait grows.
    public var multiplier: Double
    /// The longest wait.
    public var maxDelay: Duration

    /// A policy of `maxAttempts` attempts, waiting `initialDelay` after the first failure, then `multiplier` times
    /// longer each time, at most `maxDelay`.
    public init(
        maxAttempts: Int, initialDelay: Duration = .seconds(1), multiplier: Double = 2,
        maxDelay: Duration = .seconds(60)
    ) {
        self.maxAttempts = max(1, maxAttempts)
        self.initialDelay = initialDelay
        self.multiplier = multiplier
        self.maxDelay = maxDelay
    }

    /// Four attempts, waiting 1, 2 and 4 seconds between them.
    public static let standard = RetryPolicy(maxAttempts: 4)
    /// One attempt, no retry.
    public static let once = RetryPolicy(maxAttempts: 1)

    /// The wait after failed attempt number `attempt` (1-based): `initialDelay × multiplier^(attempt−1)`,
    /// at most ``maxDelay``.
    public func delay(after attempt: Int) -> Duration {
        var delay = initialDelay
        for _ in 1..<max(1, attempt) {
            delay = delay * multiplier
            if delay >= maxDelay { return maxDelay }
        }
        return min(delay, maxDelay)
    }
}

/// Waits between attempts; injectable so tests neither wait nor depend on a clock.
public struct Sleeper: Sendable {
    /// Waits the given time (throws when the task is cancelled).
    public var sleep: @Sendable (Duration) async throws -> Void

    /// A clock that waits with `sleep`.
    public init(sleep: @escaping @Sendable (Duration) async throws -> Void) {
        self.sleep = sleep
    }

    /// Sleeps with `Task.sleep`; a cancelled task stops waiting.
    public static let task = Sleeper { try await Task.sleep(for: $0) }
}
