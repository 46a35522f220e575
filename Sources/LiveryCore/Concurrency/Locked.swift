import Foundation

/// A value shared between threads, reachable only inside ``withLock(_:)``.
///
/// The one lock-plus-state type of the package: parallel results, a resolver's build cache,
/// the files a loader was asked for, a task's result carried to a waiting thread.
///
/// ```swift
/// import Dispatch
/// let seen = Locked<Set<String>>([])
/// DispatchQueue.concurrentPerform(iterations: 4) { i in seen.withLock { _ = $0.insert("\(i % 2)") } }
/// seen.withLock { $0.count }   // 2
/// ```
///
/// `@unchecked Sendable`, the one written reason for every lock in the package: `state` is stored in a
/// class so threads share it, and it is read and written only inside `withLock`, while `lock`
/// is held — so no two threads touch it at once — and `State` is itself `Sendable`, so what a
/// caller moves in or out may cross threads. (`Synchronization.Mutex` says this without the
/// annotation but needs macOS 15 / iOS 18, above this package's deployment targets.)
package final class Locked<State: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var state: State

    /// A lock around `state`.
    package init(_ state: State) {
        self.state = state
    }

    /// `body`'s result, with the state lent to it while the lock is held.
    ///
    /// Keep `body` short: it must not wait for other threads or call back into this lock.
    package func withLock<Result, Failure: Error>(
        _ body: (inout State) throws(Failure) -> Result
    )
        throws(Failure) -> Result
    {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }
}
