import LiveryCore
import Testing

@testable import Livery

/// Nodes built, bound, then attached — the usual UIKit order — follow the subtree override
/// they are attached under once the turn ends, with no call from the app.
@MainActor
@Suite("Nodes bound before they are attached")
struct SettlingTests {
    let manager = ThemeManager(source: Fixtures.themes())
    let turn = MainQueueTurn()
    let window = ViewNode(isWindow: true)

    init() { manager.nodeSettling = turn.settling }

    /// A container in the window, pinned dark.
    func darkContainer() -> ViewNode {
        let container = ViewNode()
        window.addSubview(container)
        container.theme(in: manager).override = .dark
        return container
    }

    @Test func aLabelBoundThenAddedToAnOverriddenContainerFollowsItWhenTheTurnEnds() {
        let container = darkContainer()
        let label = ViewNode()
        label.theme(in: manager).backgroundColor = .token("background")
        container.addSubview(label)
        turn.end()
        #expect(label.backgroundColor == Palette.black)
        #expect(manager.unsettledCount == 0, "in the window: settled for good")
    }

    @Test func anOverrideSetBetweenTheBindAndTheAttachReachesTheNode() {
        let container = ViewNode()
        window.addSubview(container)
        let cell = ViewNode()
        cell.theme(in: manager).backgroundColor = .token("background")
        container.theme(in: manager).override = .dark
        container.addSubview(cell)
        turn.end()
        #expect(cell.backgroundColor == Palette.black)
    }

    @Test func anOverrideSetAfterTheAttachReachesTheNodeAtOnce() {
        let container = ViewNode()
        let label = ViewNode()
        label.theme(in: manager).backgroundColor = .token("background")
        container.addSubview(label)
        container.theme(in: manager).override = .dark
        #expect(label.backgroundColor == Palette.black)
    }

    @Test func aViewLoadedOutOfTheWindowIsRightAndFollowsWhereItIsShownLater() throws {
        // viewDidLoad: the controller's view is not in a window yet.
        let root = ViewNode()
        let panel = ViewNode()
        root.addSubview(panel)
        panel.theme(in: manager).override = .dark
        let label = ViewNode()
        label.theme(in: manager).backgroundColor = .token("background")
        panel.addSubview(label)
        turn.end()
        #expect(label.backgroundColor == Palette.black)
        #expect(manager.unsettledCount == 1, "out of the window: walked again by later passes")
        try manager.setAppearance(.context("sepia"))
        window.addSubview(root)
        #expect(label.backgroundColor == Palette.black)
        #expect(manager.unsettledCount == 1, "the switch settled it while it was still out of the window")
        try manager.setAppearance(.dark)
        #expect(manager.unsettledCount == 0)
    }

    @Test func aNodeStillOutOfTheWindowFollowsTheOverrideItIsShownUnderAtTheNextPass() {
        let container = darkContainer()
        let root = ViewNode()
        let label = ViewNode()
        root.addSubview(label)
        label.theme(in: manager).backgroundColor = .token("background")
        turn.end()
        #expect(label.backgroundColor == Palette.white, "not under the override yet")
        container.addSubview(root)
        let cell = ViewNode()
        cell.theme(in: manager).backgroundColor = .token("background")
        container.addSubview(cell)
        turn.end()
        #expect(label.backgroundColor == Palette.black, "re-walked by the pass the cell asked for")
        #expect(cell.backgroundColor == Palette.black)
    }

    @Test func aSwitchBeforeTheTurnEndsSettlesTheNodesFirst() throws {
        let container = darkContainer()
        let label = ViewNode()
        label.theme(in: manager).backgroundColor = .token("background")
        container.addSubview(label)
        try manager.setAppearance(.context("sepia"))
        #expect(label.backgroundColor == Palette.black, "pinned by the container, not the switch")
        turn.end()
        #expect(label.backgroundColor == Palette.black)
    }

    @Test func aNodeBoundUnderAnOverrideAndMovedOutBeforeTheTurnEndsTakesTheGlobalTheme() {
        // Bound inside a pinned panel of a view not yet shown, then shown elsewhere.
        let root = ViewNode()
        let panel = ViewNode()
        root.addSubview(panel)
        panel.theme(in: manager).override = .dark
        let label = ViewNode()
        panel.addSubview(label)
        label.theme(in: manager).backgroundColor = .token("background")
        #expect(label.backgroundColor == Palette.black)
        window.addSubview(label)
        turn.end()
        #expect(label.backgroundColor == Palette.white)
    }

    @Test func oneTurnAsksForOnePassHoweverManyNodesAreBound() {
        let container = darkContainer()
        let cells = (0..<3).map { _ in ViewNode() }
        for cell in cells {
            cell.theme(in: manager).backgroundColor = .token("background")
            container.addSubview(cell)
        }
        #expect(turn.pendingPasses == 1)
        turn.end()
        #expect(cells.allSatisfy { $0.backgroundColor == Palette.black })
        let next = ViewNode()
        next.theme(in: manager).backgroundColor = .token("background")
        #expect(turn.pendingPasses == 1, "the next turn asks again")
    }

    @Test func nothingIsKeptOrScheduledWithoutAnOverride() {
        let detached = ViewNode()
        detached.theme(in: manager).backgroundColor = .token("background")
        #expect(manager.unsettledCount == 0)
        #expect(turn.pendingPasses == 0)
    }

    @Test func nodesBoundInTheWindowAreNotKept() {
        let container = darkContainer()
        let shown = ViewNode()
        container.addSubview(shown)
        shown.theme(in: manager).backgroundColor = .token("background")
        #expect(shown.backgroundColor == Palette.black)
        #expect(manager.unsettledCount == 0)
        #expect(turn.pendingPasses == 0)
    }

    @Test func releasedNodesAreDroppedAndClearingTheLastOverrideForgetsTheRest() {
        let container = darkContainer()
        var gone: ViewNode? = ViewNode()
        gone?.theme(in: manager).backgroundColor = .token("background")
        let kept = ViewNode()
        kept.theme(in: manager).backgroundColor = .token("background")
        #expect(manager.unsettledCount == 2)
        gone = nil
        turn.end()
        #expect(manager.unsettledCount == 1)
        container.theme(in: manager).override = nil
        #expect(manager.unsettledCount == 0)
        #expect(turn.pendingPasses == 0)
    }

    @Test func aPendingPassDoesNotKeepTheManager() {
        weak var released: ThemeManager?
        do {
            let manager = ThemeManager(source: Fixtures.themes())
            manager.nodeSettling = turn.settling
            let container = ViewNode()
            container.theme(in: manager).override = .dark
            let label = ViewNode()
            label.theme(in: manager).backgroundColor = .token("background")
            released = manager
        }
        #expect(turn.pendingPasses == 1)
        #expect(released == nil)
        turn.end()
    }
}

/// The default schedule, through the main actor as an app's main queue runs it.
@MainActor
@Suite("The default settle schedule")
struct DefaultSettlingTests {
    @Test func aMainActorTaskSettlesANodeAttachedInTheSameTurn() async {
        let manager = ThemeManager(source: Fixtures.themes())
        let window = ViewNode(isWindow: true)
        let container = ViewNode()
        window.addSubview(container)
        container.theme(in: manager).override = .dark
        let label = ViewNode()
        label.theme(in: manager).backgroundColor = .token("background")
        container.addSubview(label)
        #expect(label.backgroundColor == Palette.white, "the turn has not ended")
        for _ in 0..<100 where label.backgroundColor != Palette.black { await Task.yield() }
        #expect(label.backgroundColor == Palette.black)
    }
}
