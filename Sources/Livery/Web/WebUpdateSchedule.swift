/// When a ``WebThemeBridge`` sends what changed: every change made in one turn of the main
/// actor (a switch, an installed layer, a pin) reaches each web view as one script.
///
/// ```swift
/// bridge.updateSchedule = .nextMainActorTurn   // the default
/// ```
public struct WebUpdateSchedule: Sendable {
    /// Arranges for `flush` to run once, later.
    public let schedule: @MainActor @Sendable (_ flush: @escaping @MainActor @Sendable () -> Void) -> Void

    /// A schedule of your own: `schedule` runs the flush it is given once (tests run it when
    /// they choose).
    public init(schedule: @escaping @MainActor @Sendable (_ flush: @escaping @MainActor @Sendable () -> Void) -> Void) {
        self.schedule = schedule
    }

    /// The flush runs as a main-actor task: after the code that made the changes returns.
    public static let nextMainActorTurn = WebUpdateSchedule { flush in
        Task { @MainActor in flush() }
    }
}
