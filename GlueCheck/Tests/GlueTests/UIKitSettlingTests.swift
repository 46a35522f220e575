import Livery
import LiveryCore
import Testing
import UIKit

@testable import LiveryUIKit

/// Item 2 before iOS 17: no trait registration reports a move, so the engine settles the
/// views bound before they were in a window once the main queue's turn ends — the usual
/// UIKit orders need no call from the app.
extension UIKitGlueTests {
    @Test func beforeiOS17ALabelMadeInViewDidLoadFollowsTheOverrideOfItsContainer() throws {
        let turn = MainQueueTurn()
        manager.nodeSettling = turn.settling
        let window = makeWindow()
        try UIApplication.shared._beforeiOS17 {
            // viewDidLoad: the controller's view is not in a window yet.
            let view = UIView()
            let container = UIView()
            view.addSubview(container)
            container.theme(in: manager).override = .dark
            let label = UILabel()
            label.theme(in: manager).textColor = .token("text.primary")
            container.addSubview(label)
            window.addSubview(view)
            #expect(label.textColor.rgba == RGBA.black, "before iOS 17 nothing reports the move itself")
            turn.end()
            #expect(label.textColor.rgba == RGBA.white)
            try manager.setAppearance(.context("sepia"))
            #expect(label.textColor.rgba == RGBA.white, "pinned: the global switch does not reach it")
        }
    }

    @Test func beforeiOS17AnOverrideSetAfterTheLabelWasAddedReachesItAtOnce() {
        let turn = MainQueueTurn() // the turn does not end in this test
        manager.nodeSettling = turn.settling
        UIApplication.shared._beforeiOS17 {
            let container = UIView()
            let label = UILabel()
            label.theme(in: manager).textColor = .token("text.primary")
            container.addSubview(label)
            container.theme(in: manager).override = .dark
            #expect(label.textColor.rgba == RGBA.white)
        }
    }

    @Test func beforeiOS17ADequeuedCellFollowsTheOverrideOfItsTable() {
        let turn = MainQueueTurn()
        manager.nodeSettling = turn.settling
        let window = makeWindow()
        UIApplication.shared._beforeiOS17 {
            let table = UIView()
            window.addSubview(table)
            table.theme(in: manager).override = .dark
            // Dequeued (bound while detached), configured, then added by the table view.
            let cell = UIView()
            let title = UILabel()
            cell.addSubview(title)
            cell.theme(in: manager).backgroundColor = .token("background")
            title.theme(in: manager).textColor = .token("text.primary")
            table.addSubview(cell)
            turn.end()
            #expect(cell.backgroundColor?.rgba == RGBA.black)
            #expect(title.textColor.rgba == RGBA.white)
            // Reused: off the table and back, configured again.
            cell.removeFromSuperview()
            title.theme(in: manager).textColor = .token("text.primary")
            table.addSubview(cell)
            turn.end()
            #expect(title.textColor.rgba == RGBA.white)
        }
    }

    @Test func beforeiOS17AChildControllersViewBoundBeforeAddSubviewFollowsTheOverride() {
        let turn = MainQueueTurn()
        manager.nodeSettling = turn.settling
        let window = makeWindow()
        UIApplication.shared._beforeiOS17 {
            let container = UIView()
            window.addSubview(container)
            container.theme(in: manager).override = .dark
            let childView = UIView()
            let badge = UIImageView()
            childView.addSubview(badge)
            childView.theme(in: manager).backgroundColor = .token("background")
            badge.layer.theme(in: manager).borderColor = .token("text.primary")
            container.addSubview(childView)
            turn.end()
            #expect(childView.backgroundColor?.rgba == RGBA.black)
            #expect(badge.layer.borderColor?.components == [1, 1, 1, 1], "a layer follows its view")
        }
    }

    @Test func beforeiOS17ASwitchBeforeTheTurnEndsSettlesTheViewsFirst() throws {
        let turn = MainQueueTurn() // the turn does not end in this test
        manager.nodeSettling = turn.settling
        let window = makeWindow()
        try UIApplication.shared._beforeiOS17 {
            let container = UIView()
            window.addSubview(container)
            container.theme(in: manager).override = .dark
            let label = UILabel()
            label.theme(in: manager).textColor = .token("text.primary")
            container.addSubview(label)
            try manager.setModifier("contrast", to: "high")
            #expect(label.textColor.rgba == RGBA.red, "dark, high contrast: the override's scope")
        }
    }
}
