import Foundation

/// A Markdown table for benchmark reports (pasted into BENCHMARKS.md): the first column
/// left-aligned, the others right-aligned.
struct MarkdownTable {
    var header: [String]
    var rows: [[String]] = []

    func render() -> String {
        let widths = header.indices.map { i in ([header] + rows).map { $0[i].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            "| "
                + cells.enumerated().map { i, c in
                    i == 0
                        ? c.padding(toLength: widths[i], withPad: " ", startingAt: 0)
                        : String(repeating: " ", count: widths[i] - c.count) + c
                }.joined(separator: " | ") + " |"
        }
        let rule =
            "|"
            + widths.enumerated().map { i, w in
                i == 0 ? String(repeating: "-", count: w + 2) : String(repeating: "-", count: w + 1) + ":"
            }.joined(separator: "|") + "|"
        return ([line(header), rule] + rows.map(line)).joined(separator: "\n")
    }
}
