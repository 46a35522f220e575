import LiveryCore
import Testing

@testable import Livery

/// The bridge sends each tracked web view one script per change, with only what changed for
/// it, keeps its document-start script current, follows pins and lets go of released views.
@MainActor
@Suite("Web bridge: what web views are sent")
struct WebThemeBridgeTests {
    let manager = ThemeManager(source: Fixtures.themes())
    let schedule = ManualSchedule()

    func bridge(background: String? = "background") -> WebThemeBridge {
        WebThemeBridge(
            manager: manager, allowing: WebContextAllowList(["theme": ["light", "dark", "system"]]),
            backgroundToken: background, updateSchedule: schedule.schedule)
    }

    func lastMessage(_ view: FakeWebView) throws -> JSONValue {
        let script = try #require(view.scripts.last, "no script was sent")
        return try #require(WebScriptText.message(script), "no message in \(script)")
    }

    @Test func aTrackedViewGetsTheFullStateAtOnceAndAsItsStartScript() throws {
        let bridge = bridge()
        let view = FakeWebView()
        bridge.track(view)
        #expect(view.scripts.count == 1)
        let message = try lastMessage(view)
        #expect(message["livery"] == 1)
        #expect(message["contexts"]?["theme"] == "light")
        #expect(message["colorScheme"] == "light")
        #expect(WebScriptText.properties(message)["--background"] == "#ffffff")
        #expect(WebScriptText.properties(message)["--type-body-font-size"] == "16px")
        let start = try #require(view.startScript)
        #expect(WebScriptText.message(start) == message)
        #expect(view.appearances == [WebViewAppearance(colorScheme: .light, background: Palette.white)])
    }

    @Test func aSwitchSendsOneScriptPerViewWithOnlyTheChangedValues() throws {
        let bridge = bridge()
        let views = [FakeWebView(), FakeWebView()]
        for view in views { bridge.track(view) }
        try manager.setAppearance(.context("dark"))
        #expect(views.allSatisfy { $0.scripts.count == 1 }, "nothing is sent before the flush")
        schedule.run()
        for view in views {
            #expect(view.scripts.count == 2)
            let message = try lastMessage(view)
            #expect(message["contexts"]?["theme"] == "dark")
            #expect(message["colorScheme"] == "dark")
            // text.primary, background and opacity.muted differ; border, spacing and type do not.
            #expect(
                WebScriptText.properties(message) == [
                    "--text-primary": "#ffffff", "--background": "#000000", "--opacity-muted": "0.4",
                ])
            #expect(message["revision"] == 3, "each track sent a first message (revisions 1 and 2)")
            #expect(WebScriptText.message(try #require(view.startScript))?["properties"]?["--border"] == "#808080")
            #expect(view.appearances.last == WebViewAppearance(colorScheme: .dark, background: Palette.black))
        }
    }

    @Test func changesInOneTurnReachEachViewAsOneScript() throws {
        let bridge = bridge()
        let view = FakeWebView()
        bridge.track(view)
        try manager.setAppearance(.context("dark"))
        try manager.setAppearance(.context("sepia"))
        schedule.run()
        #expect(view.scripts.count == 2)
        let message = try lastMessage(view)
        #expect(message["contexts"]?["theme"] == "sepia")
        #expect(WebScriptText.properties(message) == ["--background": Palette.sepia.hex])
    }

    @Test func aChangeThatChangesNothingForAViewSendsItNothing() throws {
        let bridge = bridge()
        let view = FakeWebView()
        bridge.track(view)
        manager.textScale = 2
        schedule.run()
        #expect(view.scripts.count == 1)
        #expect(bridge.revision == 1)
    }

    @Test func anInstalledServerLayerSendsItsChangedColors() throws {
        let bridge = bridge()
        let view = FakeWebView()
        bridge.track(view)
        try manager.install(overridesJSON: ##"{"light": {"background": "#1b1b1d"}}"##)
        schedule.run()
        #expect(view.scripts.count == 2)
        #expect(WebScriptText.properties(try lastMessage(view)) == ["--background": "#1b1b1d"])
    }

    @Test func aPinnedSubtreesViewGetsThePinnedThemeAndIgnoresGlobalSwitches() throws {
        let bridge = bridge()
        let container = Widget()
        let pinned = FakeWebView(parent: container)
        let free = FakeWebView()
        bridge.track(pinned)
        bridge.track(free)
        try manager.setOverride(.context("dark"), on: container)
        schedule.run()
        #expect(pinned.scripts.count == 2)
        #expect(try lastMessage(pinned)["contexts"]?["theme"] == "dark")
        #expect(free.scripts.count == 1, "the pin does not reach a view outside the subtree")
        try manager.setAppearance(.context("sepia"))
        schedule.run()
        #expect(pinned.scripts.count == 2, "a global switch does not reach the pinned view")
        #expect(try lastMessage(free)["contexts"]?["theme"] == "sepia")
    }

    @Test func aReleasedViewIsLetGoAndSentNothing() throws {
        let bridge = bridge()
        var view: FakeWebView? = FakeWebView()
        weak let weakView = view
        bridge.track(try #require(view))
        #expect(bridge.trackedCount == 1)
        view = nil
        #expect(weakView == nil, "the bridge holds web views weakly")
        #expect(bridge.trackedCount == 0)
        try manager.setAppearance(.context("dark"))
        schedule.run()
        #expect(bridge.revision == 1, "no message was made for the released view")
    }

    @Test func aViewNoLongerTrackedIsSentNothing() throws {
        let bridge = bridge()
        let view = FakeWebView()
        bridge.track(view)
        bridge.stopTracking(view)
        try manager.setAppearance(.context("dark"))
        schedule.run()
        #expect(view.scripts.count == 1)
        #expect(bridge.trackedCount == 0)
    }

    @Test func theUserAgentMarkerNamesTheGlobalContexts() throws {
        let bridge = bridge()
        try manager.setAppearance(.context("dark"))
        #expect(bridge.userAgent(appendingTo: nil) == "Livery/1 (theme=dark)")
        #expect(bridge.userAgent(appendingTo: "MyApp/2") == "MyApp/2 Livery/1 (theme=dark)")
        #expect(bridge.userAgent(appendingTo: "MyApp/2 Livery/1 (theme=light)") == "MyApp/2 Livery/1 (theme=dark)")
    }
}
