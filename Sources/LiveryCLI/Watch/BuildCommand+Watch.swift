import Foundation
import LiveryCore

/// `livery build --watch`: a build, then a rebuild on every change of the config or a file
/// the build reads, until SIGINT or SIGTERM.
///
/// Files are watched by polling their stamps (``FileStamp``) every ``pollInterval``; once one
/// changed, the rebuild waits until the stamps hold still for ``settleInterval``, so an editor
/// that saves in several writes (or a `git checkout` of many files) costs one rebuild. The
/// stamps are taken before the build reads the files (for the first build too: `readAt`), so
/// an edit made during a build starts the next one. A failed build writes nothing (``BuildPipeline``): the last good outputs stay.
/// The watched set follows each build that loaded the resolver (a new `$ref` is watched from
/// then on); after one that could not, the files watched so far stay watched.
extension BuildCommand {
    /// How often file stamps are read.
    static let pollInterval = 0.1
    /// How long the stamps must hold still before a rebuild starts.
    static let settleInterval = 0.2

    /// Watches after the first build `first`, whose files were stamped as `readAt` before it
    /// read them; returns once a stop signal arrived.
    func watch(after first: BuildPass, readAt: [String: FileStamp], io: inout some CommandIO) -> ExitCode {
        let signals = StopSignals.install()
        defer { signals.remove() }
        var watched = first.inputs
        var stamps = FileStamp.of(watched, keeping: readAt)
        io.print("watching \(CountText.of(Set(watched).count, "file")) for changes (Ctrl-C stops)")
        io.flush()
        while let change = nextChange(after: stamps, signals: signals) {
            stamps = change.stamps
            io.print("")
            io.print("changed: \(change.paths.joined(separator: ", ")); rebuilding")
            let pass = build(io: &io)
            if pass.status != .success, let output = pass.output {
                io.printError("kept the last good outputs in \(output)")
            }
            watched = pass.readsKnown ? pass.inputs : watched + pass.inputs.filter { !watched.contains($0) }
            stamps = stamps.filter { watched.contains($0.key) }
            for path in watched where stamps[path] == nil { stamps[path] = FileStamp(path: path) }
            io.flush()
        }
        let name = signals.received == SIGTERM ? "SIGTERM" : "SIGINT"
        io.print("stopped watching (\(name))")
        io.flush()
        return .success
    }

    /// Waits for a change to `stamps` that then holds still; `nil` once a stop signal arrived.
    private func nextChange(
        after stamps: [String: FileStamp], signals: StopSignals
    ) -> (paths: [String], stamps: [String: FileStamp])? {
        var current = stamps
        var changedAt: Date?
        let paths = Array(stamps.keys)
        while signals.received == nil {
            Thread.sleep(forTimeInterval: Self.pollInterval)
            let now = FileStamp.of(paths)
            if now != current {
                current = now
                changedAt = Date()
            } else if let since = changedAt, Date().timeIntervalSince(since) >= Self.settleInterval {
                let changed = FileStamp.changes(from: stamps, to: current)
                if !changed.isEmpty { return (changed, current) }
                // Changed and changed back: nothing to rebuild.
                current = stamps
                changedAt = nil
            }
        }
        return nil
    }
}
