import LiveryCore
import Testing

@testable import Livery

/// Another theming library's namespace on the same objects, as JXTheme's `theme` is on every
/// view during a migration: with both in scope `box.theme` is ambiguous and does not compile,
/// so Livery is also reachable as `livery`.
private protocol ForeignThemeNamespace {}

extension ForeignThemeNamespace {
    var theme: String { "the other library's namespace" }
}

@MainActor
private final class Box: Themeable, ForeignThemeNamespace {
    var backgroundColor = Color(.srgb, 0, 0, 0)
}

@MainActor
@Suite("A second spelling of the namespace")
struct NamespaceCoexistenceTests {
    let manager = ThemeManager(source: Fixtures.themes())

    @Test func liveryBindsWhereThemeIsTakenByAnotherLibrary() throws {
        let box = Box()
        box.livery(in: manager).backgroundColor = .token("background")
        #expect(box.backgroundColor == Palette.white)
        try manager.setAppearance(.dark)
        #expect(box.backgroundColor == Palette.black)
        #expect(box.livery(in: manager).bindingCount == 1)
    }

    @Test func bothSpellingsAreTheSameBindings() {
        let widget = Widget()
        widget.livery(in: manager).backgroundColor = .token("background")
        widget.theme(in: manager).backgroundColor = .token("text.primary")
        #expect(widget.livery(in: manager).bindingCount == 1)
        #expect(widget.backgroundColor == Palette.black)
    }
}
