/// Change callbacks, the async stream of changes, and the observable current value.
extension ThemeManager {
    /// Calls `body` after every change of the theme (bindings are already updated).
    ///
    /// - Returns: A handle: the callback stops when it is cancelled or released.
    public func observe(_ body: @escaping @MainActor (ThemeChange) -> Void) -> ThemeObservation {
        let id = nextID
        nextID += 1
        let handle = ThemeObservation(manager: self, id: id)
        observers[id] = .callback(handle: WeakObservation(handle: handle), body: body)
        return handle
    }

    /// The changes from now on, as an async sequence (the newest 64 are kept if the reader
    /// falls behind). The stream ends when its task is cancelled.
    ///
    /// ```swift
    /// for await change in manager.changes { print(change.theme.appearance) }
    /// ```
    public var changes: AsyncStream<ThemeChange> {
        let id = nextID
        nextID += 1
        var continuation: AsyncStream<ThemeChange>.Continuation?
        let stream = AsyncStream(ThemeChange.self, bufferingPolicy: .bufferingNewest(64)) { continuation = $0 }
        if let continuation {
            continuation.onTermination = { [weak self] _ in
                Task { @MainActor in self?.removeObserver(id) }
            }
            observers[id] = .stream(continuation)
        }
        return stream
    }

    /// Calls `body` when a change is about to be applied, before any binding is written:
    /// the moment to start a transition that cross-fades from the old values (UIKit's
    /// `UIView.transition(with:duration:options:animations:completion:)`).
    ///
    /// ```swift
    /// let fade = manager.observeWillChange { reason in print("switching:", reason) }
    /// ```
    ///
    /// - Returns: A handle: the callback stops when it is cancelled or released.
    public func observeWillChange(_ body: @escaping @MainActor (ThemeChange.Reason) -> Void) -> ThemeObservation {
        let id = nextID
        nextID += 1
        let handle = ThemeObservation(manager: self, id: id)
        willChangeObservers[id] = .callback(handle: WeakObservation(handle: handle), body: { body($0.reason) })
        return handle
    }

    func removeObserver(_ id: UInt64) {
        willChangeObservers[id] = nil
        if case .stream(let continuation) = observers.removeValue(forKey: id) { continuation.finish() }
    }

    /// Runs the will-change callbacks (the change carries the state before the change).
    func notifyWillChange(_ reason: ThemeChange.Reason) {
        guard !willChangeObservers.isEmpty else { return }
        let change = ThemeChange(
            theme: theme, appearance: appearance, systemAppearance: systemAppearance, reason: reason)
        for (id, observer) in willChangeObservers.sorted(by: { $0.key < $1.key }) {
            guard case .callback(let handle, let body) = observer else { continue }
            if handle.handle == nil {
                willChangeObservers[id] = nil
            } else {
                body(change)
            }
        }
    }

    /// Publishes the current state to the observable value, callbacks and streams.
    func notify(_ reason: ThemeChange.Reason) {
        publishObservable()
        let change = ThemeChange(
            theme: theme, appearance: appearance, systemAppearance: systemAppearance, reason: reason)
        for (id, observer) in observers.sorted(by: { $0.key < $1.key }) {
            switch observer {
            case .callback(let handle, let body):
                if handle.handle == nil {
                    observers[id] = nil
                } else {
                    body(change)
                }
            case .stream(let continuation):
                continuation.yield(change)
            }
        }
    }
}

extension ThemeManager {
    /// The current theme as an `@Observable` value: SwiftUI views that read it update when
    /// it changes. Made on first use.
    #if canImport(Observation)
        @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    #endif
    public var current: ObservableTheme {
        if let existing = observableStorage as? ObservableTheme { return existing }
        let made = ObservableTheme(theme: theme, appearance: appearance, systemAppearance: systemAppearance)
        observableStorage = made
        return made
    }

    /// Brings the observable value, if anyone asked for it, up to date.
    func publishObservable() {
        #if canImport(Observation)
            guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
        #endif
        guard let current = observableStorage as? ObservableTheme else { return }
        if current.theme !== theme { current.theme = theme }
        if current.appearance != appearance { current.appearance = appearance }
        if current.systemAppearance != systemAppearance { current.systemAppearance = systemAppearance }
    }
}
