#if canImport(Observation)
    import Observation

    /// One value readers observe on its own: reading ``value`` inside an observation-tracked
    /// body (a SwiftUI view's `body`, `withObservationTracking`) makes that body depend on
    /// this value alone, and ``update(_:)`` notifies it only when the value really changed.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @MainActor
    final class ObservedCell<Value: Equatable>: Observable {
        private let registrar = ObservationRegistrar()
        private var stored: Value

        init(_ value: Value) { stored = value }

        /// The value, recorded as read by the observation-tracked body running now.
        var value: Value {
            registrar.access(self, keyPath: \.value)
            return stored
        }

        /// Replaces the value; readers are told only if it differs from the current one.
        func update(_ value: Value) {
            guard value != stored else { return }
            registrar.withMutation(of: self, keyPath: \.value) { stored = value }
        }
    }
#endif
