import LiveryCore
import Testing

@testable import Livery

@MainActor
@Suite("Off-screen targets")
struct VisibilityTests {
    let manager = ThemeManager(source: Fixtures.themes())

    @Test func aSwitchLeavesOffScreenNodesStaleUntilTheyAreVisibleAgain() throws {
        let widget = Widget()
        widget.theme(in: manager).textColor = .token("text.primary")
        widget.isOnScreen = false
        widget.theme(in: manager).visibilityDidChange()
        try manager.setAppearance(.dark)
        #expect(widget.textColor == Palette.black)
        widget.isOnScreen = true
        widget.theme(in: manager).visibilityDidChange()
        #expect(widget.textColor == Palette.white)
    }

    @Test func aSwitchVisitsOnlyVisibleTargets() throws {
        var applications = 0
        let widgets = (0..<10).map { _ in Widget() }
        for widget in widgets {
            widget.theme(in: manager).alpha = ThemeValue { _ in
                applications += 1
                return 1
            }
        }
        for widget in widgets.dropFirst() {
            widget.isOnScreen = false
            manager.visibilityDidChange(of: widget)
        }
        applications = 0
        try manager.setAppearance(.dark)
        #expect(applications == 1)
        #expect(manager.hiddenTargetCount == 9)
    }

    @Test func nodesComingBackWithoutAMissedChangeAreNotReapplied() {
        var applications = 0
        let widget = Widget()
        widget.theme(in: manager).alpha = ThemeValue { _ in
            applications += 1
            return 1
        }
        widget.isOnScreen = false
        widget.theme(in: manager).visibilityDidChange()
        widget.isOnScreen = true
        widget.theme(in: manager).visibilityDidChange()
        #expect(applications == 1)
    }

    @Test func aNodeBoundOffScreenStartsHiddenButGetsItsFirstValue() {
        let widget = Widget()
        widget.isOnScreen = false
        widget.theme(in: manager).textColor = .token("text.primary")
        #expect(widget.textColor == Palette.black)
        #expect(manager.hiddenTargetCount == 1)
    }
}
