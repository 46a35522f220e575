import Foundation
import LiveryCore

/// Per-index work of ``OutputWriter`` (comparing, creating files) spread over the processors
/// in chunks of ``chunkSize`` indices; small counts run on the calling thread.
///
/// File system calls cost far more in the kernel than in the writer, and calls on different
/// files proceed in parallel.
enum ParallelWork {
    static let chunkSize = 64

    /// `body(index)` for every index in `0..<count`, in index order.
    static func map<Result: Sendable>(_ count: Int, _ body: @Sendable (Int) -> Result) -> [Result] {
        guard count > chunkSize else { return (0..<count).map(body) }
        let chunks = (count + chunkSize - 1) / chunkSize
        let results = ChunkResults<Result>(chunks: chunks)
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            results.store((chunk * chunkSize..<min(count, (chunk + 1) * chunkSize)).map(body), at: chunk)
        }
        return results.joined()
    }

    /// Runs `body` for every index in `0..<count` and throws the first failure seen (after
    /// every started chunk has finished; chunks not yet started are skipped).
    static func forEach(_ count: Int, _ body: @Sendable (Int) throws(Diagnostic) -> Void) throws(Diagnostic) {
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

/// The results of ``ParallelWork/map(_:_:)``, one array per chunk.
///
/// `@unchecked Sendable`: `chunks` is read and written only while `lock` is held.
/// (`Synchronization.Mutex` would say this without the annotation but needs macOS 15 / iOS 18,
/// above this package's deployment targets.)
private final class ChunkResults<Result: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var chunks: [[Result]]

    init(chunks count: Int) {
        chunks = Array(repeating: [], count: count)
    }

    func store(_ results: [Result], at chunk: Int) {
        lock.withLock { chunks[chunk] = results }
    }

    func joined() -> [Result] {
        lock.withLock { Array(chunks.joined()) }
    }
}

/// The first failure seen by the threads of ``ParallelWork/forEach(_:_:)``.
///
/// `@unchecked Sendable`: `stored` is read and written only while `lock` is held (see
/// ``ChunkResults`` for why not `Mutex`).
private final class FirstFailure: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Diagnostic?

    var first: Diagnostic? { lock.withLock { stored } }
    var occurred: Bool { first != nil }

    func record(_ failure: Diagnostic) {
        lock.withLock { if stored == nil { stored = failure } }
    }
}
