import LiveryCore
import Testing

@testable import Livery

/// How a binding gets its key: the setter names the property it sets on the first
/// application, the engine interns that key path and stores it in the binding.
@MainActor
@Suite("Binding keys")
struct BindingKeyTests {
    let manager = ThemeManager(source: Fixtures.themes())

    private func keys(of object: AnyObject) -> [AnyKeyPath?] {
        (manager.registry.box(for: object)?.bindings ?? []).map { $0.key.object as? AnyKeyPath }
    }

    @Test func eachBindingStoresTheKeyPathOfItsProperty() {
        let widget = Widget()
        widget.theme(in: manager).textColor = .token("text.primary")
        widget.theme(in: manager).bind(\.alpha, to: .token("opacity.muted"))
        widget.theme(in: manager).shadowColor = ThemeValue { _ in Palette.red }
        #expect(keys(of: widget) == [\Widget.textColor, \Widget.alpha, \Widget.shadowColor])
    }

    @Test func aKeyIsStoredOnceForEveryTargetBoundFromTheSameCallSite() {
        let widgets = (0..<3).map { _ in Widget() }
        for widget in widgets { widget.theme(in: manager).textColor = .token("text.primary") }
        let stored = widgets.compactMap { manager.registry.box(for: $0)?.bindings.first?.key.object }
        #expect(stored.count == 3)
        #expect(stored.allSatisfy { $0 === stored[0] })
    }

    @Test func aValueKnownOnlyAtRunTimeBindsAndRemoves() throws {
        let widget = Widget()
        var values: [ThemeValue<Color>?] = [.token("text.primary"), ThemeValue { _ in Palette.red }, nil]
        widget.theme(in: manager).bind(\.textColor, to: values.removeFirst())
        #expect(widget.textColor == Palette.black)
        widget.theme(in: manager).bind(\.textColor, to: values.removeFirst())
        #expect(widget.textColor == Palette.red)
        #expect(widget.theme(in: manager).bindingCount == 1)
        widget.theme(in: manager).bind(\.textColor, to: values.removeFirst())
        #expect(widget.theme(in: manager).bindingCount == 0)
        try manager.setAppearance(.dark)
        #expect(widget.textColor == Palette.red)
    }

    @Test func rebindingToAnUnknownTokenRemovesTheOldBinding() throws {
        let widget = Widget()
        widget.theme(in: manager).textColor = .token("text.primary")
        widget.theme(in: manager).alpha = .token("opacity.muted")
        widget.theme(in: manager).textColor = .token("text.nope")
        #expect(keys(of: widget) == [\Widget.alpha])
        try manager.setAppearance(.dark)
        #expect(widget.textColor == Palette.black)
    }

    @Test func anUncountedReferenceRefersToItsObjectOnly() {
        let a = Widget(), b = Widget()
        let reference = UncountedReference<AnyObject>(a)
        #expect(reference.refers(to: a))
        #expect(!reference.refers(to: b))
        #expect(reference.object(as: Widget.self) === a)
    }
}
