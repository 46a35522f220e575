#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension OutputWriter {
    /// Renames the staged entries into the destination, all or none.
    ///
    /// Before a file is replaced, the file it replaces gets a second name in the staging folder
    /// (`link(2)`, no copy). When a rename fails, the renames already done are undone in reverse
    /// order — a replaced file gets its old inode back, a new entry goes back to the staging
    /// folder — and the failure is thrown; after the last rename the second names are removed.
    static func commit(_ moves: [StagingPlan.Move], staging: String) throws(FileSystemCalls.Failure) {
        var done: [(move: StagingPlan.Move, previous: Previous)] = []
        done.reserveCapacity(moves.count)
        for (index, move) in moves.enumerated() {
            let previous = keepPrevious(of: move.to, as: staging + "/o\(index)")
            do throws(FileSystemCalls.Failure) {
                try FileSystemCalls.move(move.from, to: move.to)
            } catch {
                if case .kept(let copy) = previous { _ = unlink(copy) }
                for (undone, previous) in done.reversed() { undo(undone, previous) }
                throw error
            }
            done.append((move, previous))
        }
        for (_, previous) in done {
            if case .kept(let copy) = previous { _ = unlink(copy) }
        }
    }

    /// What stood at a rename's target before it.
    private enum Previous {
        /// Nothing: undoing the rename moves the new entry back out.
        case nothing
        /// An entry, still reachable under this second name.
        case kept(String)
        /// An entry that could not be given a second name (a file system without hard links):
        /// it cannot be put back, so undoing leaves the new file in place.
        case lost
    }

    private static func keepPrevious(of target: String, as copy: String) -> Previous {
        if link(target, copy) == 0 { return .kept(copy) }
        return errno == ENOENT ? .nothing : .lost
    }

    private static func undo(_ move: StagingPlan.Move, _ previous: Previous) {
        switch previous {
        case .nothing: _ = rename(move.to, move.from)
        case .kept(let copy): _ = rename(copy, move.to)
        case .lost: break
        }
    }
}
