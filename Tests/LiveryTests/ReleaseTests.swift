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
}
