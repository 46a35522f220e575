import Foundation
import LiveryCore
import LiveryTestSupport
import Testing

@testable import Livery

/// The users' stories end to end: seed 000 (manual dark mode, server colors, four themes,
/// attributed strings, a text-size slider) and seed 002 (JXTheme: providers, stateful
/// controls, subtree overrides, per-user storage).
@MainActor
@Suite("Seed scenarios")
struct SeedScenarioTests {
    /// Seed 000's `kColor` enum as tokens: `borderLight = "f3f3f6|0C0C09"`, `background = "ffffff|000000"`.
    static func kColors() throws -> ThemeTable {
        func hex(_ text: String) throws -> ResolvedToken {
            ResolvedToken(type: .color, value: .color(try Color(hex: text)))
        }
        return ThemeTable(
            modifier: "theme",
            contexts: [
                "light": [
                    "borderLight": try hex("f3f3f6"), "background": try hex("ffffff"), "type.body": typography(15),
                ],
                "dark": [
                    "borderLight": try hex("0C0C09"), "background": try hex("000000"), "type.body": typography(15),
                ],
            ], order: ["light", "dark"])
    }

    /// The seed's `customColors`, as the server would send them.
    static let customColors = #"""
        {
          "light": { "borderLight": { "type": "color", "value": "ff0000" },
                     "background": { "type": "color", "value": "0000ff" } },
          "dark":  { "borderLight": { "type": "color", "value": "ff00ff" },
                     "background": { "type": "color", "value": "00ffff" } }
        }
        """#

    @Test func fourThemesDefaultAndCustomTimesLightAndDark() throws {
        let manager = ThemeManager(source: try Self.kColors())
        let view = Widget()
        view.theme(in: manager).backgroundColor = .token("background")
        view.theme(in: manager).textColor = .token("borderLight")
        var seen: [String: [Color]] = [:]
        for custom in [false, true] {
            if custom { try manager.install(overridesJSON: Self.customColors) } else { manager.removeOverrides() }
            for appearance in [AppearancePreference.light, .dark] {
                try manager.setAppearance(appearance)
                seen["\(custom ? "custom" : "default") \(appearance)"] = [view.backgroundColor, view.textColor]
            }
        }
        #expect(Set(seen.values).count == 4)
        #expect(seen["custom dark"] == [Palette.cyan, Color(.srgb, 1, 0, 1)])
        #expect(seen["default light"]?.first == Palette.white)
    }

    @Test func serverColorsApplyLiveWithoutARestart() throws {
        let manager = ThemeManager(source: try Self.kColors())
        let views = (0..<50).map { _ in Widget() }
        for view in views { view.theme(in: manager).backgroundColor = .token("background") }
        try manager.install(overridesJSON: Self.customColors)
        #expect(views.allSatisfy { $0.backgroundColor == Palette.blue })
    }

    @Test func systemLightAndDarkChoicesSurviveARestartWithTheCustomTheme() throws {
        let folder = try TemporaryFolder("prefs")
        defer { folder.remove() }
        let file = folder.url("prefs.json")
        func launch() throws -> ThemeManager {
            ThemeManager(
                source: try Self.kColors(), store: JSONFilePreferenceStore(url: file), user: "42",
                systemAppearance: .dark)
        }
        let first = try launch()
        try first.install(overridesJSON: Self.customColors)
        for choice in [AppearancePreference.system, .light, .dark] {
            try first.setAppearance(choice)
            let next = try launch()
            #expect(next.appearance == choice)
            #expect(next.theme.color("background") == (choice == .light ? Palette.blue : Palette.cyan))
        }
    }

    @Test func mixedStyleAttributedStringsKeepTheirRunsAcrossThemes() throws {
        let manager = ThemeManager(source: try Self.kColors())
        let label = Widget()
        let text =
            ThemedText("first part", color: "background", font: "type.body")
            + ThemedText("second part", color: "borderLight")
        label.theme(in: manager).attributedText = .text(text)
        try manager.install(overridesJSON: Self.customColors)
        try manager.setAppearance(.dark)
        manager.textScale = 2
        let runs = try #require(label.attributedText).runs.map { $0 }
        #expect(runs.map { $0[ThemeTextAttributes.Color.self] } == [Palette.cyan, Color(.srgb, 1, 0, 1)])
        #expect(runs[0][ThemeTextAttributes.Font.self]?.size == 30)
    }

    @Test func statefulControlsRefreshAndSubtreesOverride() throws {
        let manager = ThemeManager(source: try Self.kColors())
        let screen = Widget()
        let status = Widget(parent: screen)
        status.theme(in: manager).textColor = ThemeValue { [unowned status] theme in
            status.isSelected ? Palette.red : theme.color("background") ?? Palette.gray
        }
        status.isSelected = true
        status.theme(in: manager).refresh()
        #expect(status.textColor == Palette.red)
        status.isSelected = false
        screen.theme(in: manager).override = .dark
        #expect(status.textColor == Palette.black)
    }
}
