/// A registration of a change callback; the callback runs while this handle lives and
/// until ``cancel()`` is called.
///
/// ```swift
/// let observation = manager.observe { change in print(change.theme.appearance) }
/// observation.cancel()   // or let the handle go
/// ```
@MainActor
public final class ThemeObservation {
    private weak var manager: ThemeManager?
    private let id: UInt64

    init(manager: ThemeManager, id: UInt64) {
        self.manager = manager
        self.id = id
    }

    /// Stops the callback.
    public func cancel() { manager?.removeObserver(id) }
}

/// A change callback or stream held by the manager.
@MainActor
enum Observer {
    /// A callback, alive while its handle is.
    case callback(handle: WeakObservation, body: @MainActor (ThemeChange) -> Void)
    case stream(AsyncStream<ThemeChange>.Continuation)
}

/// A weak reference to a ``ThemeObservation``.
@MainActor
struct WeakObservation {
    weak var handle: ThemeObservation?
}
