import LiveryCore
import Testing

@testable import Livery

/// The engine's storage stays consistent through every kind of change: binding, rebinding,
/// hiding, showing, unbinding, targets dying and the table growing past its first capacity.
@MainActor
@Suite("Binding storage invariants")
struct BindingInvariantTests {
    let manager = ThemeManager(source: Fixtures.themes())

    @Test func theRegistryStaysConsistentThroughBindHideUnbindAndDeath() throws {
        var widgets = (0..<300).map { _ in Widget() }
        for (i, widget) in widgets.enumerated() {
            widget.theme(in: manager).textColor = .token("text.primary")
            if i % 3 == 0 { widget.theme(in: manager).alpha = ThemeValue { _ in 0.5 } }
        }
        manager.registry.checkInvariants()
        for widget in widgets.prefix(100) {
            widget.isOnScreen = false
            widget.theme(in: manager).visibilityDidChange()
        }
        manager.registry.checkInvariants()
        try manager.setAppearance(.dark)
        for widget in widgets.prefix(50) { widget.theme(in: manager).removeAll() }
        for widget in widgets[50..<150] { widget.theme(in: manager).alpha = ThemeValue { _ in 1 } }
        manager.registry.checkInvariants()
        widgets.removeLast(100)
        manager.registry.sweep()
        manager.registry.checkInvariants()
        #expect(manager.registry.count == 200 - 50)
    }

    @Test func theBoxTableStaysConsistentThroughGrowthAndRemoval() {
        var table = BoxTable()
        let targets = (0..<500).map { _ in Widget() }
        let empty = BindingShape.empty()
        // The table refers to its boxes uncounted: something else (here, this array) owns them.
        let boxes = targets.map { TargetBox(for: $0, empty: empty) }
        for box in boxes { table[box.id] = box }
        table.checkInvariants()
        for target in targets where ObjectIdentifier(target).hashValue % 2 == 0 {
            table[ObjectIdentifier(target)] = nil
        }
        table.checkInvariants()
        #expect(targets.allSatisfy { table[ObjectIdentifier($0)] == nil || table[ObjectIdentifier($0)]?.target === $0 })
    }
}
