import LiveryCore
import Testing

@testable import Livery

@MainActor
@Suite("Typed token names")
struct TypedTokenNameTests {
    /// Constants as `livery export --format swift` writes them, for the fixture's tokens.
    enum Names {
        static let background: TokenName<TokenKinds.Color> = "background"
        static let text: TokenName<TokenKinds.Color> = "text.primary"
        static let muted: TokenName<TokenKinds.Number> = "opacity.muted"
        static let spacing: TokenName<TokenKinds.Dimension> = "spacing.m"
        static let body: TokenName<TokenKinds.Typography> = "type.body"
        static let cat: TokenName<TokenKinds.Image> = "icon.cat"
    }

    @Test func aTypedColorBindsAndFollowsTheTheme() throws {
        let manager = ThemeManager(source: Fixtures.themes())
        let widget = Widget()
        widget.theme(in: manager).backgroundColor = .token(Names.background)
        widget.theme(in: manager).shadowColor = .token(Names.text)
        #expect(widget.backgroundColor == Palette.white)
        #expect(widget.shadowColor == Palette.black)
        try manager.setAppearance(.dark)
        #expect(widget.backgroundColor == Palette.black)
        #expect(widget.shadowColor == Palette.white)
    }

    @Test func aTypedBindingIsTheSameBindingAsItsStringName() {
        let manager = ThemeManager(source: Fixtures.themes())
        let widget = Widget()
        widget.theme(in: manager).textColor = .token(Names.text)
        #expect(widget.theme(in: manager).textColor?.tokenName == "text.primary")
    }

    @Test func numbersDimensionsFontsAndImagesBindByTheirKinds() throws {
        let manager = ThemeManager(source: Fixtures.themes())
        let widget = Widget()
        widget.theme(in: manager).alpha = .token(Names.muted)
        widget.theme(in: manager).padding = .token(Names.spacing)
        widget.theme(in: manager).font = .token(Names.body)
        widget.theme(in: manager).imageName = .token(Names.cat)
        #expect(widget.alpha == 0.6)
        #expect(widget.padding == 16)
        #expect(widget.font?.size == 16)
        #expect(widget.imageName == "catBlack")
        try manager.setAppearance(.dark)
        #expect(widget.alpha == 0.4)
        #expect(widget.imageName == "catWhite")
    }

    @Test func aDimensionSetsAFontSize() {
        let manager = ThemeManager(source: Fixtures.themes())
        let widget = Widget()
        widget.theme(in: manager).font = .token(Names.spacing)
        #expect(widget.font?.size == 16)
        #expect(widget.font?.families == [])
    }

    @Test func themeLookupsTakeTypedNames() {
        let theme = ThemeManager(source: Fixtures.themes()).theme
        #expect(theme.value(Names.background, as: Color.self) == Palette.white)
        #expect(theme.value(Names.spacing, as: Double.self) == 16)
        #expect(theme.value(Names.spacing, as: FontDescriptor.self)?.size == 16)
        #expect(theme.value(Names.body, as: FontDescriptor.self)?.families == ["Inter"])
        #expect(theme.value(Names.cat, as: String.self) == "catBlack")
        #expect(theme.value(TokenName<TokenKinds.Color>("no.such.token"), as: Color.self) == nil)
    }

    @Test func aTypedNameIsItsStringForDynamicUse() {
        let name: TokenName<TokenKinds.Color> = "color.text.primary"
        #expect(name.name == "color.text.primary")
        #expect(name.description == "color.text.primary")
        #expect(name == TokenName("color.text.primary"))
        #expect(ThemeValue<Color>.token(name.name).tokenName == "color.text.primary")
    }
}
