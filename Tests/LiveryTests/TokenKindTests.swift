import Foundation
import LiveryCore
import Testing

@testable import Livery

@MainActor
@Suite("Tokens of every kind")
struct TokenKindTests {
    let manager = ThemeManager(source: Fixtures.themes())

    @Test func numbersAndDimensionsSetNumericProperties() throws {
        let widget = Widget()
        widget.theme(in: manager).alpha = .token("opacity.muted")
        widget.theme(in: manager).padding = .token("spacing.m")
        #expect(widget.alpha == 0.6)
        #expect(widget.padding == 16)
        try manager.setAppearance(.dark)
        #expect(widget.alpha == 0.4)
    }

    @Test func fontsFollowTheTextSizeSlider() {
        let widget = Widget()
        widget.theme(in: manager).font = .token("type.body")
        #expect(widget.font?.size == 16)
        #expect(widget.font?.families == ["Inter"])
        manager.textScale = 1.5
        #expect(widget.font?.size == 24)
        #expect(widget.font?.designSize == 16)
    }

    @Test func imagesHaveANamePerTheme() throws {
        let widget = Widget()
        widget.theme(in: manager).imageName = .token("icon.cat")
        #expect(widget.imageName == "catBlack")
        try manager.setAppearance(.dark)
        #expect(widget.imageName == "catWhite")
    }

    @Test func attributedTextResolvesEachRunAndKeepsItsOtherStyles() throws {
        var emphasis = ThemedText("1 200 ₽", color: "text.primary", font: "type.body")
        emphasis.source.link = URL(string: "https://example.com")
        let text = ThemedText("Balance: ", background: "background") + emphasis
        let widget = Widget()
        widget.theme(in: manager).attributedText = .text(text)
        try manager.setAppearance(.dark)
        let runs = try #require(widget.attributedText).runs.map { $0 }
        #expect(runs.count == 2)
        #expect(runs[0][ThemeTextAttributes.BackgroundColor.self] == Palette.black)
        #expect(runs[0][ThemeTextAttributes.Color.self] == nil)
        #expect(runs[1][ThemeTextAttributes.Color.self] == Palette.white)
        #expect(runs[1][ThemeTextAttributes.Font.self]?.size == 16)
        #expect(runs[1].link == URL(string: "https://example.com"))
        #expect(String(try #require(widget.attributedText).characters) == "Balance: 1 200 ₽")
    }

    @Test func themeAccessorsConvertTokens() {
        let theme = manager.theme
        #expect(theme.color("background") == Palette.white)
        #expect(theme.number("spacing.m") == 16)
        #expect(theme.value("opacity.muted", as: Int.self) == 1)
        #expect(theme.imageName("icon.cat") == "catBlack")
        #expect(theme.color("opacity.muted") == nil)
    }
}
