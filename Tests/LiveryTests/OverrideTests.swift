import LiveryCore
import Testing

@testable import Livery

@MainActor
@Suite("Subtree overrides")
struct OverrideTests {
    let manager = ThemeManager(source: Fixtures.themes())

    /// container → row → label, all bound to text.primary.
    func tree() -> (container: Widget, row: Widget, label: Widget) {
        let container = Widget()
        let row = Widget(parent: container)
        let label = Widget(parent: row)
        for widget in [container, row, label] { widget.theme(in: manager).textColor = .token("text.primary") }
        return (container, row, label)
    }

    @Test func overrideAppliesToTheNodeAndEveryDescendantAtOnce() {
        let (container, row, label) = tree()
        let outside = Widget()
        outside.theme(in: manager).textColor = .token("text.primary")
        container.theme(in: manager).override = .dark
        #expect([container, row, label].allSatisfy { $0.textColor == Palette.white })
        #expect(outside.textColor == Palette.black)
    }

    @Test func descendantsBoundLaterResolveInTheOverride() {
        let (container, _, _) = tree()
        container.theme(in: manager).override = .dark
        let late = Widget(parent: container)
        late.theme(in: manager).textColor = .token("text.primary")
        #expect(late.textColor == Palette.white)
    }

    @Test func boundNodesAttachedLaterFollowOnceTheMoveIsReported() {
        let (container, _, _) = tree()
        container.theme(in: manager).override = .dark
        let moved = Widget()
        moved.theme(in: manager).textColor = .token("text.primary")
        #expect(moved.textColor == Palette.black)
        moved.parent = container
        moved.theme(in: manager).hierarchyDidChange()
        #expect(moved.textColor == Palette.white)
    }

    @Test func removingTheOverrideRestoresTheGlobalTheme() {
        let (container, row, label) = tree()
        container.theme(in: manager).override = .dark
        container.theme(in: manager).override = nil
        #expect([container, row, label].allSatisfy { $0.textColor == Palette.black })
        #expect(container.theme(in: manager).override == nil)
    }

    @Test func overriddenSubtreesKeepTheirAppearanceAcrossGlobalSwitches() throws {
        let (container, row, label) = tree()
        container.theme(in: manager).override = .light
        try manager.setAppearance(.dark)
        #expect(row.textColor == Palette.black)
        #expect(label.textColor == Palette.black)
        #expect(manager.theme.appearance == "dark")
    }

    @Test func theNearestOverrideWins() {
        let (container, row, label) = tree()
        container.theme(in: manager).override = .dark
        row.theme(in: manager).override = .context("sepia")
        label.theme(in: manager).backgroundColor = .token("background")
        #expect(container.textColor == Palette.white)
        #expect(label.backgroundColor == Palette.sepia)
    }

    @Test func anUnknownOverrideIsRefusedAndReported() {
        let log = DiagnosticLog()
        let manager = ThemeManager(source: Fixtures.themes(), onDiagnostic: log.hook)
        let node = Widget()
        node.theme(in: manager).override = .context("neon")
        #expect(node.theme(in: manager).override == nil)
        #expect(log.entries.count == 1)
        #expect(throws: ThemeSelectionError.self) { try manager.setOverride(.context("neon"), on: node) }
    }
}
