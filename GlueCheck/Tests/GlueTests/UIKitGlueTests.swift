import Livery
import LiveryCore
import Testing
import UIKit

@testable import LiveryUIKit

/// Everything that touches `UIApplication.shared` (scenes, windows) runs one test at a time.
@MainActor
@Suite("UIKit glue against the stub SDK", .serialized)
struct UIKitGlueTests {
    let manager = ThemeManager(source: GlueFixtures.themes())

    init() { UIApplication.shared._reset() }

    // MARK: 1. Views bound before they are in a window

    @Test func aLabelBoundInViewDidLoadShowsTheThemeOfTheMomentItAppears() throws {
        let window = makeWindow()
        let root = UIView() // a view controller's view, loaded but not shown
        let label = UILabel()
        root.addSubview(label)
        label.theme(in: manager).textColor = .token("text.primary")
        try manager.setAppearance(.dark)
        window.addSubview(root)
        #expect(label.textColor.rgba == RGBA.white)
    }

    @Test func aDequeuedCellConfiguredBeforeDisplayIsRight() throws {
        let window = makeWindow()
        let table = UIView()
        window.addSubview(table)
        let cell = UIView() // dequeued: configured, then displayed
        try manager.setAppearance(.dark)
        cell.theme(in: manager).backgroundColor = .token("background")
        try manager.setAppearance(.light)
        table.addSubview(cell)
        #expect(cell.backgroundColor?.rgba == RGBA.white)
    }

    @Test func aTabNotYetShownFollowsEverySwitch() throws {
        let window = makeWindow()
        let tab = UIView()
        let title = UILabel()
        tab.addSubview(title)
        title.theme(in: manager).textColor = .token("text.primary")
        try manager.setAppearance(.dark)
        try manager.setModifier("contrast", to: "high")
        window.addSubview(tab)
        #expect(title.textColor.rgba == RGBA.red)
        #expect(manager.hiddenTargetCount == 0)
    }

    @Test func aViewThatReportsItsWindowIsSkippedOffScreenAndCatchesUpWhenShown() throws {
        let window = makeWindow()
        let avatar = ReportingView()
        avatar.manager = manager
        avatar.theme(in: manager).backgroundColor = .token("background")
        #expect(manager.hiddenTargetCount == 1)
        try manager.setAppearance(.dark)
        #expect(avatar.backgroundColor?.rgba == RGBA.white, "skipped while off-screen")
        window.addSubview(avatar)
        #expect(avatar.backgroundColor?.rgba == RGBA.black)
        #expect(manager.hiddenTargetCount == 0)
    }

    // MARK: 2. Subtree overrides reach children configured before they are attached

    @Test func aChildConfiguredBeforeItIsAttachedFollowsTheOverrideOfItsNewParent() throws {
        let window = makeWindow()
        let container = UIView()
        window.addSubview(container)
        container.theme(in: manager).override = .dark
        let child = UILabel()
        child.theme(in: manager).textColor = .token("text.primary")
        #expect(child.textColor.rgba == RGBA.black)
        container.addSubview(child)
        endRunLoopTurn() // UIKit's trait update reports the move, before the frame is drawn
        #expect(child.textColor.rgba == RGBA.white)
        try manager.setAppearance(.context("sepia"))
        #expect(child.textColor.rgba == RGBA.white, "pinned: the global switch does not reach it")
        child.removeFromSuperview()
        window.addSubview(child)
        endRunLoopTurn()
        #expect(child.textColor.rgba == RGBA.black, "out of the subtree: the global theme again")
    }

    @Test func aDeepChildAttachedWithItsParentFollowsTheOverride() {
        let window = makeWindow()
        let container = UIView()
        window.addSubview(container)
        container.theme(in: manager).override = .dark
        let card = UIView()
        let title = UILabel()
        card.addSubview(title)
        title.theme(in: manager).textColor = .token("text.primary")
        container.addSubview(card)
        endRunLoopTurn()
        #expect(title.textColor.rgba == RGBA.white)
    }

    // MARK: 3. Dynamic colors and images stay current

