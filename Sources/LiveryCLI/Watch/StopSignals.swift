import Dispatch
import Foundation
import LiveryCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// SIGINT and SIGTERM turned into a flag a long-running command polls, so that it stops
/// between two steps — after a rebuild has written all its files or none — instead of dying
/// midway.
///
/// While it is installed the signals are blocked in the installing thread and their default
/// action (ending the process at once) is off; ``remove()`` puts both back.
///
/// ```swift
/// let signals = StopSignals.install()
/// defer { signals.remove() }
/// while !signals.received { … }
/// ```
struct StopSignals {
    /// The signals that stop a watch.
    static let numbers: [Int32] = [SIGINT, SIGTERM]

    private let flag: Locked<Int32?>
    private let sources: [any DispatchSourceSignal]

    private init(flag: Locked<Int32?>, sources: [any DispatchSourceSignal]) {
        self.flag = flag
        self.sources = sources
    }

    /// Starts catching ``numbers``.
    static func install() -> StopSignals {
        // Blocked in this thread (dispatch's own threads block them too), the signals stay
        // pending for the signal sources, which read them from a `signalfd` on Linux. A signal
        // that is ignored and not blocked in the thread `kill` targets — the main thread — is
        // discarded when it is sent, and no source ever sees it.
        var stops = sigset_t()
        sigemptyset(&stops)
        for number in numbers { sigaddset(&stops, number) }
        pthread_sigmask(SIG_BLOCK, &stops, nil)
        let flag = Locked<Int32?>(nil)
        let queue = DispatchQueue(label: "livery.stop-signals")
        let sources = numbers.map { number in
            // The default action would end the process before the source sees the signal
            // (on Darwin, where the sources do not need the signal blocked).
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { flag.withLock { $0 = $0 ?? number } }
            source.resume()
            return source
        }
        return StopSignals(flag: flag, sources: sources)
    }

    /// The first stop signal received, if any.
    var received: Int32? { flag.withLock { $0 } }

    /// Stops catching the signals and restores their default action.
    func remove() {
        for source in sources { source.cancel() }
        // Unblocked while still ignored, a signal left pending (a second Ctrl-C) is dropped
        // instead of ending the process once the default action is back.
        var stops = sigset_t()
        sigemptyset(&stops)
        for number in Self.numbers { sigaddset(&stops, number) }
        pthread_sigmask(SIG_UNBLOCK, &stops, nil)
        for number in Self.numbers { signal(number, SIG_DFL) }
    }
}
