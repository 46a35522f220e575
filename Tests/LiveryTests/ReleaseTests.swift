import LiveryCore
import Testing

@testable import Livery

@MainActor
@Suite("Release of targets")
struct ReleaseTests {
    let manager = ThemeManager(source: Fixtures.themes())

    @Test func theEngineNeverKeepsATargetAlive() {
        weak var released: Widget?
        do {
            let widget = Widget()
            widget.theme(in: manager).textColor = .token("text.primary")
            widget.theme(in: manager).alpha = ThemeValue { [unowned widget] _ in widget.isSelected ? 1 : 0.5 }
            widget.theme(in: manager).apply { widget, _ in widget.padding = 1 }
            released = widget
        }
        #expect(released == nil)
    }

    @Test func releasedTargetsBindingsArePurged() throws {
        let kept = Widget()
        kept.theme(in: manager).textColor = .token("text.primary")
        do {
            let gone = [Widget(), Widget()]
            for widget in gone { widget.theme(in: manager).textColor = .token("text.primary") }
            #expect(manager.targetCount == 3)
        }
        manager.purgeReleasedTargets()
        #expect(manager.targetCount == 1)
    }

    @Test func aSwitchDropsTheTargetsItFindsReleased() throws {
        do {
            let gone = Widget()
            gone.theme(in: manager).textColor = .token("text.primary")
        }
        try manager.setAppearance(.dark)
        #expect(manager.targetCount == 0)
    }

    @Test func hiddenReleasedTargetsArePurgedToo() {
        do {
            let gone = Widget()
            gone.isOnScreen = false
            gone.theme(in: manager).textColor = .token("text.primary")
            #expect(manager.hiddenTargetCount == 1)
        }
        manager.purgeReleasedTargets()
        #expect(manager.targetCount == 0)
    }

    @Test func registeringWithoutSwitchesKeepsReleasedTargetsBounded() {
        // Screens made and dropped 20 times, 500 bound targets each, no switch, no purge:
        // registration's own sweeps drop the boxes of released targets (a sweep at most
        // every 1,024 insertions while it finds released ones).
        let kept = Widget()
        kept.theme(in: manager).textColor = .token("text.primary")
        var largest = 0
        for _ in 0..<20 {
            let screen = (0..<500).map { _ in Widget() }
            for widget in screen { widget.theme(in: manager).textColor = .token("text.primary") }
            largest = max(largest, manager.targetCount)
        }
        // Without those sweeps the registry would hold all 10,001 boxes.
        #expect(largest <= 1 + 500 + 1_025)
        manager.purgeReleasedTargets()
        withExtendedLifetime(kept) { #expect(manager.targetCount == 1) }
    }
}