    @Test func aDynamicColorFollowsLayersModifiersAndNewSources() throws {
        let color = manager.dynamicColor("background")
        let dark = UITraitCollection { $0[LiveryThemeTrait.self] = "dark" }
        #expect(color.resolvedColor(with: dark).rgba == RGBA.black)
        try manager.install(overridesJSON: #"{"dark": {"background": {"type": "color", "value": "ff0000"}}}"#)
        #expect(color.resolvedColor(with: dark).rgba == RGBA.red)
        manager.replaceSource(GlueFixtures.themes())
        #expect(color.resolvedColor(with: dark).rgba == RGBA.black)
        let text = manager.dynamicColor("text.primary")
        try manager.setModifier("contrast", to: "high")
        #expect(text.resolvedColor(with: dark).rgba == RGBA.red)
    }

    /// UIKit redraws dynamic colors only when a trait whose `affectsColorAppearance` is true
    /// changes (UITraitDefinition.affectsColorAppearance): server colors, a modifier or a new
    /// source keep the context, so the synced window must see another such trait change.
    @Test func changesThatKeepTheContextRedrawADynamicBackgroundInASyncedWindow() throws {
        let window = makeWindow()
        let sync = manager.syncThemeTrait()
        defer { sync.cancel() }
        #expect(LiveryThemeGenerationTrait.affectsColorAppearance)
        let background = UIView()
        background.backgroundColor = manager.dynamicColor("background")
        let text = UIView()
        text.backgroundColor = manager.dynamicColor("text.primary")
        window.addSubview(background)
        window.addSubview(text)
        endRunLoopTurn()
        #expect(background._drawnBackgroundColor?.rgba == RGBA.white)
        try manager.install(overridesJSON: #"{"light": {"background": {"type": "color", "value": "ff0000"}}}"#)
        endRunLoopTurn()
        #expect(background._drawnBackgroundColor?.rgba == RGBA.red, "server colors: redrawn")
        try manager.setModifier("contrast", to: "high")
        endRunLoopTurn()
        #expect(text._drawnBackgroundColor?.rgba == RGBA.red, "a modifier: redrawn")
        manager.replaceSource(GlueFixtures.themes())
        endRunLoopTurn()
        #expect(background._drawnBackgroundColor?.rgba == RGBA.white, "a new source: redrawn")
        #expect(window.traitOverrides[LiveryThemeTrait.self] == "light", "the context stayed")
    }

    /// Without the synced trait nothing a dynamic color depends on changes in UIKit's eyes:
    /// the view keeps what it drew, as a device does.
    @Test func withoutTheThemeTraitServerColorsAreNotRedrawn() throws {
        let window = makeWindow()
        let background = UIView()
        background.backgroundColor = manager.dynamicColor("background")
        window.addSubview(background)
        endRunLoopTurn()
        try manager.install(overridesJSON: #"{"light": {"background": {"type": "color", "value": "ff0000"}}}"#)
        endRunLoopTurn()
        #expect(background._drawnBackgroundColor?.rgba == RGBA.white, "no color-affecting trait changed")
        #expect(background.backgroundColor?.resolvedColor(with: background.traitCollection).rgba == RGBA.red)
    }

    @Test func aSwitchUnderThemeWindowSyncRedrawsADynamicBackground() throws {
        let window = makeWindow()
        let sync = ThemeWindowSync(manager: manager)
        let background = UIView()
        background.backgroundColor = manager.dynamicColor("background")
        window.addSubview(background)
        endRunLoopTurn()
        #expect(background._drawnBackgroundColor?.rgba == RGBA.white)
        try manager.setAppearance(.dark)
        endRunLoopTurn()
        #expect(background._drawnBackgroundColor?.rgba == RGBA.black, "the window's style changed: redrawn")
        withExtendedLifetime(sync) {}
    }

    @Test func dynamicImagesAreRegisteredWithAnExplicitDisplayScale() throws {
        let image = try #require(manager.dynamicImage("icon.cat"))
        let asset = try #require(image.imageAsset)
        #expect(!asset._registeredTraits.isEmpty)
        #expect(asset._registeredTraits.allSatisfy { $0.displayScale > 0 })
        manager.replaceSource(GlueFixtures.themes()) // re-registered: still one per context, each with a scale
        #expect(asset._registeredTraits.count == manager.appearanceContexts.count)
        #expect(asset._registeredTraits.allSatisfy { $0.displayScale == 1 })
    }

    @Test func aDynamicColorWithNoTraitIsTheCurrentContextsColor() throws {
        let color = manager.dynamicColor("background")
        try manager.setAppearance(.dark)
        #expect(color.resolvedColor(with: UITraitCollection()).rgba == RGBA.black)
    }

    @Test func aDynamicColorResolvesOffTheMainThread() async {
        let color = manager.dynamicColor("background")
        let resolved = await Task.detached {
            color.resolvedColor(with: UITraitCollection { $0[LiveryThemeTrait.self] = "dark" }).rgba
        }.value
        #expect(resolved == RGBA.black)
    }

    @Test func aDynamicImageFollowsANewSource() throws {
        let image = try #require(manager.dynamicImage("icon.cat"))
        let asset = try #require(image.imageAsset)
        // A view's collection always has a display scale (the stub's images are 1×).
        let dark = UITraitCollection {
            $0[LiveryThemeTrait.self] = "dark"
            $0.displayScale = 1
        }
        #expect(asset.image(with: dark)._name == "catWhite")
        let swapped = ThemeTable(
            modifier: "theme",
            contexts: [
                "light": ["icon.cat": GlueFixtures.image("dogBlack")],
                "dark": ["icon.cat": GlueFixtures.image("dogWhite")],
            ],
            order: ["light", "dark"])
        manager.replaceSource(swapped)
        #expect(asset.image(with: dark)._name == "dogWhite")
    }

    // MARK: 4. One override drives the trait and overrideUserInterfaceStyle

    @Test func anOverrideSetsTheInterfaceStyleAndTheThemeTraitOfItsSubtree() {
        let window = makeWindow()
        let container = UIView()
        let child = UIView()
        container.addSubview(child)
        window.addSubview(container)
        child.backgroundColor = manager.dynamicColor("background")
        container.theme(in: manager).override = .dark
        #expect(container.overrideUserInterfaceStyle == .dark)
        endRunLoopTurn()
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        #expect(child.traitCollection[LiveryThemeTrait.self] == "dark")
        #expect(child._drawnBackgroundColor?.rgba == RGBA.black, "drawn in the pinned context")
        container.theme(in: manager).override = nil
        #expect(container.overrideUserInterfaceStyle == .unspecified)
        endRunLoopTurn()
        #expect(child.traitCollection[LiveryThemeTrait.self] == "")
        #expect(child._drawnBackgroundColor?.rgba == RGBA.white, "redrawn in the global context")
    }

    @Test func aSystemOverrideUnderAFixedWindowShowsTheSystemsStyleAndFollowsIt() throws {
        let window = makeWindow()
        let sync = ThemeWindowSync(manager: manager)
        try manager.setAppearance(.light)
        let panel = UIView()
        window.addSubview(panel)
        panel.theme(in: manager).override = .system
        UIApplication.shared._setSystemStyle(.dark)
        #expect(window.overrideUserInterfaceStyle == .light)
        #expect(panel.traitCollection.userInterfaceStyle == .dark)
        #expect(panel.traitCollection[LiveryThemeTrait.self] == "dark")
        _ = sync
    }

    @Test func aSepiaOverrideIsALightStyle() {
        let container = UIView()
        container.theme(in: manager).override = .context("sepia")
        #expect(container.overrideUserInterfaceStyle == .light)
        container.updateTraitsIfNeeded() // out of every window: no update pass reaches it
        #expect(container.traitCollection[LiveryThemeTrait.self] == "sepia")
    }

    // MARK: 5. ThemeWindowSync

    @Test func windowsAndScenesMadeLaterAreStyled() throws {
        let first = makeWindow()
        let sync = ThemeWindowSync(manager: manager)
        try manager.setAppearance(.dark)
        #expect(first.overrideUserInterfaceStyle == .dark)
        let later = UIWindow(windowScene: try #require(first.windowScene))
        later.makeKeyAndVisible()
        #expect(later.overrideUserInterfaceStyle == .dark)
        let otherScene = makeWindow()
        #expect(otherScene.overrideUserInterfaceStyle == .dark)
        _ = sync
    }

    @Test func aSystemChangeWhileOverridingAndActiveIsSeen() throws {
        _ = makeWindow()
        let sync = ThemeWindowSync(manager: manager)
        try manager.setAppearance(.dark)
        UIApplication.shared._setSystemStyle(.dark)
        #expect(manager.systemAppearance == .dark)
        UIApplication.shared._setSystemStyle(.light)
        #expect(manager.systemAppearance == .light)
        _ = sync
    }

    @Test func aDynamicTypeChangeScalesFontTokens() throws {
        defer { UIApplication.shared._setContentSize(.large) }
        _ = makeWindow()
        let sync = ThemeWindowSync(manager: manager)
        UIApplication.shared._setContentSize(.accessibilityMedium)
        #expect(manager.contentSize == .accessibilityMedium)
        UIApplication.shared._setContentSize(.large)
        #expect(manager.contentSize == .large)
        _ = sync
    }

    @Test func beforeiOS17ATextSizeChangeIsReadFromTheDocumentedNotification() throws {
        _ = makeWindow()
        let sync = UIApplication.shared._beforeiOS17 { ThemeWindowSync(manager: manager) } // no registration works
        UIApplication.shared._setContentSize(.extraExtraLarge)
        defer { UIApplication.shared._setContentSize(.large) } // the system's: no other test sees it
        #expect(manager.contentSize == .extraExtraLarge, "UIContentSizeCategory.didChangeNotification")
        _ = sync
    }

    @Test func beforeiOS17ASystemStyleChangeIsReadWhenTheAppIsActiveAgain() throws {
        _ = makeWindow()
        let sync = UIApplication.shared._beforeiOS17 { ThemeWindowSync(manager: manager) }
        UIApplication.shared._setSystemStyle(.dark) // from Control Center: the app resigns active meanwhile
        #expect(manager.systemAppearance == .light, "nothing documented reports it in the foreground")
        UIApplication.shared._becomeActive()
        #expect(manager.systemAppearance == .dark)
        _ = sync
    }

    @Test func aSceneConnectedLaterIsWatchedToo() throws {
        let sync = ThemeWindowSync(manager: manager)
        _ = makeWindow()
        UIApplication.shared._setSystemStyle(.dark)
        #expect(manager.systemAppearance == .dark)
        _ = sync
    }

    @Test func followingTheSystemLeavesWindowsUnspecified() throws {
        let window = makeWindow()
        let sync = ThemeWindowSync(manager: manager)
        try manager.setAppearance(.dark)
        try manager.setAppearance(.system)
        #expect(window.overrideUserInterfaceStyle == .unspecified)
        _ = sync
    }

    /// The stub does not update hidden windows (not documented): the probe stays hidden and
    /// unstyled, and what it would report on a device is left to ON-A-DEVICE.md.
    @Test func theHiddenProbeWindowIsNeverOverriddenAndGetsNoUndocumentedTraitUpdates() throws {
        let window = makeWindow()
        let scene = try #require(window.windowScene)
        var changes = 0
        let probe = SystemAppearanceProbe(scene: scene) { changes += 1 }
        let sync = ThemeWindowSync(manager: manager)
        try manager.setAppearance(.dark)
        endRunLoopTurn()
        #expect(probe.overrideUserInterfaceStyle == .unspecified)
        #expect(probe.isHidden)
        UIApplication.shared._setSystemStyle(.dark)
        #expect(changes == 0)
        _ = sync
    }

    @Test func aReleasedSyncStopsObserving() throws {
        _ = makeWindow()
        var sync: ThemeWindowSync? = ThemeWindowSync(manager: manager)
        weak let released = sync
        sync = nil
        #expect(released == nil)
        try manager.setAppearance(.dark)
        let later = makeWindow()
        #expect(later.overrideUserInterfaceStyle == .unspecified)
        UIApplication.shared._setSystemStyle(.dark)
        UIApplication.shared._becomeActive()
        #expect(manager.systemAppearance == .light)
    }

    // MARK: Animated switch

    @Test func anAnimatedSwitchCrossFadesEachWindowOnceAroundOneChange() throws {
        let first = makeWindow()
        let second = makeWindow()
        let label = UILabel()
        first.addSubview(label)
        label.theme(in: manager).textColor = .token("text.primary")
        var changes = 0
        let observation = manager.observe { _ in changes += 1 }
        let sync = ThemeWindowSync(manager: manager)
        try sync.setAppearance(.dark, animated: true)
        let faded = UIView._transitions.map { ObjectIdentifier($0.view) }
        #expect(Set(faded) == [ObjectIdentifier(first), ObjectIdentifier(second)])
        #expect(faded.count == 2)
        #expect(UIView._transitions.allSatisfy { $0.options.contains(.transitionCrossDissolve) && $0.duration == 0.3 })
        #expect(changes == 1)
        #expect(label.textColor.rgba == RGBA.white)
        _ = observation
    }

    @Test func anAnimatedSwitchToAnUnknownContextThrowsAndChangesNothing() {
        let label = UILabel()
        label.theme(in: manager).textColor = .token("text.primary")
        let sync = ThemeWindowSync(manager: manager)
        #expect(throws: ThemeSelectionError.self) { try sync.setAppearance(.context("neon"), animated: true) }
        #expect(label.textColor.rgba == RGBA.black)
    }

    @Test func aSwitchThatIsNotAnimatedRunsNoTransition() throws {
        _ = makeWindow()
        let sync = ThemeWindowSync(manager: manager)
        try sync.setAppearance(.dark, animated: false)
        #expect(UIView._transitions.isEmpty)
        #expect(manager.appearance == .dark)
    }

    // MARK: 6. Layers are nodes

    @Test func layerColorsFollowTheOverrideOfTheirView() {
        let window = makeWindow()
        let card = UIView()
        window.addSubview(card)
        let border = CALayer()
        card.layer.addSublayer(border)
        card.layer.theme(in: manager).backgroundColor = .token("background")
        border.theme(in: manager).borderColor = .token("text.primary")
        card.theme(in: manager).override = .dark
        #expect(card.layer.backgroundColor?.components == [0, 0, 0, 1])
        #expect(border.borderColor?.components == [1, 1, 1, 1])
    }

    // MARK: Conversions

    @Test func colorsOutsideSRGBBecomeDisplayP3() throws {
        let p3 = try #require(UIColor.themeColor(LiveryCore.Color(.displayP3, 0, 1, 0)))
        #expect(p3.cgColor.colorSpaceName == "kCGColorSpaceDisplayP3")
        let srgb = try #require(UIColor.themeColor(GlueFixtures.red))
        #expect(srgb.rgba == RGBA.red)
    }

    @Test func aFontTokenUsesTheFirstInstalledFamilyAndTheNearestWeight() throws {
        let font = try #require(
            UIFont.themeFont(FontDescriptor(families: ["Inter", "Avenir Next"], size: 17, weight: 650)))
        #expect(font.familyName == "Avenir Next")
        #expect(font._weight == .semibold || font._weight == .bold)
        let fallback = try #require(UIFont.themeFont(FontDescriptor(families: ["Inter"], size: 12)))
        #expect(fallback.familyName == ".SF UI")
        #expect(fallback.pointSize == 12)
    }
}

/// A view whose `didMoveToWindow` reports its moves, as ``ThemeWindowReporting`` asks.
@MainActor
final class ReportingView: UIView, ThemeWindowReporting {
    var manager: ThemeManager?

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if let manager { theme(in: manager).visibilityDidChange() }
    }
}

@MainActor
@Suite("Theme trait bridge against the stub SDK")
struct ThemeTraitBridgeTests {
    @Test func aViewMovedUnderAHandSetTraitReportsTheMove() {
        let manager = ThemeManager(source: GlueFixtures.themes())
        let window = makeWindow()
        let pinned = UIView()
        window.addSubview(pinned)
        pinned.theme(in: manager).override = .dark
        pinned.traitOverrides.remove(LiveryOverrideTrait.self) // as if the trait were set by hand
        let label = UILabel()
        label.theme(in: manager).textColor = .token("text.primary")
        ThemeTraitBridge.register(label, manager: manager)
        pinned.addSubview(label)
        #expect(label.textColor.rgba == RGBA.black, "UIKit has not updated the label's traits yet")
        endRunLoopTurn()
        #expect(label.textColor.rgba == RGBA.white)
    }
}
