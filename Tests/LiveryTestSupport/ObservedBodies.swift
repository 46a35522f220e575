import Foundation

#if canImport(Observation)
    import Observation

    /// View bodies as SwiftUI runs them under Observation: each body is evaluated inside
    /// `withObservationTracking`, and a change to anything it read marks it for one
    /// re-evaluation, which tracks its reads afresh. Counting the re-evaluations after a
    /// change counts the views a SwiftUI app would re-render.
    ///
    /// ```swift
    /// let views = ObservedBodies((0..<1_000).map { i in { _ = manager.observedToken("t\(i % 50)") } })
    /// views.renderAll()
    /// try manager.setAppearance(.dark)
    /// views.renderInvalidated()   // the number of bodies that read a changed token
    /// ```
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @MainActor
    public final class ObservedBodies {
        private let bodies: [@MainActor () -> Void]
        private let invalidated = Invalidated()
        /// Evaluations of every body so far.
        public private(set) var evaluations = 0

        /// Bodies to evaluate; none runs until ``renderAll()``.
        public init(_ bodies: [@MainActor () -> Void]) { self.bodies = bodies }

        /// Evaluates every body once, as the first render does.
        public func renderAll() {
            for index in bodies.indices { evaluate(index) }
        }

        /// Re-evaluates the bodies invalidated since their last evaluation, in order.
        ///
        /// - Returns: How many were re-evaluated.
        @discardableResult
        public func renderInvalidated() -> Int {
            let due = invalidated.take()
            for index in due { evaluate(index) }
            return due.count
        }

        private func evaluate(_ index: Int) {
            evaluations += 1
            let invalidated = invalidated
            withObservationTracking {
                bodies[index]()
            } onChange: {
                invalidated.insert(index)
            }
        }
    }

    /// The indices of invalidated bodies. Observation may call `onChange` from the thread
    /// that mutates, so the set is behind a lock.
    private final class Invalidated: @unchecked Sendable {
        // @unchecked: `indices` is only read and written under `lock`.
        private let lock = NSLock()
        private var indices: Set<Int> = []

        func insert(_ index: Int) { lock.withLock { _ = indices.insert(index) } }

        func take() -> [Int] {
            lock.withLock {
                defer { indices = [] }
                return indices.sorted()
            }
        }
    }
#endif
