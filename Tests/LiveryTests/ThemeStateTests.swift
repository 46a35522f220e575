import LiveryCore
import Testing

@testable import Livery

@MainActor
@Suite("Theme state")
struct ThemeStateTests {
    @Test func systemPreferenceFollowsTheSystemAppearance() throws {
        let manager = ThemeManager(source: Fixtures.themes())
        #expect(manager.appearance == .system)
        #expect(manager.theme.appearance == "light")
        manager.systemAppearance = .dark
        #expect(manager.theme.appearance == "dark")
    }

    @Test func fixedChoiceStillTracksTheSystemValue() throws {
        let manager = ThemeManager(source: Fixtures.themes())
        try manager.setAppearance(.light)
        manager.systemAppearance = .dark
        #expect(manager.theme.appearance == "light")
        #expect(manager.systemAppearance == .dark)
        #expect(manager.current.systemAppearance == .dark)
        try manager.setAppearance(.system)
        #expect(manager.theme.appearance == "dark")
    }

    @Test func anyNamedContextOfTheThemeModifierCanBeChosen() throws {
        let manager = ThemeManager(source: Fixtures.themes())
        try manager.setAppearance(.context("sepia"))
        #expect(manager.theme.color("background") == Palette.sepia)
        #expect(manager.appearanceContexts == ["light", "dark", "sepia"])
    }

    @Test func unknownContextIsRefusedAndNothingChanges() throws {
        let manager = ThemeManager(source: Fixtures.themes())
        #expect(
            throws: ThemeSelectionError.unknownContext(
                modifier: "theme", context: "neon", known: ["light", "dark", "sepia"])
        ) {
            try manager.setAppearance(.context("neon"))
        }
        #expect(manager.appearance == .system)
    }

    @Test func otherModifiersAreFurtherInputs() throws {
        let manager = ThemeManager(source: Fixtures.themesWithContrast())
        #expect(manager.theme.color("text.primary") == Palette.black)
        try manager.setModifier("contrast", to: "high")
        #expect(manager.theme.color("text.primary") == Palette.red)
        #expect(manager.theme.input.description == "theme=light,contrast=high")
        #expect(throws: ThemeSelectionError.self) { try manager.setModifier("brand", to: "acme") }
    }

    @Test func oneResolvedThemePerInputIsCached() throws {
        let manager = ThemeManager(source: Fixtures.themes())
        let first = manager.theme
        try manager.setAppearance(.dark)
        try manager.setAppearance(.light)
        #expect(manager.theme === first)
    }

    @Test func interfaceStyleTellsPlatformControlsWhatToDo() throws {
        let manager = ThemeManager(source: Fixtures.themes())
        #expect(manager.interfaceStyle() == .followSystem)
        try manager.setAppearance(.dark)
        #expect(manager.interfaceStyle() == .dark)
        try manager.setAppearance(.context("sepia"))
        #expect(manager.interfaceStyle() == .light)
        #expect(manager.interfaceStyle(darkStyledContexts: ["sepia"]) == .dark)
    }

    @Test func textScaleIsClampedToAUsableRange() {
        let manager = ThemeManager(source: Fixtures.themes())
        manager.textScale = 10
        #expect(manager.textScale == 3)
        manager.textScale = .nan
        #expect(manager.textScale == 1)
    }
}
