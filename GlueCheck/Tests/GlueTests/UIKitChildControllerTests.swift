import Livery
import LiveryCore
import Testing
import UIKit

@testable import LiveryUIKit

/// Embeds `child` in `parent`, its view under `container`, as a container view controller does.
@MainActor
func embed(_ child: UIViewController, in parent: UIViewController, under container: UIView) {
    parent.addChild(child)
    container.addSubview(child.view)
    child.didMove(toParent: parent)
}

/// A controller whose view holds a label in a system color (it follows the view's style) and,
/// when `binding`, a view bound to a token in `viewDidLoad`.
@MainActor
final class ChildController: UIViewController {
    let label = UILabel()
    let card = UIView()
    private let manager: ThemeManager?

    init(binding manager: ThemeManager? = nil) {
        self.manager = manager
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(card)
        card.addSubview(label)
        if let manager { card.theme(in: manager).backgroundColor = .token("background") }
    }

    /// The style the label's system colors resolve in.
    var shownStyle: UIUserInterfaceStyle { label.traitCollection.userInterfaceStyle }
}

/// Issue 15: a pinned subtree (`theme.override`) reaches the embedded child view controllers
/// inside it. UIKit stops a view's `overrideUserInterfaceStyle` at the root view of an
/// embedded child controller (before iOS 17: the child inherits from its parent controller),
/// so the glue sets the child controller's own override.
extension UIKitGlueTests {
    // MARK: The stub's rule

    @Test func stubBeforeiOS17AViewsOverrideStopsAtAnEmbeddedChildControllersRootView() {
        let window = makeWindow()
        UIApplication.shared._beforeiOS17 {
            let parent = UIViewController(nibName: nil, bundle: nil)
            window.addSubview(parent.view)
            let container = UIView()
            let plain = UILabel()
            container.addSubview(plain)
            parent.view.addSubview(container)
            let child = ChildController()
            embed(child, in: parent, under: container)
            container.overrideUserInterfaceStyle = .dark
            endRunLoopTurn()
            #expect(plain.traitCollection.userInterfaceStyle == .dark, "a subview owned by the same controller")
            #expect(child.shownStyle == .light, "the child controller and its views do not inherit it")
            let grandchild = ChildController()
            embed(grandchild, in: child, under: child.card)
            child.overrideUserInterfaceStyle = .dark
            endRunLoopTurn()
            #expect(child.shownStyle == .dark, "a controller's override: its entire view hierarchy")
            #expect(grandchild.shownStyle == .dark, "… and any embedded child view controllers")
        }
    }

    @Test func stubFromiOS17AChildControllerInheritsFromItsViewsSuperview() {
        let window = makeWindow()
        let parent = UIViewController(nibName: nil, bundle: nil)
        window.addSubview(parent.view)
        let child = ChildController()
        embed(child, in: parent, under: parent.view)
        parent.view.overrideUserInterfaceStyle = .dark
        endRunLoopTurn()
        #expect(child.shownStyle == .dark)
    }

    @Test func stubAViewControllersRootViewsNextResponderIsTheController() {
        let controller = UIViewController(nibName: nil, bundle: nil)
        let sub = UIView()
        controller.view.addSubview(sub)
        #expect(controller.view.next === controller)
        #expect(sub.next === controller.view)
    }

    // MARK: The glue, before iOS 17

    @Test func beforeiOS17APinReachesAChildControllerEmbeddedBeforeIt() {
        let window = makeWindow()
        UIApplication.shared._beforeiOS17 {
            let parent = UIViewController(nibName: nil, bundle: nil)
            window.addSubview(parent.view)
            let container = UIView()
            parent.view.addSubview(container)
            let child = ChildController()
            embed(child, in: parent, under: container)
            endRunLoopTurn()
            container.theme(in: manager).override = .dark
            endRunLoopTurn()
            #expect(child.shownStyle == .dark)
        }
    }

    @Test func beforeiOS17APinReachesABoundChildControllerEmbeddedAfterIt() {
        let turn = MainQueueTurn()
        manager.nodeSettling = turn.settling
        let window = makeWindow()
        UIApplication.shared._beforeiOS17 {
            let parent = UIViewController(nibName: nil, bundle: nil)
            window.addSubview(parent.view)
            let container = UIView()
            parent.view.addSubview(container)
            container.theme(in: manager).override = .dark
            endRunLoopTurn()
            let child = ChildController(binding: manager)
            embed(child, in: parent, under: container)
            turn.end()
            endRunLoopTurn()
            #expect(child.card.backgroundColor?.rgba == RGBA.black, "the token binding")
            #expect(child.shownStyle == .dark, "the system colors of the child's views")
        }
    }

