import Foundation
import LiveryCore

extension OutputWriter {
    /// Makes every folder of the set in `staging`, then writes every file, on several threads.
    ///
    /// Creating a file or folder costs far more in the kernel than in the writer, and creations
    /// in different folders proceed in parallel; folders are made one depth at a time so that
    /// each parent exists before its children.
    static func stage(_ files: [OutputFile], layout: OutputLayout, in staging: String) throws(Diagnostic) {
        var levels: [[String]] = []
        for folder in layout.folders {
            let depth = folder.utf8.reduce(0) { $1 == UInt8(ascii: "/") ? $0 + 1 : $0 }
            while levels.count <= depth { levels.append([]) }
            levels[depth].append(folder)
        }
        for level in levels {
            try inParallel(level.count) { index throws(Diagnostic) in
                do throws(FileSystemCalls.Failure) {
                    try FileSystemCalls.makeFolder(staging + "/" + level[index])
                } catch {
                    throw .error("cannot create a folder: \(error.message)", file: level[index])
                }
            }
        }
        let paths = layout.filePaths
        // Later duplicates of a path must win, so each path is written by one thread only: the
        // one holding its last occurrence.
        var lastIndex: [String: Int] = [:]
        for (index, path) in paths.enumerated() { lastIndex[path] = index }
        let last = lastIndex
        try inParallel(files.count) { index throws(Diagnostic) in
            guard last[paths[index]] == index else { return }
            do throws(FileSystemCalls.Failure) {
                try FileSystemCalls.writeFile(staging + "/" + paths[index], files[index].contents)
            } catch {
                throw .error("cannot write: \(error.message)", file: files[index].path)
            }
        }
    }

    /// Runs `body` for every index in `0..<count`, spread over the processors, and throws the
    /// first failure (after every started index has finished). Small counts run on this thread.
    private static func inParallel(_ count: Int, _ body: @Sendable (Int) throws(Diagnostic) -> Void) throws(Diagnostic) {
        let chunkSize = 64
        guard count > chunkSize else {
            for index in 0..<count { try body(index) }
            return
        }
        let failures = FirstFailure()
        let chunks = (count + chunkSize - 1) / chunkSize
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            guard !failures.occurred else { return }
            for index in chunk * chunkSize..<min(count, (chunk + 1) * chunkSize) {
                do throws(Diagnostic) {
                    try body(index)
                } catch {
                    failures.record(error)
                    return
                }
            }
        }
        if let failure = failures.first { throw failure }
    }
}

/// The first failure seen by the threads of ``OutputWriter``'s staging.
///
/// `@unchecked Sendable`: `stored` is read and written only while `lock` is held.
/// (`Synchronization.Mutex` would say this without the annotation but needs macOS 15 / iOS 18,
/// above this package's deployment targets.)
private final class FirstFailure: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Diagnostic?

    var first: Diagnostic? { lock.withLock { stored } }
    var occurred: Bool { first != nil }

    func record(_ failure: Diagnostic) {
        lock.withLock { if stored == nil { stored = failure } }
    }
}
