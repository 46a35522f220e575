import LiveryCore
import Testing

@testable import Livery

/// How the engine stores bindings: shared shapes, canonical keys, the box table, and runs of
/// targets applied together on a switch.
@MainActor
@Suite("Binding storage")
struct BindingStorageTests {
    let manager = ThemeManager(source: Fixtures.themes())

    private func shape(of object: AnyObject) -> BindingShape? {
        manager.registry.box(for: object)?.shape
    }

    @Test func targetsBoundAlikeShareOneShape() {
        let a = Widget(), b = Widget()
        for widget in [a, b] {
            widget.theme(in: manager).textColor = .token("text.primary")
            widget.theme(in: manager).backgroundColor = .token("background")
        }
        #expect(shape(of: a) != nil)
        #expect(shape(of: a) === shape(of: b))
        #expect(shape(of: a)?.bindings.count == 2)
    }

    @Test func aProviderBindingMakesAShapeNoOtherTargetTakes() {
        let a = Widget(), b = Widget()
        for widget in [a, b] {
            widget.theme(in: manager).textColor = .token("text.primary")
            widget.theme(in: manager).alpha = ThemeValue { _ in 0.5 }
        }
        #expect(shape(of: a)?.isShared == false)
        #expect(shape(of: a) !== shape(of: b))
    }

    @Test func equalKeyPathsFromTwoCallSitesAreOneBinding() {
        let widget = Widget()
        let first: ReferenceWritableKeyPath<Widget, Color> = \.textColor
        let second: ReferenceWritableKeyPath<Widget, Color> = \Widget.textColor
        widget.theme(in: manager).bind(first, to: .token("text.primary"))
        widget.theme(in: manager).bind(second, to: .token("background"))
        #expect(widget.theme(in: manager).bindingCount == 1)
        #expect(widget.textColor == Palette.white)
    }

    @Test func aSwitchAppliesTargetsOfDifferentShapesInterleaved() throws {
        let widgets = (0..<300).map { _ in Widget() }
        for (i, widget) in widgets.enumerated() {
            widget.theme(in: manager).textColor = .token(i % 3 == 0 ? "text.primary" : "background")
            if i % 5 == 0 { widget.theme(in: manager).alpha = .token("opacity.muted") }
        }
        try manager.setAppearance(.dark)
        for (i, widget) in widgets.enumerated() {
            #expect(widget.textColor == (i % 3 == 0 ? Palette.white : Palette.black))
            #expect(widget.alpha == (i % 5 == 0 ? 0.4 : 1))
        }
    }

    @Test func anApplyBlockThatRebindsItsTargetDuringASwitchLeavesTheNewBinding() throws {
        let widget = Widget()
        widget.theme(in: manager).apply { [manager] target, theme in
            if theme.appearance == "dark" { target.theme(in: manager).backgroundColor = .token("text.primary") }
        }
        try manager.setAppearance(.dark)
        #expect(widget.backgroundColor == Palette.white)
        try manager.setAppearance(.light)
        #expect(widget.backgroundColor == Palette.black)
    }

    @Test func aTargetHiddenAndShownWithoutASwitchIsNotReapplied() throws {
        var applications = 0
        let widget = Widget()
        widget.theme(in: manager).apply { _, _ in applications += 1 }
        widget.isOnScreen = false
        manager.visibilityDidChange(of: widget)
        widget.isOnScreen = true
        manager.visibilityDidChange(of: widget)
        #expect(applications == 1)
        widget.isOnScreen = false
        manager.visibilityDidChange(of: widget)
        try manager.setAppearance(.dark)
        widget.isOnScreen = true
        manager.visibilityDidChange(of: widget)
        #expect(applications == 2)
    }

    @Test func theBoxTableFindsEveryBoxAfterRemovalsInsideProbeRuns() {
        var table = BoxTable()
        let shape = BindingShape.empty()
        let targets = (0..<500).map { _ in Widget() }
        let boxes = targets.map { TargetBox(for: $0, empty: shape) }
        for box in boxes { table[box.id] = box }
        for box in boxes.enumerated().filter({ $0.offset % 3 == 0 }).map(\.element) { table[box.id] = nil }
        for (i, box) in boxes.enumerated() {
            #expect((table[box.id] === box) == (i % 3 != 0))
        }
        #expect(table.count == boxes.count - (boxes.count + 2) / 3)
    }
}