    @Test func beforeiOS17APinOnAControllersViewReachesAnyChildEmbeddedLater() {
        let window = makeWindow()
        UIApplication.shared._beforeiOS17 {
            let parent = UIViewController(nibName: nil, bundle: nil)
            window.addSubview(parent.view)
            parent.view.theme(in: manager).override = .dark
            endRunLoopTurn()
            let child = ChildController() // nothing bound: nothing for the engine to see
            embed(child, in: parent, under: parent.view)
            endRunLoopTurn()
            #expect(child.shownStyle == .dark)
        }
    }

    @Test func beforeiOS17AChangedOrRemovedPinReachesTheChildController() {
        let window = makeWindow()
        UIApplication.shared._setSystemStyle(.dark)
        UIApplication.shared._beforeiOS17 {
            let parent = UIViewController(nibName: nil, bundle: nil)
            window.addSubview(parent.view)
            let container = UIView()
            parent.view.addSubview(container)
            let child = ChildController()
            embed(child, in: parent, under: container)
            container.theme(in: manager).override = .dark
            endRunLoopTurn()
            container.theme(in: manager).override = .light
            endRunLoopTurn()
            #expect(child.shownStyle == .light, "changed")
            container.theme(in: manager).override = nil
            endRunLoopTurn()
            #expect(child.shownStyle == .dark, "removed: the system's style again")
            #expect(child.overrideUserInterfaceStyle == .unspecified)
        }
    }

    @Test func beforeiOS17AnInnerPinKeepsItsOwnChildControllers() {
        let window = makeWindow()
        UIApplication.shared._beforeiOS17 {
            let parent = UIViewController(nibName: nil, bundle: nil)
            window.addSubview(parent.view)
            let outer = UIView()
            let inner = UIView()
            outer.addSubview(inner)
            parent.view.addSubview(outer)
            let child = ChildController()
            embed(child, in: parent, under: inner)
            inner.theme(in: manager).override = .light
            outer.theme(in: manager).override = .dark
            endRunLoopTurn()
            #expect(child.shownStyle == .light, "the nearest pin wins")
            inner.theme(in: manager).override = nil
            endRunLoopTurn()
            #expect(child.shownStyle == .dark, "the inner pin gone: the outer one reaches it")
        }
    }

    // MARK: The glue, iOS 17

    @Test func aPinReachesChildControllersEmbeddedBeforeAndAfterIt() {
        let turn = MainQueueTurn()
        manager.nodeSettling = turn.settling
        let window = makeWindow()
        let parent = UIViewController(nibName: nil, bundle: nil)
        window.addSubview(parent.view)
        let container = UIView()
        parent.view.addSubview(container)
        let before = ChildController()
        embed(before, in: parent, under: container)
        container.theme(in: manager).override = .dark
        let after = ChildController(binding: manager)
        embed(after, in: parent, under: container)
        turn.end()
        endRunLoopTurn()
        #expect(before.shownStyle == .dark)
        #expect(after.shownStyle == .dark)
        #expect(after.card.backgroundColor?.rgba == RGBA.black)
        container.theme(in: manager).override = nil
        endRunLoopTurn()
        #expect(before.shownStyle == .light)
        #expect(after.shownStyle == .light)
        #expect(after.card.backgroundColor?.rgba == RGBA.white)
    }

    @Test func aDynamicBackgroundInAChildControllerIsDrawnInThePinnedContext() {
        let window = makeWindow()
        let parent = UIViewController(nibName: nil, bundle: nil)
        window.addSubview(parent.view)
        let container = UIView()
        parent.view.addSubview(container)
        let child = ChildController()
        embed(child, in: parent, under: container)
        child.card.backgroundColor = manager.dynamicColor("background")
        endRunLoopTurn()
        #expect(child.card._drawnBackgroundColor?.rgba == RGBA.white)
        container.theme(in: manager).override = .dark
        endRunLoopTurn()
        #expect(child.card._drawnBackgroundColor?.rgba == RGBA.black, "redrawn: the theme trait reached the child")
        container.theme(in: manager).override = nil
        endRunLoopTurn()
        #expect(child.card._drawnBackgroundColor?.rgba == RGBA.white)
    }

    // MARK: A child controller moved out of a pin

