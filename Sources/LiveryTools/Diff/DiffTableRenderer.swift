import LiveryCore

/// The `table` format: a heading and a table per context with differences, then the summary.
///
/// ```text
/// theme=dark
/// Change         Token          Old      New      Detail
/// -------------  -------------  -------  -------  --------------------
/// value changed  color.bg       #ffffff  #fafafa  ΔE OK×100 1.2
/// removed        color.legacy   #ff0000           BREAKING
/// ```
///
/// Token text is made terminal-safe before the columns are measured (`TerminalText`), so a
/// control character in a name shows as `\u{1B}` and cannot move the cursor or break the layout.
enum DiffTableRenderer {
    static func render(_ diff: ThemeDiff) -> String {
        var out = "\(safe(diff.oldLabel)) → \(safe(diff.newLabel))\n"
        for context in diff.contexts where !context.isEmpty || context.presence != .both {
            out += "\n" + safe(context.label) + presenceNote(context.presence) + "\n"
            if !context.changes.isEmpty {
                let rows = context.changes.map { change in
                    [
                        DiffWording.title(change.kind), change.name, DiffWording.sideText(change.old),
                        DiffWording.sideText(change.new), DiffWording.detail(change),
                    ].map(safe)
                }
                out +=
                    TextTable(
                        columns: [.init("Change"), .init("Token"), .init("Old"), .init("New"), .init("Detail")],
                        rows: rows
                    ).rendered
            }
            if !context.contrast.isEmpty {
                if !context.changes.isEmpty { out += "\n" }
                let showsOver = context.contrast.contains { $0.backdrop != nil }
                let rows = context.contrast.map { flip in
                    ([DiffWording.title(flip.kind), flip.foreground, flip.background]
                        + (showsOver ? [flip.backdrop ?? ""] : [])
                        + [
                            flip.oldRatio.map(ContrastMeasure.format) ?? "–", ContrastMeasure.format(flip.newRatio),
                            JSONWriter.number(flip.required),
                        ]).map(safe)
                }
                let columns: [TextTable.Column] =
                    [.init("Contrast"), .init("Foreground"), .init("Background")] + (showsOver ? [.init("Over")] : [])
                    + [
                        .init("Old", alignment: .right), .init("New", alignment: .right),
                        .init("Required", alignment: .right),
                    ]
                out += TextTable(columns: columns, rows: rows).rendered
            }
        }
        if diff.isEmpty { out += "\nno differences\n" }
        out += "\n" + diff.summary + "\n"
        if diff.hasRenames { out += ThemeDiff.renameNote + "\n" }
        return out
    }

    static func presenceNote(_ presence: ContextDiff.Presence) -> String {
        switch presence {
        case .both: ""
        case .added: " (only in the new side)"
        case .removed: " (only in the old side)"
        }
    }

    private static func safe(_ text: String) -> String { TerminalText.escaped(text) }
}
