/// When the engine runs a settle pass: the moment it re-walks the ancestors of nodes that
/// were bound while out of their tree (``ThemeNode/isThemeRooted`` `false`) under a subtree
/// override, so that they follow the override they were attached under.
///
/// An app builds views, binds them, then attaches them, all in one turn of the main queue
/// (`viewDidLoad`, a dequeued cell returned to its table view, a child view controller's
/// view): the next turn sees them in place. A pass is asked for once per turn, however many
/// such nodes are bound; every switch and override change settles them first, too.
///
/// ```swift
/// manager.nodeSettling = .nextMainActorTurn   // the default
/// ```
public struct NodeSettling: Sendable {
    /// Arranges for `pass` to run once, later.
    public let schedule: @MainActor @Sendable (_ pass: @escaping @MainActor @Sendable () -> Void) -> Void

    /// A schedule of your own: `schedule` must run the pass it is given once, later (never
    /// at once: the node is not attached yet).
    public init(schedule: @escaping @MainActor @Sendable (_ pass: @escaping @MainActor @Sendable () -> Void) -> Void) {
        self.schedule = schedule
    }

    /// The pass runs as a main-actor task: on Apple platforms, in the main queue's next turn,
    /// after the code that bound and attached the node has returned.
    public static let nextMainActorTurn = NodeSettling { pass in
        Task { @MainActor in pass() }
    }
}
