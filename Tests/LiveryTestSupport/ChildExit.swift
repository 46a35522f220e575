import Dispatch
import Foundation
import Synchronization

/// Waits for a child process of a test to exit — with a bound, and without
/// `Process.waitUntilExit()`.
///
/// On Linux `waitUntilExit()` spins the calling thread's run loop and relies on Foundation
/// delivering the child's termination there; called from the concurrency pool under load it
/// can wait forever for a child that has long exited, and a child that inherited a blocked
/// SIGTERM never exits on `terminate()` at all. Either one hung a whole CI run. This watcher
/// is told of the exit by `terminationHandler` (installed before `run()`, so a fast exit is
/// not missed), every wait has a limit, and ``stop(grace:)`` falls back to SIGKILL.
///
/// ```swift
/// let process = Process()
/// …
/// let exit = try ChildExit.start(process)
/// …
/// exit.stop()                      // SIGTERM, then SIGKILL after 5 s
/// ```
public final class ChildExit: Sendable {
    private let identifier: Int32
    private let done: DispatchSemaphore
    private let exited = Mutex(false)

    private init(identifier: Int32, done: DispatchSemaphore) {
        self.identifier = identifier
        self.done = done
    }

    /// Starts `process` and watches it for its exit.
    ///
    /// - Throws: What `Process.run()` throws when the program cannot be started.
    public static func start(_ process: Process) throws -> ChildExit {
        let done = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in done.signal() }
        try process.run()
        return ChildExit(identifier: process.processIdentifier, done: done)
    }

    /// Whether the child has exited (without waiting).
    public var hasExited: Bool { wait(seconds: 0) }

    /// Waits up to `seconds` for the child to exit; whether it did.
    @discardableResult
    public func wait(seconds: Double) -> Bool {
        if exited.withLock({ $0 }) { return true }
        guard done.wait(timeout: .now() + max(0, seconds)) == .success else { return false }
        exited.withLock { $0 = true }
        return true
    }

    /// Ends the child: SIGTERM, then SIGKILL when it has not exited within `grace` seconds.
    /// Returns once it has exited, or after a second `grace` if even SIGKILL was not enough.
    public func stop(grace: Double = 5) {
        guard !hasExited else { return }
        send(SIGTERM)
        if wait(seconds: grace) { return }
        send(SIGKILL)
        wait(seconds: grace)
    }

    /// Ends the child at once with SIGKILL and waits (up to `grace` seconds) for it to go.
    public func kill(grace: Double = 5) {
        guard !hasExited else { return }
        send(SIGKILL)
        wait(seconds: grace)
    }

    private func send(_ signal: Int32) {
        guard identifier > 0, !hasExited else { return }
        _ = Foundation.kill(identifier, signal)
    }
}
