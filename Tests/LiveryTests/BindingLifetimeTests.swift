import LiveryCore
import Testing

@testable import Livery

/// A target whose property observer unbinds it: the first application of a binding runs
/// user code that frees the target's box while the engine is binding.
@MainActor
private final class SelfUnbindingLabel: Themeable {
    var manager: ThemeManager?
    var textColor = Palette.gray {
        didSet {
            guard let manager else { return }
            self.manager = nil
            theme(in: manager).removeAll()
        }
    }
}

/// What the engine's uncounted references rely on holds: boxes refer to shared shapes and
/// the last looked-up box without counting them, so every shape a box can reach must be
/// kept alive by the engine or by the box, and a box freed by user code during a bind must
/// not be touched again.
@MainActor
@Suite("Binding lifetimes")
struct BindingLifetimeTests {
    /// Twenty color tokens, `c0` … `c19`, dark and light alike but for their red channel.
    private static func manyColors() -> ThemeTable {
        func tokens(_ dark: Bool) -> [String: ResolvedToken] {
            Dictionary(
                uniqueKeysWithValues: (0..<20).map { i in
                    ("c\(i)", color(Color(.srgb, Double(i) / 20, dark ? 1 : 0, 0)))
                })
        }
        return ThemeTable(
            modifier: "theme", contexts: ["light": tokens(false), "dark": tokens(true)], order: ["light", "dark"])
    }

    @Test func shapesPastTheTransitionLimitArePrivateAndHeldByTheirBox() throws {
        let manager = ThemeManager(source: BindingLifetimeTests.manyColors())
        var widgets = (0..<20).map { _ in Widget() }
        // Each binding leaves the empty shape by a transition of its own: only the first 16
        // are remembered, so only those shapes are shared.
        for (i, widget) in widgets.enumerated() { widget.theme(in: manager).textColor = .token("c\(i)") }
        let shapes = widgets.compactMap { manager.registry.box(for: $0)?.shape }
        #expect(shapes.count == 20)
        #expect(shapes.prefix(16).allSatisfy { $0.isShared })
        #expect(shapes.suffix(4).allSatisfy { !$0.isShared })
        manager.registry.checkInvariants()

        try manager.setAppearance(.dark)
        for (i, widget) in widgets.enumerated() {
            #expect(widget.textColor == Color(.srgb, Double(i) / 20, 1, 0), "widget \(i)")
        }
        // Rebinding a target of a private shape makes it another private shape and releases
        // the one it leaves; a target unbound and bound again starts from the empty shape.
        for widget in widgets.suffix(4) { widget.theme(in: manager).textColor = .token("c0") }
        #expect(widgets.suffix(4).allSatisfy { manager.registry.box(for: $0)?.shape.isShared == false })
        manager.registry.checkInvariants()
        for widget in widgets.suffix(4) {
            widget.theme(in: manager).removeAll()
            widget.theme(in: manager).textColor = .token("c0")
        }
        #expect(widgets.suffix(4).allSatisfy { manager.registry.box(for: $0)?.shape === shapes[0] })
        manager.registry.checkInvariants()
        widgets.removeAll()
        manager.purgeReleasedTargets()
        #expect(manager.targetCount == 0)
    }

    @Test func aPropertyObserverThatUnbindsTheTargetDuringItsFirstApplication() throws {
        let manager = ThemeManager(source: Fixtures.themes())
        // Another target bound the same way first, so that a shared transition exists.
        let other = Widget()
        other.theme(in: manager).textColor = .token("text.primary")
        let label = SelfUnbindingLabel()
        label.manager = manager
        label.theme(in: manager).textColor = .token("text.primary")
        // The observer removed the box it was being bound in; the binding lands in a new box.
        manager.registry.checkInvariants()
        #expect(label.theme(in: manager).bindingCount == 1)
        try manager.setAppearance(.dark)
        #expect(label.textColor == Palette.white)
    }

    @Test func aManagerWithBindingsIsReleased() {
        weak var released: ThemeManager?
        let widget = Widget()
        do {
            let manager = ThemeManager(source: Fixtures.themes())
            widget.theme(in: manager).textColor = .token("text.primary")
            released = manager
        }
        #expect(released == nil)
    }
}
