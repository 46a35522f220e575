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
/// While it is installed the signals' default action (ending the process at once) is off;
/// ``remove()`` puts it back.
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
        let flag = Locked<Int32?>(nil)
        let queue = DispatchQueue(label: "livery.stop-signals")
        let sources = numbers.map { number in
            // The default action would end the process before the source sees the signal.
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { flag.withLock { $0 = $0 ?? number } }
            source.resume()
            return source
        }
        // A parent may have started the process with the signals blocked.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for number in numbers { sigaddset(&unblocked, number) }
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        return StopSignals(flag: flag, sources: sources)
    }

    /// The first stop signal received, if any.
    var received: Int32? { flag.withLock { $0 } }

    /// Stops catching the signals and restores their default action.
    func remove() {
        for source in sources { source.cancel() }
        for number in Self.numbers { signal(number, SIG_DFL) }
    }
}
