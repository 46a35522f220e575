import Foundation

/// Runs blocking work on a thread of its own and waits for it without holding a thread of
/// Swift's cooperative pool.
///
/// Tests run on that pool, which has one thread per core. A test that blocks in it — waiting
/// for a compiler, a browser or a `livery` process, or for async work bridged back to a
/// synchronous call — takes a thread from every async test running beside it, and on a
/// two-core machine a remote-theme test then misses its time budget because its own tasks
/// cannot run. Blocking work goes through here instead:
///
/// ```swift
/// let run = try await offThePool { try ChildRun.blocking(URL(fileURLWithPath: "/bin/true"), []) }
/// ```
public func offThePool<Result: Sendable>(
    _ body: @escaping @Sendable () throws -> Result
) async throws -> Result {
    try await withCheckedThrowingContinuation { continuation in
        let thread = Thread {
            continuation.resume(with: Swift.Result { try body() })
        }
        thread.name = "livery-tests-blocking"
        thread.start()
    }
}

/// ``offThePool(_:)`` for work that cannot throw.
public func offThePool<Result: Sendable>(_ body: @escaping @Sendable () -> Result) async -> Result {
    await withCheckedContinuation { continuation in
        let thread = Thread { continuation.resume(returning: body()) }
        thread.name = "livery-tests-blocking"
        thread.start()
    }
}
