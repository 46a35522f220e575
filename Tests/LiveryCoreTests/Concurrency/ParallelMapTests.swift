import Foundation
import Testing

@testable import LiveryCore

@Suite("Parallel map")
struct ParallelMapTests {
    @Test(arguments: [1, 3, 64, 1000])
    func resultsComeBackInIndexOrderWhateverTheChunkSize(chunkSize: Int) {
        for count in [0, 1, 2, 63, 64, 65, 1000] {
            #expect(
                ParallelMap.run(count, chunkSize: chunkSize) { $0 * 2 } == (0..<count).map { $0 * 2 },
                "count \(count), chunk \(chunkSize)")
        }
    }

    @Test func everyIndexRunsExactlyOnce() {
        let seen = Locked<[Int]>([])
        _ = ParallelMap.run(500, chunkSize: 7) { index in seen.withLock { $0.append(index) } }
        #expect(seen.withLock { $0.sorted() } == Array(0..<500))
    }

    struct Failure: Error, Equatable { var index: Int }

    @Test func forEachThrowsAFailureAndRunsEveryIndexWhenNoneFails() throws {
        let seen = Locked<Set<Int>>([])
        try ParallelMap.forEach(300, chunkSize: 64) { (index: Int) throws(Failure) in
            _ = seen.withLock { $0.insert(index) }
        }
        #expect(seen.withLock { $0.count } == 300)
        #expect(throws: Failure(index: 5)) {
            try ParallelMap.forEach(300, chunkSize: 64) { (index: Int) throws(Failure) in
                if index == 5 { throw Failure(index: index) }
            }
        }
    }
}

@Suite("Locked state")
struct LockedTests {
    @Test func concurrentUpdatesAreNotLost() {
        let counter = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 1000) { _ in counter.withLock { $0 += 1 } }
        #expect(counter.withLock { $0 } == 1000)
    }

    @Test func aThrowingBodyLeavesTheLockUsable() {
        struct Stop: Error {}
        let value = Locked("a")
        #expect(throws: Stop.self) {
            try value.withLock { (text: inout String) throws(Stop) in
                text = "b"; throw Stop()
            }
        }
        #expect(value.withLock { $0 } == "b")
    }
}
