import LiveryCore
import Testing

@testable import Livery

@MainActor
@Suite("Token names as constants")
struct TokenNameConstantTests {
    /// A generated-style constant: any `RawRepresentable` with a `String` raw value.
    enum Names: String {
        case background
        case text = "text.primary"
    }

    @Test func aConstantBindsAndLooksUpTheTokenItNames() throws {
        let manager = ThemeManager(source: Fixtures.themes())
        let widget = Widget()
        widget.theme(in: manager).backgroundColor = .token(Names.background)
        widget.theme(in: manager).textColor = ThemeValue { theme in theme.value(Names.text) ?? Palette.gray }
        #expect(widget.backgroundColor == Palette.white)
        try manager.setAppearance(.dark)
        #expect(widget.backgroundColor == Palette.black)
        #expect(widget.textColor == Palette.white)
        #expect(manager.theme.value(Names.text, as: Color.self) == Palette.white)
    }
}
