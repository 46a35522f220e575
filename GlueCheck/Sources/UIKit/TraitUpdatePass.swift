/// Stub-only: UIKit's trait update pass. A move or an override change does not reach trait
/// collections on the line that made it: UIKit updates traits top-down in its update pass
/// (the layout pass of the current run-loop turn, before the frame is drawn), and
/// synchronously only through `updateTraitsIfNeeded()` ("Forces an immediate trait update
/// for this view … and any subviews"; "any trait change callbacks are sent synchronously").
/// The stub queues each view whose traits may have changed and updates the queued subtrees
/// in a shown window when a test ends the turn (``UIApplication/_endRunLoopTurn()``), where a
/// device would have updated them. A hidden window (and what it holds) is skipped: that UIKit
/// updates the traits of windows no one sees is not documented (GlueCheck/ON-A-DEVICE.md);
/// showing it queues it again. A view out of every window is updated when it enters
/// one (the move queues it again) or through `updateTraitsIfNeeded()`. Last in each round it
/// draws the views whose background color changed or that entered a window (their dynamic
/// colors resolved in their traits); a trait update redraws a view only when a trait whose
/// `affectsColorAppearance` is true changed (see ``UIView/_drawnBackgroundColor``).
@MainActor
final class TraitUpdatePass {
    private struct Entry {
        weak var view: UIView?
    }

    /// Queued subtrees, in the order their changes happened (weakly: a queued view may go).
    private var queued: [ObjectIdentifier: Entry] = [:]
    private var order: [ObjectIdentifier] = []

    /// Views whose configuration waits for the pass (`setNeedsUpdateConfiguration()`).
    private var configurations: [ObjectIdentifier: Entry] = [:]

    /// Views to draw at the end of the turn (a new background color, a move into a window).
    private var displays: [ObjectIdentifier: Entry] = [:]

    /// Whether any view waits for the pass.
    var isEmpty: Bool { queued.isEmpty && configurations.isEmpty && displays.isEmpty }

    /// Queues `view` to be drawn at the end of the turn, after its traits are updated.
    func needsDisplay(_ view: UIView) {
        displays[ObjectIdentifier(view)] = Entry(view: view)
    }

    /// Queues `view`'s configuration update ("Requests the view update its configuration for
    /// its current state"): UIKit updates it in the update pass, after its traits.
    func needsConfigurationUpdate(_ view: UIView) {
        configurations[ObjectIdentifier(view)] = Entry(view: view)
    }

    /// Queues `view`'s subtree for the next pass.
    func needsUpdate(_ view: UIView) {
        let id = ObjectIdentifier(view)
        if queued.updateValue(Entry(view: view), forKey: id) == nil { order.append(id) }
    }

    /// Forgets every queued view (between tests).
    func removeAll() {
        queued = [:]
        order = []
        configurations = [:]
        displays = [:]
    }

    /// Runs the pass: the scenes' registrations first, then every queued subtree that is in
    /// a window, top-down. Handlers may change traits again (an override set in a handler):
    /// the pass repeats until nothing is queued, as UIKit's update loop does.
    func run(scenes: [UIWindowScene]) {
        for scene in scenes { scene._traitChangeHandlers.report(scene.traitCollection, of: scene) }
        var rounds = 0
        while !isEmpty && rounds < 100 {
            rounds += 1
            let views = order.compactMap { queued[$0]?.view }
            queued = [:]
            order = []
            for view in views where view.isOnScreen { view.updateTraits() }
            let configured = configurations.values.compactMap(\.view)
            configurations = [:]
            for view in configured { view.updateConfigurationInPass() }
            let drawn = displays.values.compactMap(\.view)
            displays = [:]
            for view in drawn where view.isOnScreen { view.draw() }
        }
    }
}
