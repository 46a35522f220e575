/// Rows of `label  value` with the values aligned, the text format of Livery's reports.
///
/// ```
/// hex        #ff0000
/// luminance  0.2126
/// ```
struct LabeledRows: Sendable {
    var rows: [(label: String, value: String)]

    init(_ rows: [(label: String, value: String)]) { self.rows = rows }

    /// The rows, each ending with a newline; values start two columns after the longest label.
    var text: String {
        let width = rows.map(\.label.count).max() ?? 0
        return rows.map { "\($0.label.padding(to: width + 2))\($0.value)\n" }.joined()
    }
}
