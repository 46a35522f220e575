import Foundation
import LiveryCore
import LiveryTestSupport
import Testing

@testable import Livery

@MainActor
@Suite("Custom themes as layers")
struct LayerTests {
    /// The server payload of seed 000: custom colors per context, hex as servers send them.
    static let serverColors = #"""
        {
          "light": { "background": { "type": "color", "value": "0000ff" } },
          "dark": { "background": { "type": "color",
                                    "value": { "colorSpace": "srgb", "components": [0, 1, 1] } } }
        }
        """#

    /// A manager of the fixture themes for user `alice`, saving her preferences to `file`: each
    /// call is the app launched again.
    static func manager(savingTo file: URL) -> ThemeManager {
        ThemeManager(source: Fixtures.themes(), store: JSONFilePreferenceStore(url: file), user: "alice")
    }

    @Test func aLayerReplacesItsTokensAndLeavesTheRest() throws {
        let manager = ThemeManager(source: Fixtures.themes())
        let widget = Widget()
        widget.theme(in: manager).backgroundColor = .token("background")
        widget.theme(in: manager).textColor = .token("text.primary")
        try manager.install(overridesJSON: Self.serverColors)
        #expect(widget.backgroundColor == Palette.blue)
        #expect(widget.textColor == Palette.black)
        try manager.setAppearance(.dark)
        #expect(widget.backgroundColor == Palette.cyan)
    }

    @Test func validationReportsEveryProblemAndAppliesNothing() throws {
        let manager = ThemeManager(source: Fixtures.themes())
        let widget = Widget()
        widget.theme(in: manager).backgroundColor = .token("background")
        let payload = #"""
            {
              "light": {
                "background": { "type": "color", "value": "#00f" },
                "text.nope": { "type": "color", "value": "#fff" },
                "opacity.muted": { "type": "color", "value": "#fff" }
              },
              "neon": { "background": { "type": "color", "value": "#fff" } },
              "dark": { "border": { "type": "color", "value": "#12345" } }
            }
            """#
        let error = try #require(throws: ThemeLayerError.self) { try manager.install(overridesJSON: payload) }
        #expect(
            Set(error.problems.compactMap(\.path)) == ["dark/border", "light/text.nope", "light/opacity.muted", "neon"])
        #expect(manager.layer == nil)
        #expect(widget.backgroundColor == Palette.white)
    }

    @Test func badValuesAreRejectedWithTheirPlace() throws {
        let cases: [(String, String)] = [
            (#"{"type": "color", "value": {"colorSpace": "srgb", "components": [2, 0, 0]}}"#, "components"),
            (#"{"type": "color", "value": {"colorSpace": "nope", "components": [0, 0, 0]}}"#, "nope"),
            (##"{"type": "color", "value": "#12345"}"##, "#12345"),
            (#"{"type": "dimension", "value": {"value": 4, "unit": "em"}}"#, "unit"),
            (#"{"type": "number", "value": "4"}"#, "number"),
            (#"{"type": "shadow", "value": {}}"#, "color"),
            (#"{"value": 1}"#, "missing \"type\""),
        ]
        for (token, expected) in cases {
            let json = #"{"light": {"x": "# + token + "}}"
            let error = try #require(throws: ThemeLayerError.self, "\(token)") { try ThemeLayer(json: json) }
            #expect(error.problems.first?.path == "light/x", "\(token)")
            #expect(error.description.contains(expected), "\(token) → \(error)")
        }
    }

    @Test func removingTheLayerRestoresTheDefaults() throws {
        let manager = ThemeManager(source: Fixtures.themes())
        let widget = Widget()
        widget.theme(in: manager).backgroundColor = .token("background")
        try manager.install(overridesJSON: Self.serverColors)
        manager.removeOverrides()
        #expect(widget.backgroundColor == Palette.white)
        #expect(manager.layer == nil)
    }

    @Test func theInstalledLayerIsPersistedForTheNextLaunch() throws {
        let folder = try TemporaryFolder("prefs")
        defer { folder.remove() }
        let file = folder.url("prefs.json")
        let first = Self.manager(savingTo: file)
        try first.install(overridesJSON: Self.serverColors)
        let second = Self.manager(savingTo: file)
        #expect(second.layer == first.layer)
        #expect(second.theme.color("background") == Palette.blue)
        second.removeOverrides()
        let third = Self.manager(savingTo: file)
        #expect(third.layer == nil)
    }

    @Test func aServerLayerIsKeptByItsCacheNotInTheSavedPreferences() throws {
        let folder = try TemporaryFolder("prefs")
        defer { folder.remove() }
        let file = folder.url("prefs.json")
        let first = Self.manager(savingTo: file)
        try first.install(overridesJSON: Self.serverColors)
        let delivered = try ThemeLayer(
            json: ##"{"theme=light": {"background": {"type": "color", "value": "#ff0000"}}}"##)
        let install = try #require(first.remoteLayerSink.install)
        try install(
            RemoteThemeLayer(
                manifest: ThemeBundleManifest(modifiers: [], themes: []), revision: "", overrides: delivered))
        #expect(first.layer == delivered)
        #expect(first.theme.color("background") == Palette.red)
        try first.setAppearance(.dark)

        let second = Self.manager(savingTo: file)
        #expect(second.appearance == .dark)
        #expect(second.layer == nil)
        let record = try #require(try JSONFilePreferenceStore(url: file).record(forUser: "alice"))
        #expect(record["appearance"] == "dark")
        #expect(record["layer"] == nil)

        // A layer the user installs afterwards is saved again.
        try second.install(overridesJSON: Self.serverColors)
        let third = Self.manager(savingTo: file)
        #expect(third.layer == second.layer)
    }

    @Test func moreSpecificKeysWinOverGeneralOnes() throws {
        let manager = ThemeManager(source: Fixtures.themesWithContrast())
        try manager.install(
            overridesJSON: #"""
                {
                  "*": { "border": { "type": "color", "value": "#ff0000" } },
                  "dark": { "border": { "type": "color", "value": "#0000ff" } },
                  "theme=dark,contrast=high": { "border": { "type": "color", "value": "#ffff00" } }
                }
                """#)
        #expect(manager.theme.color("border") == Palette.red)
        try manager.setAppearance(.dark)
        #expect(manager.theme.color("border") == Palette.blue)
        try manager.setModifier("contrast", to: "high")
        #expect(manager.theme.color("border") == Palette.yellow)
    }

    @Test func aLayerRoundTripsThroughItsJSONForm() throws {
        let layer = ThemeLayer([
            "dark": [
                "background": color(Color(.oklch, 0.5, 0.1, .nan, alpha: 0.5)), "spacing.m": dimension(2, .rem),
                "opacity.muted": number(0.3), "type.body": typography(18, weight: 700), "icon.cat": image("catNeon"),
            ]
        ])
        let text = JSONWriter.string(layer.json)
        #expect(try ThemeLayer(json: text) == layer)
    }

    @Test func aTokenMissingAtRuntimeFallsBackToTheBaseAndIsReportedOnce() throws {
        let source = ThemeTable(
            modifier: "theme",
            contexts: ["light": Fixtures.light, "dark": Fixtures.dark.filter { $0.key != "border" }],
            order: ["light", "dark"])
        let log = DiagnosticLog()
        let manager = ThemeManager(source: source, onDiagnostic: log.hook)
        let widget = Widget()
        widget.theme(in: manager).backgroundColor = .token("border")
        try manager.setAppearance(.dark)
        try manager.setAppearance(.light)
        try manager.setAppearance(.dark)
        #expect(widget.backgroundColor == Palette.gray)
        #expect(log.entries == [.tokenMissing(token: "border", input: ResolverInput([("theme", "dark")]))])
    }

    @Test func aStoredLayerThatNoLongerFitsIsReportedAndSkipped() throws {
        let folder = try TemporaryFolder("prefs")
        defer { folder.remove() }
        let file = folder.url("prefs.json")
        try Data(
            ##"{"users": {"alice": {"layer": {"light": {"gone.token": {"type": "color", "value": "#fff"}}}}}}"##.utf8
        ).write(to: file)
        let log = DiagnosticLog()
        let manager = ThemeManager(
            source: Fixtures.themes(), store: JSONFilePreferenceStore(url: file), user: "alice", onDiagnostic: log.hook)
        #expect(manager.layer == nil)
        guard case .storedLayerRejected(let user, let problems) = log.entries.first else {
            Issue.record("expected a rejected layer, got \(log.entries)")
            return
        }
        #expect(user == "alice")
        #expect(problems.map(\.path) == ["light/gone.token"])
    }
}
