import LiveryCore
import Testing

@testable import Livery

@MainActor
@Suite("apply blocks keyed by their site")
struct ApplySiteTests {
    let manager = ThemeManager(source: Fixtures.themes())

    /// What a table view's `cellForRowAt` does with a reused cell.
    private func configure(_ cell: Widget, runs: Counter) {
        cell.theme(in: manager).apply { cell, _ in
            runs.value += 1
            cell.padding += 1
        }
    }

    @Test func aReusedCellKeepsOneBlock() throws {
        let cell = Widget()
        let runs = Counter()
        for _ in 0..<20 { configure(cell, runs: runs) }
        #expect(cell.theme(in: manager).bindingCount == 1)
        runs.value = 0
        try manager.setAppearance(.dark)
        #expect(runs.value == 1)
    }

    @Test func blocksFromTwoSitesAreTwo() {
        let cell = Widget()
        cell.theme(in: manager).apply { cell, _ in cell.padding = 1 }
        cell.theme(in: manager).apply { cell, _ in cell.alpha = 0.5 }
        #expect(cell.theme(in: manager).bindingCount == 2)
    }

    @Test func anExplicitKeyNamesTheBlockWhereverItIsWritten() {
        let cell = Widget()
        cell.theme(in: manager).apply(key: "badge") { cell, _ in cell.padding = 1 }
        cell.theme(in: manager).apply(key: "badge") { cell, _ in cell.padding = 2 }
        for state in ["normal", "highlighted"] {
            cell.theme(in: manager).apply(key: state) { cell, theme in
                cell.setTitleColor(theme.color("text.primary"), for: state)
            }
        }
        #expect(cell.theme(in: manager).bindingCount == 3)
        #expect(cell.padding == 2)
        #expect(cell.titles.count == 2)
    }

    @Test func removingAReplacedIDLeavesTheCurrentBlock() {
        let cell = Widget()
        var ids: [ThemeBindingID] = []
        for _ in 0..<2 { ids.append(cell.theme(in: manager).apply { cell, _ in cell.padding += 1 }) }
        cell.theme(in: manager).remove(ids[0])
        #expect(cell.theme(in: manager).bindingCount == 1)
        cell.theme(in: manager).remove(ids[1])
        #expect(cell.theme(in: manager).bindingCount == 0)
    }

    @Test func theSameSiteOnTwoTargetsIsTwoBlocks() throws {
        let cells = [Widget(), Widget()]
        let runs = Counter()
        for cell in cells { configure(cell, runs: runs) }
        runs.value = 0
        try manager.setAppearance(.dark)
        #expect(runs.value == 2)
    }
}

@MainActor
private final class Counter {
    var value = 0
}
