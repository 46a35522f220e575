import Foundation
import LiveryCore
import LiveryTestSupport
import Testing

@testable import Livery

@MainActor
@Suite("Dynamic Type scaling of font tokens")
struct ContentSizeTests {
    let manager = ThemeManager(source: Fixtures.themes())

    @Test func theDefaultCategoryLeavesDesignedSizes() {
        #expect(ContentSize.large.scale == 1)
        #expect(manager.theme.font("type.body")?.size == 16)
    }

    @Test func aLargerCategoryScalesBoundFontsAtOnceOnTheirStylesCurve() {
        let widget = Widget()
        widget.theme(in: manager).font = .token("type.body") // 16 pt: grows with callout
        manager.contentSize = .accessibilityMedium
        #expect(widget.font?.textStyle == .callout)
        #expect(abs((widget.font?.size ?? 0) - 26) < 1e-9, "callout is 26 pt at AX1, not 16 × 28 / 17")
        #expect(widget.font?.designSize == 16)
        #expect(widget.font?.contentSize == .accessibilityMedium)
    }

    @Test func theUsersTextScaleMultipliesWithTheCategory() {
        manager.textScale = 2
        manager.contentSize = .extraSmall
        #expect(abs((manager.theme.font("type.body")?.size ?? 0) - 16.0 * 2 * 13 / 16) < 1e-9)
        #expect(manager.textScale == 2, "the user's own slider keeps its value")
        #expect(manager.theme.textScale == 2)
        #expect(manager.theme.contentSize == .extraSmall)
    }

    @Test func letterSpacingScalesWithTheTextAndLineHeightStaysAMultiple() throws {
        let title = ResolvedToken(
            type: .typography,
            value: .typography(
                Typography(
                    fontFamily: ["Inter"], fontSize: .init(20, .px), fontWeight: 600, letterSpacing: .init(0.5, .px),
                    lineHeight: 1.25)))
        let manager = ThemeManager(
            source: ThemeTable(modifier: "theme", contexts: ["light": ["type.title": title]], order: ["light"]))
        manager.textScale = 2
        let text = ThemedText("Hi", font: "type.title").resolved(in: manager.theme)
        let font = try #require(text.runs.first?[ThemeTextAttributes.Font.self])
        #expect(font.letterSpacing == 1)
        #expect(font.lineHeight == 1.25)
        #expect(font.size == 40)
    }

    @Test func platformCategoryNamesMapToSizes() {
        #expect(ContentSize(platformName: "UICTContentSizeCategoryXXL") == .extraExtraLarge)
        #expect(
            ContentSize(platformName: "UICTContentSizeCategoryAccessibilityXXXL") == .accessibilityExtraExtraExtraLarge)
        #expect(ContentSize(platformName: "UICTContentSizeCategoryUnspecified") == nil)
    }

    @Test func theCategoryIsNotSavedWithTheUsersChoices() throws {
        let folder = try TemporaryFolder("prefs")
        defer { folder.remove() }
        let file = folder.url("prefs.json")
        let first = ThemeManager(source: Fixtures.themes(), store: JSONFilePreferenceStore(url: file))
        first.contentSize = .extraLarge
        first.textScale = 1.5
        let second = ThemeManager(source: Fixtures.themes(), store: JSONFilePreferenceStore(url: file))
        #expect(second.contentSize == .large)
        #expect(second.textScale == 1.5)
    }
}
