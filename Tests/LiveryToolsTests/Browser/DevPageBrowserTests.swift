import Foundation
import LiveryCore
import LiveryTestSupport
import Testing

@testable import LiveryTools

/// The page `livery serve` shows, in headless Chromium: an `update` event (made by the real
/// check from a real edit) changes the page's colors and swatch text in place, without a reload.
/// The event stream is a stand-in `EventSource` the test dispatches to, so the script runs
/// exactly as it does under the server.
@Suite("livery serve's page in headless Chromium", .serialized, .timeLimit(.minutes(3)))
struct DevPageBrowserTests {
    /// Replaces `EventSource` before the page's scripts run; `window.lvSource.on[name]` is the
    /// listener the page added for `name`.
    static let fakeEventSource = """
        window.EventSource = function (url) { window.lvSource = this; this.url = url; this.on = {}; };
        EventSource.prototype.addEventListener = function (name, f) { this.on[name] = f; };
        EventSource.prototype.close = function () { window.lvClosed = true; };
        """

    static func light(_ background: String, description: String) -> String {
        ServeFixture.colors(
            background, extra: ##", "accent": {"$value": "#ff0000", "$description": "\##(description)"}"##)
    }

    @Test("an update repaints the page and replaces the swatches it names, with no reload; hostile text stays text")
    func updateInPlace() async throws {
        var fixture = try ServeFixture(
            dark: ServeFixture.colors("#101010", extra: ##", "accent": {"$value": "#ff0000"}"##))
        defer { fixture.folder.remove() }
        try fixture.folder.write("light.tokens.json", text: Self.light("#fafafa", description: "plain"))
        var site = DevSite()
        site.publish(try fixture.builder.run().result.get())
        let workspace = try BrowserWorkspace()
        defer { workspace.remove() }
        let page = try workspace.write(
            String(decoding: try #require(site.body(at: "/")), as: UTF8.self), to: "page.html")

        let hostile = #"<img src=x onerror=\"window.lvPwned=1\"></script><script>window.lvPwned=2</script>"#
        try fixture.folder.write("light.tokens.json", text: Self.light("#204060", description: hostile))
        let checked = fixture.builder.check()
        let update = try #require(try checked.result.get().update, "a value edit is an update")
        let data = ScriptSafeJSON.string(.string(update.json(from: site.generation, to: site.generation + 1)))

        let session = DevToolsSession(browser: try HeadlessChromium.locate(), profile: try workspace.profile("p"))
        typealias S = DevToolsSession
        let results = try await session.run([
            S.atDocumentStart(Self.fakeEventSource),
            S.firstFrame(page),
            S.evaluate(#"window.lvKept = true; document.documentElement.getAttribute("data-lv-generation")"#),
            S.evaluateThenFrame("window.lvSource.on.update({data: \(data)}); 1", leaving: "#fafafa"),
            S.evaluate(
                """
                (function(){ var light = document.querySelector('section.lv-context[data-lv-context="theme=light"]');
                var swatch = function (name) { return Array.from(light.querySelectorAll("li.lv-swatch"))
                  .find(function (li) { return li.getAttribute("data-token") === name; }); };
                return JSON.stringify({ kept: window.lvKept === true, closed: window.lvClosed === true,
                  pwned: window.lvPwned || 0, generation: document.documentElement.getAttribute("data-lv-generation"),
                  column: getComputedStyle(light).backgroundColor,
                  hex: swatch("color.background").querySelector(".lv-hex").textContent,
                  description: swatch("color.accent").querySelector(".lv-description").textContent }); })()
                """),
        ])
        #expect(S.hex(results[1]) == "#fafafa", "the first frame has the built background")
        #expect(results[2] == .string("1"), "the built page is generation 1")
        #expect(S.hex(results[3]) == "#204060", "the next frame has the edited background")
        let state = try JSONParser.parse(Array((results[4].stringValue ?? "").utf8))
        #expect(state["kept"] == .bool(true), "the page was not reloaded")
        #expect(state["closed"] == .bool(false), "the page did not ask to reload")
        #expect(state["pwned"] == .number(0), "no markup of a token ran")
        #expect(state["generation"] == .string("2"))
        #expect(state["column"] == .string("rgb(32, 64, 96)"))
        #expect(state["hex"] == .string("#204060"))
        #expect(state["description"]?.stringValue?.hasPrefix("<img src=x onerror=") == true, "\(state)")
    }

    @Test("an update from another generation than the page's reloads it")
    func staleUpdateReloads() async throws {
        var fixture = try ServeFixture()
        defer { fixture.folder.remove() }
        var site = DevSite()
        site.publish(try fixture.builder.run().result.get())
        let workspace = try BrowserWorkspace()
        defer { workspace.remove() }
        let page = try workspace.write(
            String(decoding: try #require(site.body(at: "/")), as: UTF8.self), to: "page.html")
        let checked = try fixture.edit(dark: ServeFixture.colors("#000080"))
        let update = try #require(try checked.result.get().update)
        let data = ScriptSafeJSON.string(.string(update.json(from: 5, to: 6)))
        let session = DevToolsSession(browser: try HeadlessChromium.locate(), profile: try workspace.profile("p"))
        let results = try await session.run([
            DevToolsSession.atDocumentStart(Self.fakeEventSource + "\nEventSource.prototype.close = function () {};"),
            DevToolsSession.firstFrame(page),
            DevToolsSession.evaluate(
                "window.lvSource.close = function () { window.lvClosed = true; }; window.lvSource.on.update({data: \(data)}); window.lvClosed === true"
            ),
        ])
        #expect(results[2] == .bool(true), "the page closed its stream to reload")
    }
}
