import LiveryCore
import Testing

@testable import Livery

/// The passes that write a change into many targets run inside the engine's apply
/// transaction, once per pass, with every write of the pass inside it.
@MainActor
@Suite("Apply transactions")
struct ApplyTransactionTests {
    /// Records what happens inside and outside the transaction.
    final class Journal {
        var events: [String] = []
        var isOpen = false
    }

    let manager = ThemeManager(source: Fixtures.themes())
    let journal = Journal()

    init() {
        let journal = journal
        manager.applyTransaction = ApplyTransaction { [journal] pass in
            journal.events.append("begin")
            journal.isOpen = true
            pass()
            journal.isOpen = false
            journal.events.append("commit")
        }
    }

    /// A widget whose text color setter notes whether a transaction is open.
    func boundWidget(parent: Widget? = nil) -> Widget {
        let widget = Widget(parent: parent)
        let journal = journal
        widget.theme(in: manager).bind(\.textColor) { _, theme in
            journal.events.append(journal.isOpen ? "write inside" : "write outside")
            return theme.color("text.primary") ?? Color(.srgb, 0, 0, 0)
        }
        return widget
    }

    @Test func aSwitchWritesEveryTargetInsideOneTransaction() throws {
        let widgets = [boundWidget(), boundWidget()]
        journal.events = []
        try manager.setAppearance(.dark)
        #expect(journal.events == ["begin", "write inside", "write inside", "commit"])
        _ = widgets
    }

    @Test func anOverrideChangeWritesItsSubtreeInsideATransaction() {
        let container = Widget()
        let child = boundWidget(parent: container)
        journal.events = []
        container.theme(in: manager).override = .dark
        #expect(journal.events.first == "begin")
        #expect(journal.events.last == "commit")
        #expect(!journal.events.contains("write outside"), "\(journal.events)")
        #expect(journal.events.contains("write inside"))
        _ = child
    }

    @Test func anEngineWithoutGlueRunsThePassDirectly() throws {
        let plain = ThemeManager(source: Fixtures.themes())
        let widget = Widget()
        widget.theme(in: plain).textColor = .token("text.primary")
        try plain.setAppearance(.dark)
        #expect(widget.textColor == plain.theme.color("text.primary"))
    }
}
