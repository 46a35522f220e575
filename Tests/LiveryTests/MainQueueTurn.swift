import Livery

/// Stands in for the main queue: settle passes wait until the test ends the current turn.
/// (GlueCheck's tests use this file too, through a symlink.)
@MainActor
final class MainQueueTurn {
    private var pending: [@MainActor @Sendable () -> Void] = []

    /// The schedule to give a manager.
    var settling: NodeSettling {
        NodeSettling { [weak self] pass in self?.pending.append(pass) }
    }

    /// How many passes wait for the end of the turn.
    var pendingPasses: Int { pending.count }

    /// Ends the turn: runs what was scheduled in it.
    func end() {
        let passes = pending
        pending = []
        for pass in passes { pass() }
    }
}