    /// A parent controller's view holding a pinned container and a plain one.
    func pinnedAndPlain(in window: UIWindow, pin: AppearancePreference) -> (UIViewController, UIView, UIView) {
        let parent = UIViewController(nibName: nil, bundle: nil)
        window.addSubview(parent.view)
        let pinned = UIView()
        let plain = UIView()
        parent.view.addSubview(pinned)
        parent.view.addSubview(plain)
        pinned.theme(in: manager).override = pin
        return (parent, pinned, plain)
    }

    /// A bound child settled in a pin of `pin` (its settling turn over), beside a plain
    /// container to move it to; the window is kept for as long as the value lives.
    struct ChildInPin {
        let window: UIWindow
        let child: ChildController
        let plain: UIView
    }

    /// A window with a pinned container and a plain one, and a bound child embedded under the
    /// pinned one, its settling turn over; `appStyle` is the style the app gave the child first.
    func boundChildSettled(in pin: AppearancePreference, appStyle: UIUserInterfaceStyle? = nil) -> ChildInPin {
        let turn = MainQueueTurn()
        manager.nodeSettling = turn.settling
        let window = makeWindow()
        let (parent, pinned, plain) = pinnedAndPlain(in: window, pin: pin)
        let child = ChildController(binding: manager)
        if let appStyle { child.overrideUserInterfaceStyle = appStyle }
        embed(child, in: parent, under: pinned)
        turn.end()
        endRunLoopTurn()
        return ChildInPin(window: window, child: child, plain: plain)
    }

    @Test func aBoundChildControllerMovedOutOfAPinLosesThePinsStyle() {
        let setup = boundChildSettled(in: .dark)
        let child = setup.child
        #expect(child.shownStyle == .dark)
        setup.plain.addSubview(child.view) // the move UIKit reports in its trait update (iOS 17)
        endRunLoopTurn()
        #expect(child.overrideUserInterfaceStyle == .unspecified, "the pin's style is gone")
        #expect(child.shownStyle == .light)
        #expect(child.card.backgroundColor?.rgba == RGBA.white)
    }

    @Test func aChildControllerMovedOutOfAPinGetsBackTheStyleTheAppGaveIt() {
        let setup = boundChildSettled(in: .light, appStyle: .dark) // the app's own choice
        let child = setup.child
        #expect(child.shownStyle == .light, "the pin wins while the child is in it")
        setup.plain.addSubview(child.view)
        endRunLoopTurn()
        #expect(child.overrideUserInterfaceStyle == .dark, "the app's style again")
        #expect(child.shownStyle == .dark)
    }

    @Test func aStyleTheAppSetsWhileInAPinIsKeptWhenTheChildLeaves() {
        let setup = boundChildSettled(in: .dark)
        let child = setup.child
        child.overrideUserInterfaceStyle = .light // the app changes it: no longer the glue's
        setup.plain.addSubview(child.view)
        endRunLoopTurn()
        #expect(child.overrideUserInterfaceStyle == .light)
    }

    @Test func beforeiOS17ABoundChildControllerMovedOutOfAPinLosesItsStyleAfterHierarchyDidChange() {
        let turn = MainQueueTurn()
        manager.nodeSettling = turn.settling
        let window = makeWindow()
        UIApplication.shared._beforeiOS17 {
            let (parent, pinned, plain) = pinnedAndPlain(in: window, pin: .dark)
            let child = ChildController(binding: manager)
            embed(child, in: parent, under: pinned)
            turn.end()
            endRunLoopTurn()
            #expect(child.shownStyle == .dark)
            plain.addSubview(child.view)
            child.view.theme(in: manager).hierarchyDidChange() // before iOS 17 nothing reports the move
            endRunLoopTurn()
            #expect(child.overrideUserInterfaceStyle == .unspecified)
            #expect(child.shownStyle == .light)
        }
    }

    /// Known gap: nothing bound in the child, so nothing the glue can see reports its move
    /// (UIKit posts no notification for `addSubview` or `didMove(toParent:)`; seeing it would
    /// take swizzling). ON-A-DEVICE.md lists it.
    @Test func anUnboundChildControllerMovedOutOfAPinKeepsThePinsStyle() {
        let window = makeWindow()
        let (parent, pinned, plain) = pinnedAndPlain(in: window, pin: .dark)
        let child = ChildController()
        embed(child, in: parent, under: pinned)
        pinned.theme(in: manager).override = .dark
        endRunLoopTurn()
        plain.addSubview(child.view)
        endRunLoopTurn()
        #expect(child.overrideUserInterfaceStyle == .dark, "not seen: the pin's style stays")
    }
}
