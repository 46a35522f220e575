/// A plain-text table for terminal reports: a header row, a rule, and padded columns.
///
/// ```swift
/// TextTable(columns: [.init("Token"), .init("Ratio", alignment: .right)],
///           rows: [["color.text", "4.52"]]).rendered
/// // Token       Ratio
/// // ----------  -----
/// // color.text   4.52
/// ```
public struct TextTable: Sendable, Hashable {
    /// A column: its title and how its cells align.
    public struct Column: Sendable, Hashable {
        /// Where a cell's text sits in its column.
        public enum Alignment: Sendable, Hashable {
            /// Text starts at the column's left edge (padding after it).
            case left
            /// Text ends at the column's right edge (numbers).
            case right
        }
        /// The header text.
        public var title: String
        /// How the column's cells align.
        public var alignment: Alignment

        /// A column titled `title`, aligned `alignment`.
        public init(_ title: String, alignment: Alignment = .left) {
            self.title = title
            self.alignment = alignment
        }
    }

    /// The columns, left to right.
    public var columns: [Column]
    /// The rows, one cell per column.
    public var rows: [[String]]

    /// A table of `columns` and `rows`.
    public init(columns: [Column], rows: [[String]]) {
        self.columns = columns
        self.rows = rows
    }

    /// The table as lines joined by newlines, with a trailing newline; cells beyond the column
    /// count are ignored and missing cells are blank. Trailing spaces are trimmed.
    public var rendered: String {
        let widths = columns.indices.map { i in
            rows.reduce(columns[i].title.count) { Swift.max($0, i < $1.count ? $1[i].count : 0) }
        }
        func line(_ cells: [String]) -> String {
            let padded = columns.indices.map { i -> String in
                let cell = i < cells.count ? cells[i] : ""
                let padding = String(repeating: " ", count: widths[i] - cell.count)
                return columns[i].alignment == .left ? cell + padding : padding + cell
            }
            var text = padded.joined(separator: "  ")
            while text.last == " " { text.removeLast() }
            return text
        }
        let rule = widths.map { String(repeating: "-", count: $0) }
        return ([line(columns.map(\.title)), line(rule)] + rows.map(line)).joined(separator: "\n") + "\n"
    }
}
