import Foundation
import LiveryCore
import LiveryTestSupport
import Testing

@testable import Livery

@MainActor
@Suite("Previews of every theme")
struct ThemePreviewsTests {
    @Test func everyCombinationIsACaseWithALabel() {
        let previews = ThemePreviews(source: Fixtures.themesWithContrast())
        #expect(
            previews.cases.map(\.label) == [
                "light", "dark", "sepia", "light · contrast=high", "dark · contrast=high", "sepia · contrast=high",
            ])
        #expect(!previews.isTruncated)
    }

    @Test func eachCaseHasAManagerShowingIt() throws {
        let previews = ThemePreviews(source: Fixtures.themesWithContrast())
        let highLight = try #require(previews.cases.first { $0.label == "light · contrast=high" })
        let manager = try previews.manager(for: highLight)
        #expect(manager.theme.color("text.primary") == Palette.red)
        #expect(manager.theme.appearance == "light")
    }

    @Test func previewsNeverReadTheAppsPersistedChoice() throws {
        let folder = try TemporaryFolder("previews")
        defer { folder.remove() }
        let file = folder.url("prefs.json")
        let app = ThemeManager(source: Fixtures.themes(), store: JSONFilePreferenceStore(url: file), user: "alice")
        try app.setAppearance(.dark)
        let previews = ThemePreviews(of: app)
        let light = try previews.manager(for: try #require(previews.cases.first))
        #expect(light.theme.appearance == "light")
        try light.setAppearance(.context("sepia"))
        let reloaded = ThemeManager(source: Fixtures.themes(), store: JSONFilePreferenceStore(url: file), user: "alice")
        #expect(reloaded.appearance == .dark)
    }

    @Test func theAppsInstalledLayerIsShownInEveryPreview() throws {
        let app = ThemeManager(source: Fixtures.themes())
        try app.install(overridesJSON: #"{"light": {"background": {"type": "color", "value": "0000ff"}}}"#)
        let previews = ThemePreviews(of: app)
        let light = try previews.manager(for: try #require(previews.cases.first))
        #expect(light.theme.color("background") == Palette.blue)
    }

    @Test func aLargeSourceShowsTheThemesThenEachOtherContextCutAtTheLimit() {
        var themes: [ResolverInput: [String: ResolvedToken]] = [:]
        let brands = (0..<8).map { "brand\($0)" }
        for theme in ["light", "dark"] {
            for brand in brands {
                for contrast in ["normal", "high"] {
                    themes[ResolverInput([("theme", theme), ("brand", brand), ("contrast", contrast)])] = Fixtures.light
                }
            }
        }
        let source = ThemeTable(
            modifiers: [
                ModifierDescription(name: "theme", contexts: ["light", "dark"], defaultContext: "light"),
                ModifierDescription(name: "brand", contexts: brands, defaultContext: "brand0"),
                ModifierDescription(name: "contrast", contexts: ["normal", "high"], defaultContext: "normal"),
            ], themes: themes)
        let previews = ThemePreviews(source: source, limit: 6)
        #expect(
            previews.cases.map(\.label) == [
                "light", "dark", "light · brand=brand1", "dark · brand=brand1", "light · brand=brand2",
                "dark · brand=brand2",
            ])
        #expect(previews.isTruncated)
        #expect(ThemePreviews(source: source, limit: 32).cases.count == 32)
        #expect(ThemePreviews(source: source, limit: 32).cases.last?.label == "dark · brand=brand7 · contrast=high")
    }
}

@Suite("Dynamic Type text styles")
struct TextStyleTests {
    @Test func aTokenGrowsWithTheStyleNearestItsDesignedSize() {
        let cases: [(Double, TextStyle)] = [
            (11, .caption2), (12, .caption), (14, .subheadline), (16, .callout), (17, .body), (18, .body),
            (24, .title2), (30, .title), (48, .largeTitle), (8, .caption2),
        ]
        for (size, style) in cases { #expect(TextStyle(nearestTo: size) == style, "\(size) pt") }
    }

    @Test func aTokenMayNameItsStyle() {
        let extensions = JSONObject([
            (key: "dev.livery", value: .object(JSONObject([(key: "textStyle", value: .string("headline"))])))
        ])
        var token = typography(17)
        token.extensions = extensions
        #expect(FontDescriptor(token: token, scale: 1)?.textStyle == .headline)
        #expect(FontDescriptor(token: typography(17), scale: 1)?.textStyle == .body)
        #expect(TextStyle(extensionName: "title1") == .title)
        #expect(TextStyle(extensionName: "huge") == nil)
    }

    @Test func theStyleFollowsTheDesignedSizeNotTheScaledOne() {
        #expect(FontDescriptor(token: typography(13), scale: 2)?.textStyle == .footnote)
    }
}
