import Livery
import LiveryCore
import Testing
import UIKit
import WebKit

@testable import LiveryWebKit

/// LiveryWebKit against the stub WebKit: a configured web view starts in the theme (document-
/// start script, background, interface style, user-agent marker), follows switches and pins
/// with one script each, and takes the page's requests through the `livery` handler.
@MainActor
@Suite("WebKit glue against the stub SDK", .serialized)
struct WebKitGlueTests {
    let manager = ThemeManager(source: GlueFixtures.themes())
    let flushes = Flushes()

    init() { UIApplication.shared._reset() }

    func bridge() -> WebThemeBridge {
        WebThemeBridge(
            manager: manager, allowing: WebContextAllowList(["theme": ["light", "dark"]]),
            backgroundToken: "background",
            updateSchedule: flushes.schedule)
    }

    /// The bridge's document-start scripts of `controller`.
    func startScripts(_ controller: WKUserContentController) -> [WKUserScript] {
        controller.userScripts.filter { $0.source.hasPrefix(WebThemeScript.marker) }
    }

    @Test func aConfiguredConfigurationStartsPagesInTheThemeAndMarksTheUserAgent() throws {
        try manager.setAppearance(.dark)
        let bridge = bridge()
        let configuration = WKWebViewConfiguration()
        configuration.applicationNameForUserAgent = "MyApp/2"
        configuration.userContentController.addUserScript(
            WKUserScript(source: "appScript()", injectionTime: .atDocumentStart, forMainFrameOnly: false))
        bridge.configure(configuration)
        #expect(configuration.applicationNameForUserAgent == "MyApp/2 Livery/1 (theme=dark; contrast=normal)")
        let controller = configuration.userContentController
        let start = try #require(startScripts(controller).first)
        #expect(start.injectionTime == .atDocumentStart)
        #expect(start.source.contains(#""theme":"dark""#))
        #expect(controller.userScripts.map(\.source).contains("appScript()"), "the app's own script stays")
        #expect(controller._handlers["livery"] != nil)
    }

    @Test func aMadeWebViewHasNoWhiteFrameAndMatchesTheColorScheme() throws {
        try manager.setAppearance(.dark)
        let bridge = bridge()
        let webView = bridge.makeWebView()
        #expect(webView.isOpaque == false)
        #expect(webView.backgroundColor?.rgba == RGBA.black)
        #expect(webView._underPageBackgroundColor?.rgba == RGBA.black)
        #expect(webView.overrideUserInterfaceStyle == .dark)
        #expect(webView._evaluatedScripts.count == 1, "the current page gets the state too")
        #expect(startScripts(webView.configuration.userContentController).count == 1, "one bridge script, replaced")
    }

    @Test func aSwitchReachesEachWebViewAsOneScriptAndBecomesItsStartScript() throws {
        let bridge = bridge()
        let views = [bridge.makeWebView(), bridge.makeWebView()]
        try manager.setAppearance(.dark)
        try manager.setModifier("contrast", to: "high")
        flushes.run()
        for webView in views {
            #expect(webView._evaluatedScripts.count == 2)
            let script = try #require(webView._evaluatedScripts.last)
            #expect(script.contains(#""contrast":"high""#) && script.contains(#""colorScheme":"dark""#))
            #expect(
                script.contains(##""--text-primary":"#ff0000""##) && script.contains(##""--background":"#000000""##))
            let start = try #require(startScripts(webView.configuration.userContentController).first)
            #expect(start.source.contains(#""contrast":"high""#))
            #expect(webView.overrideUserInterfaceStyle == .dark)
        }
    }

    @Test func aWebViewInAPinnedSubtreeGetsThePinnedTheme() throws {
        let window = makeWindow()
        let bridge = bridge()
        let panel = UIView()
        window.addSubview(panel)
        let pinned = bridge.makeWebView()
        panel.addSubview(pinned)
        let free = bridge.makeWebView()
        window.addSubview(free)
        panel.theme(in: manager).override = .dark
        flushes.run()
        #expect(pinned._evaluatedScripts.count == 2)
        #expect(pinned._evaluatedScripts.last?.contains(#""theme":"dark""#) == true)
        #expect(pinned.overrideUserInterfaceStyle == .dark)
        #expect(free._evaluatedScripts.count == 1)
    }

    @Test func aPageRequestOnTheAllowListIsAppliedAndAnsweredOthersAreRefused() throws {
        let bridge = bridge()
        var refused: [WebMessageError] = []
        bridge.onMessageError = { refused.append($0) }
        let webView = bridge.makeWebView()
        let controller = webView.configuration.userContentController
        controller._post(["livery": 1, "set": ["theme": "sepia"]] as [String: Any], name: "livery", from: webView)
        #expect(manager.effectiveContext == "light")
        #expect(refused.first?.problems == [.contextNotAllowed(path: "set.theme", modifier: "theme", context: "sepia")])
        controller._post(["livery": 1, "set": ["theme": "dark"]] as [String: Any], name: "livery", from: webView)
        #expect(manager.effectiveContext == "dark")
        flushes.run()
        #expect(webView._evaluatedScripts.last?.contains(#""theme":"dark""#) == true, "the app answers the page")
    }

    @Test func aReleasedWebViewIsLetGo() throws {
        let bridge = bridge()
        weak var released: WKWebView?
        do {
            let webView = bridge.makeWebView()
            released = webView
            #expect(bridge.trackedCount == 1)
        }
        #expect(released == nil)
        #expect(bridge.trackedCount == 0)
    }
}

/// Flushes wait until the test runs them.
@MainActor
final class Flushes {
    private var pending: [@MainActor @Sendable () -> Void] = []
    var schedule: WebUpdateSchedule { WebUpdateSchedule { [weak self] flush in self?.pending.append(flush) } }
    func run() {
        let due = pending
        pending.removeAll()
        for flush in due { flush() }
    }
}
