import LiveryCore
import Testing

@testable import Livery

/// A node standing in for a platform view whose glue hooks the engine's node callbacks,
/// as UIKit's does: it records them and can report a move.
@MainActor
final class HookedNode: Themeable, ThemeNode {
    var textColor = Color(.srgb, 0.1, 0.2, 0.3)
    weak var parent: HookedNode?
    var bindHooks = 0
    var overrideHooks: [AppearancePreference?] = []
    var reachingHooks: [AppearancePreference?] = []
    var themeParent: (any ThemeNode)? { parent }

    func themeNodeDidBind(in manager: ThemeManager) { bindHooks += 1 }
    func themeOverrideDidChange(_ preference: AppearancePreference?, in manager: ThemeManager) {
        overrideHooks.append(preference)
    }
    func themeReachingOverrideDidChange(_ preference: AppearancePreference?, in manager: ThemeManager) {
        reachingHooks.append(preference)
    }
}

@MainActor
@Suite("Node hooks for platform glue")
struct NodeHookTests {
    let manager = ThemeManager(source: Fixtures.themes())

    @Test func aNodeThatCannotTellItsVisibilityIsSwitchedWhileDetached() throws {
        // A view bound in viewDidLoad, before it is in a window: it must be right when it shows.
        let node = HookedNode()
        node.theme(in: manager).textColor = .token("text.primary")
        try manager.setAppearance(.dark)
        #expect(node.textColor == Palette.white)
        #expect(manager.hiddenTargetCount == 0)
    }

    @Test func theBindHookRunsOnceForTheFirstBindingOnly() {
        let node = HookedNode()
        node.theme(in: manager).textColor = .token("text.primary")
        node.theme(in: manager).textColor = .token("background")
        #expect(node.bindHooks == 1)
    }

    @Test func settingAndClearingAnOverrideTellsTheNode() {
        let node = HookedNode()
        node.theme(in: manager).override = .dark
        node.theme(in: manager).override = nil
        #expect(node.overrideHooks == [.dark, nil])
    }

    @Test func aBoundNodeIsToldWhenTheOverrideReachingItChanges() throws {
        let outer = HookedNode()
        let inner = HookedNode()
        let leaf = HookedNode()
        inner.parent = outer
        leaf.parent = inner
        leaf.theme(in: manager).textColor = .token("text.primary")
        outer.theme(in: manager).override = .dark
        inner.theme(in: manager).override = .light
        inner.theme(in: manager).override = .light // unchanged: not told again
        leaf.parent = nil
        manager.nodeDidMove(leaf)
        #expect(leaf.reachingHooks == [.dark, .light, nil])
        let bound = HookedNode()
        bound.parent = outer
        bound.theme(in: manager).textColor = .token("text.primary")
        #expect(bound.reachingHooks == [.dark], "bound under an override: told at once")
    }

    @Test func aSystemOverrideIsToldAgainWhenTheSystemChanges() {
        let follower = HookedNode()
        let pinned = HookedNode()
        follower.theme(in: manager).override = .system
        pinned.theme(in: manager).override = .dark
        manager.systemAppearance = .dark
        #expect(follower.overrideHooks == [.system, .system])
        #expect(pinned.overrideHooks == [.dark])
    }

    @Test func anUnknownOverrideContextDoesNotReachTheNode() {
        let node = HookedNode()
        node.theme(in: manager).override = .context("neon")
        #expect(node.overrideHooks.isEmpty)
    }

    @Test func aReportedMoveUnderAnOverrideRescopesOnlyThatNode() throws {
        let container = HookedNode()
        container.theme(in: manager).override = .dark
        let child = HookedNode()
        child.theme(in: manager).textColor = .token("text.primary")
        #expect(child.textColor == Palette.black)
        child.parent = container
        manager.nodeDidMove(child)
        #expect(child.textColor == Palette.white)
        try manager.setAppearance(.context("sepia"))
        #expect(child.textColor == Palette.white, "the pinned subtree ignores the global switch")
        child.parent = nil
        manager.nodeDidMove(child)
        #expect(child.textColor == Palette.black)
    }

    @Test func theInterfaceStyleOfAnOverrideIsDecidedLikeTheGlobalOne() {
        #expect(manager.interfaceStyle(for: .dark) == .dark)
        #expect(manager.interfaceStyle(for: .system) == .followSystem)
        #expect(manager.interfaceStyle(for: .context("sepia")) == .light)
        #expect(manager.interfaceStyle(for: .context("sepia"), darkStyledContexts: ["sepia"]) == .dark)
    }
}

@MainActor
@Suite("Node hooks of re-bound nodes")
struct RebindHookTests {
    let manager = ThemeManager(source: Fixtures.themes())

    @Test func aNodeClearedAndBoundAgainIsToldOnce() {
        // A reused cell: its views' bindings cleared and made again ten times.
        let node = HookedNode()
        for _ in 0..<10 {
            node.theme(in: manager).textColor = .token("text.primary")
            node.theme(in: manager).removeAll()
        }
        node.theme(in: manager).textColor = .token("text.primary")
        #expect(node.bindHooks == 1)
        node.theme(in: manager).textColor = nil
        node.theme(in: manager).textColor = .token("background")
        #expect(node.bindHooks == 1)
    }

    @Test func aNewNodeAtAReusedAddressIsTold() {
        // The table keys nodes by identity and checks the live reference.
        for _ in 0..<100 {
            do {
                let node = HookedNode()
                node.theme(in: manager).textColor = .token("text.primary")
                node.theme(in: manager).removeAll()
            }
            let next = HookedNode()
            next.theme(in: manager).textColor = .token("text.primary")
            #expect(next.bindHooks == 1)
        }
    }
}
