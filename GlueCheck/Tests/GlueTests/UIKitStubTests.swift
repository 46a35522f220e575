import Testing
import UIKit

/// The UIKit stub delivers trait changes as UIKit documents it: in the update pass of the
/// run-loop turn that made them, synchronously only through `updateTraitsIfNeeded()`.
@MainActor
@Suite("The UIKit stub behaves as documented", .serialized)
struct UIKitStubTests {
    init() { UIApplication.shared._reset() }

    @Test func aMoveUnderAnOverrideReachesTheTraitsInTheUpdatePassNotOnTheNextLine() {
        let window = makeWindow()
        let container = UIView()
        window.addSubview(container)
        container.overrideUserInterfaceStyle = .dark
        let child = UIView()
        var reported: [UIUserInterfaceStyle] = []
        child.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: UIView, _: UITraitCollection) in
            reported.append(view.traitCollection.userInterfaceStyle)
        }
        container.addSubview(child)
        #expect(child.traitCollection.userInterfaceStyle != .dark, "not updated on the line of the move")
        #expect(reported.isEmpty)
        endRunLoopTurn()
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        #expect(reported == [.dark], "one callback, in the pass")
        endRunLoopTurn()
        #expect(reported == [.dark], "nothing changed in the next turn")
    }

    @Test func updateTraitsIfNeededUpdatesTheSubtreeAndCallsBackAtOnce() {
        let container = UIView()
        let child = UIView()
        container.addSubview(child)
        var calls = 0
        child.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (_: UIView, _: UITraitCollection) in
            calls += 1
        }
        container.overrideUserInterfaceStyle = .dark
        #expect(calls == 0)
        container.updateTraitsIfNeeded()
        #expect(calls == 1)
        #expect(child.traitCollection.userInterfaceStyle == .dark)
    }

    @Test func aViewOutOfEveryWindowWaitsUntilItEntersOne() {
        let window = makeWindow()
        let detached = UIView()
        detached.overrideUserInterfaceStyle = .dark
        endRunLoopTurn()
        #expect(detached.traitCollection.userInterfaceStyle == .unspecified, "no update pass reaches it")
        window.addSubview(detached)
        endRunLoopTurn()
        #expect(detached.traitCollection.userInterfaceStyle == .dark)
    }

    @Test func aSystemChangeArrivesInATurnOfItsOwn() {
        let window = makeWindow()
        endRunLoopTurn()
        #expect(window.traitCollection.userInterfaceStyle == .light)
        UIApplication.shared._setSystemStyle(.dark)
        #expect(window.traitCollection.userInterfaceStyle == .dark)
    }

    @Test func aDynamicBackgroundIsRedrawnOnlyWhenAColorAffectingTraitChanges() {
        let window = makeWindow()
        let view = UIView()
        view.backgroundColor = UIColor { traits in
            traits.preferredContentSizeCategory == .extraLarge
                ? UIColor(red: 0, green: 0, blue: 0, alpha: 1) : UIColor(red: 1, green: 1, blue: 1, alpha: 1)
        }
        endRunLoopTurn()
        #expect(view._drawnBackgroundColor == nil, "out of every window: never drawn")
        window.addSubview(view)
        endRunLoopTurn()
        #expect(view._drawnBackgroundColor?.rgba == RGBA.white)
        view.traitOverrides[UITraitPreferredContentSizeCategory.self] = .extraLarge
        endRunLoopTurn()
        #expect(view.traitCollection.preferredContentSizeCategory == .extraLarge)
        #expect(view._drawnBackgroundColor?.rgba == RGBA.white, "the text size does not affect color appearance")
        view.overrideUserInterfaceStyle = .dark
        endRunLoopTurn()
        #expect(view._drawnBackgroundColor?.rgba == RGBA.black, "redrawn in a color-affecting trait change")
    }

    @Test func aCustomTraitRedrawsOnlyWhenItAffectsColorAppearance() {
        struct Shade: UITraitDefinition {
            static let defaultValue = 0
            static let affectsColorAppearance = true
        }
        struct Density: UITraitDefinition { static let defaultValue = 0 }
        let window = makeWindow()
        let view = UIView()
        view.backgroundColor = UIColor { traits in
            traits[Density.self] == 1
                ? UIColor(red: 0, green: 0, blue: 0, alpha: 1) : UIColor(red: 1, green: 1, blue: 1, alpha: 1)
        }
        window.addSubview(view)
        endRunLoopTurn()
        view.traitOverrides[Density.self] = 1
        endRunLoopTurn()
        #expect(view._drawnBackgroundColor?.rgba == RGBA.white, "Density does not affect color appearance")
        view.traitOverrides[Shade.self] = 1
        endRunLoopTurn()
        #expect(view._drawnBackgroundColor?.rgba == RGBA.black, "Shade does")
    }

    @Test func aHiddenWindowGetsNoTraitUpdateUntilItIsShown() throws {
        let scene = UIApplication.shared._connectScene()
        let window = UIWindow(windowScene: scene)
        let view = UIView()
        window.addSubview(view)
        endRunLoopTurn()
        #expect(window.isHidden)
        #expect(view.traitCollection.userInterfaceStyle == .unspecified, "hidden: not updated")
        window.isHidden = false
        endRunLoopTurn()
        #expect(view.traitCollection.userInterfaceStyle != .unspecified, "shown: the scene's traits")
        #expect(view.traitCollection.userInterfaceStyle == scene.traitCollection.userInterfaceStyle)
    }

    @Test func beforeiOS17ThereIsNoUpdateTraitsIfNeeded() {
        let view = UIView()
        view.overrideUserInterfaceStyle = .dark
        UIApplication.shared._beforeiOS17 { view.updateTraitsIfNeeded() }
        #expect(view.traitCollection.userInterfaceStyle == .unspecified)
    }
}
