import Livery
import LiveryCore
import Testing
import UIKit

@testable import LiveryUIKit

/// ThemeWindowSync in multi-window apps: windows the app styles itself, a sync per scene,
/// scenes that disconnect, the first frame of a new scene, and the background.
extension UIKitGlueTests {
    @Test func aWindowTheAppStylesItselfIsLeftAlone() throws {
        let main = makeWindow()
        let overlay = UIWindow(windowScene: try #require(main.windowScene))
        overlay.overrideUserInterfaceStyle = .light // the app's own
        let sync = ThemeWindowSync(manager: manager, excluding: [overlay])
        try manager.setAppearance(.dark)
        overlay.makeKeyAndVisible()
        let later = UIWindow(windowScene: try #require(main.windowScene))
        later.overrideUserInterfaceStyle = .light
        sync.exclude(later)
        try manager.setAppearance(.context("sepia"))
        later.makeKeyAndVisible()
        #expect(later.overrideUserInterfaceStyle == .light)
        #expect(main.overrideUserInterfaceStyle == .light, "sepia is a light style")
        #expect(overlay.overrideUserInterfaceStyle == .light)
        try manager.setAppearance(.dark)
        #expect(overlay.overrideUserInterfaceStyle == .light)
        sync.include(overlay)
        #expect(overlay.overrideUserInterfaceStyle == .dark)
    }

    @Test func aSyncPerSceneStylesOnlyTheWindowsOfItsScene() throws {
        let left = makeWindow()
        let right = makeWindow()
        let other = ThemeManager(source: GlueFixtures.themes())
        let leftSync = ThemeWindowSync(manager: manager, scene: left.windowScene)
        let rightSync = ThemeWindowSync(manager: other, scene: right.windowScene)
        try manager.setAppearance(.dark)
        #expect(left.overrideUserInterfaceStyle == .dark)
        #expect(right.overrideUserInterfaceStyle == .unspecified)
        try other.setAppearance(.light)
        #expect(right.overrideUserInterfaceStyle == .light)
        #expect(left.overrideUserInterfaceStyle == .dark)
        let later = makeWindow()
        #expect(later.overrideUserInterfaceStyle == .unspecified, "a scene of its own: no sync of these keeps it")
        _ = (leftSync, rightSync)
    }

    @Test func aDisconnectedSceneIsForgottenWithItsProbeWindow() throws {
        let window = makeWindow()
        let scene = try #require(window.windowScene)
        let sync = ThemeWindowSync(manager: manager)
        sync.watch(scene, usingProbe: true) // as before iOS 17
        #expect(scene.windows.contains { $0 is SystemAppearanceProbe })
        #expect(sync.watchedSceneCount == 1)
        UIApplication.shared._disconnectScene(scene)
        #expect(sync.watchedSceneCount == 0)
        #expect(!scene.windows.contains { $0 is SystemAppearanceProbe }, "the probe window is gone")
        let next = makeWindow() // a new scene, maybe at the old one's address: watched anew
        UIApplication.shared._setSystemStyle(.dark)
        #expect(manager.systemAppearance == .dark)
        _ = next
    }

    @Test func theSystemAppearanceIsReadWhenASceneConnectsBeforeItsFirstFrame() throws {
        UIApplication.shared._setSystemStyle(.dark) // no scene yet: launch in dark mode
        let sync = ThemeWindowSync(manager: manager)
        #expect(manager.systemAppearance == .light, "nothing to read yet")
        let window = makeWindow()
        #expect(manager.systemAppearance == .dark, "read at connection, not at the next change")
        #expect(manager.effectiveContext == "dark")
        _ = (sync, window)
    }

    @Test func changesInTheBackgroundAreReadOnceWhenTheAppIsActiveAgain() throws {
        _ = makeWindow()
        let sync = ThemeWindowSync(manager: manager)
        var changes = 0
        let observation = manager.observe { _ in changes += 1 }
        UIApplication.shared._enterBackground()
        UIApplication.shared._setSystemStyle(.dark) // the app switcher's snapshots flip the style…
        UIApplication.shared._setSystemStyle(.light) // …and back
        UIApplication.shared._becomeActive()
        #expect(changes == 0, "no re-theme for the snapshots")
        #expect(manager.systemAppearance == .light)
        UIApplication.shared._enterBackground()
        UIApplication.shared._setSystemStyle(.dark) // a real change while away
        #expect(manager.systemAppearance == .light)
        UIApplication.shared._becomeActive()
        #expect(manager.systemAppearance == .dark)
        #expect(changes == 1)
        _ = (sync, observation)
    }
}
