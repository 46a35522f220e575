import Foundation

/// Runs independent pieces of work on the available processors and collects their results in
/// order: loading a resolver's token files, building its themes, rendering export formats,
/// and — in chunks — the per-file system calls of the output writer.
///
/// ```swift
/// let documents = ParallelMap.run(paths.count) { i in parse(paths[i]) }   // in the order of `paths`
/// let sizes = ParallelMap.run(files.count, chunkSize: 64) { i in files[i].contents.count }
/// ```
public enum ParallelMap {
    /// `body(0) … body(count - 1)`, several at once, returned in index order.
    ///
    /// - Parameter count: How many indices there are (`0..<count`).
    /// - Parameter chunkSize: How many consecutive indices one task runs (1: each its own).
    ///   Cheap bodies want larger chunks, so scheduling costs less than the work. With no more
    ///   than `chunkSize` items the work runs on the calling thread.
    /// - Parameter body: The work for one index; it may run on any thread.
    public static func run<Value: Sendable>(
        _ count: Int, chunkSize: Int = 1, _ body: @Sendable (Int) -> Value
    )
        -> [Value]
    {
        let chunk = max(1, chunkSize)
        guard count > chunk else { return (0..<count).map(body) }
        let chunks = (count + chunk - 1) / chunk
        let results = Locked<[[Value]]>(Array(repeating: [], count: chunks))
        DispatchQueue.concurrentPerform(iterations: chunks) { index in
            let values = (index * chunk..<min(count, (index + 1) * chunk)).map(body)
            results.withLock { $0[index] = values }
        }
        return results.withLock { Array($0.joined()) }
    }

    /// Runs `body` for every index in `0..<count` and throws the first failure seen (after
    /// every started chunk has finished; chunks not yet started are skipped, and a chunk stops
    /// at its first failure).
    ///
    /// - Parameter count: How many indices there are (`0..<count`).
    /// - Parameter chunkSize: As for ``run(_:chunkSize:_:)``.
    /// - Parameter body: The work for one index; it may run on any thread.
    public static func forEach<Failure: Error & Sendable>(
        _ count: Int, chunkSize: Int = 1, _ body: @Sendable (Int) throws(Failure) -> Void
    ) throws(Failure) {
        let chunk = max(1, chunkSize)
        guard count > chunk else {
            for index in 0..<count { try body(index) }
            return
        }
        let failure = Locked<Failure?>(nil)
        let chunks = (count + chunk - 1) / chunk
        DispatchQueue.concurrentPerform(iterations: chunks) { index in
            guard failure.withLock({ $0 == nil }) else { return }
            for item in index * chunk..<min(count, (index + 1) * chunk) {
                do throws(Failure) {
                    try body(item)
                } catch {
                    failure.withLock { if $0 == nil { $0 = error } }
                    return
                }
            }
        }
        if let first = failure.withLock({ $0 }) { throw first }
    }
}
