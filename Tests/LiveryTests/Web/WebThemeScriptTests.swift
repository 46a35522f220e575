import Foundation
import LiveryCore
import LiveryTestSupport
import Testing

@testable import Livery

/// The script the bridge sends, run in node against a small stand-in `document`: it applies
/// attributes and properties, ignores stale revisions, dispatches `livery:bridge`, and no
/// hostile context, modifier or value can leave its string literals.
@Suite("Web bridge: the script, run")
struct WebThemeScriptTests {
    /// Runs each script in order in one fresh context and prints what the page ended with.
    static let harness = #"""
        const vm = require("vm");
        const fs = require("fs");
        const scripts = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
        const attributes = {}, properties = {}, events = [], errors = [];
        const root = {
          setAttribute(name, value) { attributes[name] = String(value); },
          style: {
            colorScheme: "",
            setProperty(name, value) { properties[name] = String(value); },
          },
        };
        const window = {
          dispatchEvent(event) { events.push(event.type === "livery:bridge" ? event.detail : { other: event.type }); return true; },
        };
        const context = vm.createContext({ window, document: { documentElement: root }, CustomEvent, Object });
        for (const script of scripts) {
          try { vm.runInContext(script, context); } catch (e) { errors.push(String(e)); }
        }
        const leaked = Object.keys(context).filter((k) => !["window", "document", "CustomEvent", "Object"].includes(k));
        process.stdout.write(JSON.stringify({ attributes, properties, colorScheme: root.style.colorScheme, events, errors, leaked }));
        """#

    /// What the page ended with after `scripts`.
    static func run(_ scripts: [String]) async throws -> JSONValue {
        let folder = try TemporaryFolder("web-script")
        defer { folder.remove() }
        let harness = try folder.write("harness.js", text: Self.harness)
        let input = try folder.write("scripts.json", text: JSONWriter.string(.array(scripts.map { .string($0) })))
        let run = try await ChildRun.run(URL(fileURLWithPath: "/usr/bin/env"), ["node", harness, input], timeout: 60)
        try #require(run.status == 0, "node failed: \(run.standardError)")
        return try JSONParser.parse(run.standardOutput)
    }

    static func message(
        contexts: [(String, String)], scheme: WebColorScheme = .dark, properties: [(String, String)], revision: Int
    ) -> WebThemeMessage {
        WebThemeMessage(
            full: WebThemeSnapshot(
                contexts: contexts.map { .init(modifier: $0.0, context: $0.1) }, colorScheme: scheme,
                properties: properties.map { .init(name: $0.0, value: $0.1) }), revision: revision)
    }

    @Test func theScriptAppliesAttributesSchemeAndPropertiesAndDispatchesTheEvent() async throws {
        let message = Self.message(
            contexts: [("theme", "dark"), ("Brand_Name", "acme")], properties: [("--color-background", "#000000")],
            revision: 3)
        let page = try await Self.run([WebThemeScript.source(for: message)])
        #expect(page["errors"] == [])
        #expect(page["attributes"] == ["data-theme": "dark", "data-brand-name": "acme"])
        #expect(page["colorScheme"] == "dark")
        #expect(page["properties"] == ["--color-background": "#000000"])
        #expect(page["events"]?[0] == message.json)
        #expect(page["leaked"] == [])
    }

    @Test func aMessageNotNewerThanTheLastAppliedIsIgnored() async throws {
        let newer = Self.message(contexts: [("theme", "dark")], properties: [("--a", "1")], revision: 5)
        let stale = Self.message(
            contexts: [("theme", "light")], scheme: .light, properties: [("--a", "2")], revision: 4)
        let same = Self.message(contexts: [("theme", "sepia")], properties: [("--a", "3")], revision: 5)
        let page = try await Self.run([newer, stale, same].map(WebThemeScript.source(for:)))
        #expect(page["attributes"] == ["data-theme": "dark"])
        #expect(page["properties"] == ["--a": "1"])
        #expect(page["events"]?.arrayValue?.count == 1)
    }

    /// Names and values a designer's file or a server could hold.
    static let hostile = [
        "</script><script>globalThis.pwned=1</script>", "\u{2028}globalThis.pwned=1\u{2029}",
        "\"});globalThis.pwned=1;//", "'\\\"<!--", "\\u003c/script>",
    ]

    @Test(arguments: hostile)
    func aHostileNameOrValueStaysInsideItsString(_ text: String) async throws {
        let message = Self.message(contexts: [(text, text), ("theme", text)], properties: [("--x", text)], revision: 1)
        let script = WebThemeScript.source(for: message)
        #expect(!script.contains("</"), "a script element would end at </")
        #expect(!script.contains("<!--"))
        #expect(!script.unicodeScalars.contains { $0 == "\u{2028}" || $0 == "\u{2029}" })
        let page = try await Self.run([script])
        #expect(page["errors"] == [])
        #expect(page["leaked"] == [], "the script defined globals: \(page)")
        #expect(page["attributes"]?["data-theme"]?.stringValue == text)
        #expect(page["properties"]?["--x"]?.stringValue == text)
        #expect(page["events"]?[0]?["contexts"]?[text]?.stringValue == text)
    }
}

/// What the bridge actually sends, run in order: the page ends in the theme it was switched to.
@Suite("Web bridge: a switch, run")
struct WebBridgeScriptRunTests {
    @MainActor
    static func scriptsOfASwitch() throws -> (scripts: [String], start: String?, dark: WebThemeSnapshot) {
        let manager = ThemeManager(source: Fixtures.themes())
        let schedule = ManualSchedule()
        let bridge = WebThemeBridge(manager: manager, updateSchedule: schedule.schedule)
        let view = FakeWebView()
        bridge.track(view)
        try manager.setAppearance(.context("dark"))
        schedule.run()
        return (view.scripts, view.startScript, bridge.snapshot(of: manager.theme))
    }

    @Test func theFirstMessageThenTheChangesLeaveThePageInTheNewTheme() async throws {
        let (scripts, _, dark) = try await Self.scriptsOfASwitch()
        #expect(scripts.count == 2)
        let page = try await WebThemeScriptTests.run(scripts)
        #expect(page["errors"] == [])
        var expected: [String: String] = [:]
        for property in dark.properties { expected[property.name] = property.value }
        #expect(WebScriptText.properties(page) == expected)
        #expect(page["attributes"] == ["data-theme": "dark"])
        #expect(page["colorScheme"] == "dark")
        #expect(page["events"]?.arrayValue?.count == 2)
    }

    @Test func aReloadRunsOnlyTheStartScriptAndStartsInTheCurrentTheme() async throws {
        let (_, start, dark) = try await Self.scriptsOfASwitch()
        let page = try await WebThemeScriptTests.run([try #require(start)])
        var expected: [String: String] = [:]
        for property in dark.properties { expected[property.name] = property.value }
        #expect(WebScriptText.properties(page) == expected)
        #expect(page["attributes"] == ["data-theme": "dark"])
        #expect(page["colorScheme"] == "dark")
    }
}
