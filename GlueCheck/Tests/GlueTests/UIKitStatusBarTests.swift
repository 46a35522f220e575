import Livery
import LiveryCore
import Testing
import UIKit

@testable import LiveryUIKit

/// A view controller whose status bar style comes from the engine asks UIKit to read it
/// again on every switch.
@MainActor
@Suite("Status bar updates against the stub SDK")
struct UIKitStatusBarTests {
    let manager = ThemeManager(source: GlueFixtures.themes())

    final class ProfileViewController: UIViewController {
        var manager: ThemeManager?
        override var preferredStatusBarStyle: UIStatusBarStyle { manager?.statusBarStyle() ?? .default }
    }

    func controller() -> ProfileViewController {
        let controller = ProfileViewController(nibName: nil, bundle: nil)
        controller.manager = manager
        controller.theme(in: manager).updatesStatusBarAppearance()
        return controller
    }

    @Test func aSwitchMakesTheStatusBarReadTheStyleAgain() throws {
        let controller = controller()
        try manager.setAppearance(.dark)
        #expect(controller._shownStatusBarStyle == .lightContent)
        try manager.setAppearance(.light)
        #expect(controller._shownStatusBarStyle == .darkContent)
        try manager.setAppearance(.system)
        #expect(controller._shownStatusBarStyle == .default)
    }

    @Test func stoppingTheUpdatesLeavesTheStatusBarAlone() throws {
        let controller = controller()
        controller.theme(in: manager).updatesStatusBarAppearance(false)
        let updates = controller._statusBarUpdates
        try manager.setAppearance(.dark)
        #expect(controller._statusBarUpdates == updates)
    }

    @Test func theControllerIsNotKeptAlive() {
        weak var released: ProfileViewController?
        do {
            let made = controller()
            released = made
        }
        #expect(released == nil)
    }
}
