import LiveryCore

/// The `markdown` format, for a pull-request comment.
///
/// GitHub draws a color chip next to a code span that holds nothing but a color — `#rrggbb`,
/// `rgb(r, g, b)`, `rgba(r, g, b, a)` or `hsl(…)` — in issues, pull requests and discussions
/// (not in files of the repository). That is the only swatch that renders there without an
/// external image (GitHub strips `style` attributes and does not show `data:` images), so every
/// color is written as such a code span: opaque colors as hex, translucent ones as `rgba(…)`.
/// Token text is escaped (`MarkdownText`: backslashes and character references): a name
/// cannot close a code span, split a table cell, or inject HTML.
enum DiffMarkdownRenderer {
    static func render(_ diff: ThemeDiff) -> String {
        var out = "### Token diff\n\n"
        out += "\(MarkdownText.escaped(diff.oldLabel)) → \(MarkdownText.escaped(diff.newLabel))\n\n"
        out += "**\(diff.hasBreakingChanges ? "⚠️ Breaking changes" : "No breaking changes")**"
        if diff.comparedContrast, diff.hasNewContrastFailures { out += " · **contrast pairs newly fail**" }
        out += "\n\n" + diff.summary + "\n"
        for context in diff.contexts where !context.isEmpty || context.presence != .both {
            out +=
                "\n#### \(MarkdownText.escaped(context.label))\(DiffTableRenderer.presenceNote(context.presence))\n\n"
            if !context.changes.isEmpty {
                out += "| Change | Token | Old | New | Detail |\n| --- | --- | --- | --- | --- |\n"
                for change in context.changes {
                    let cells = [
                        (change.isBreaking ? "**\(DiffWording.title(change.kind))**" : DiffWording.title(change.kind)),
                        MarkdownText.escaped(change.name), side(change.old), side(change.new),
                        MarkdownText.escaped(DiffWording.detail(change)),
                    ]
                    out += "| " + cells.joined(separator: " | ") + " |\n"
                }
            }
            if !context.contrast.isEmpty {
                if !context.changes.isEmpty { out += "\n" }
                out += "| Contrast | Foreground | Background | Over | Old | New | Required |\n"
                out += "| --- | --- | --- | --- | ---: | ---: | ---: |\n"
                for flip in context.contrast {
                    let cells = [
                        DiffWording.title(flip.kind), MarkdownText.escaped(flip.foreground),
                        MarkdownText.escaped(flip.background), MarkdownText.escaped(flip.backdrop ?? ""),
                        flip.oldRatio.map(ContrastMeasure.format) ?? "–", ContrastMeasure.format(flip.newRatio),
                        JSONWriter.number(flip.required),
                    ]
                    out += "| " + cells.joined(separator: " | ") + " |\n"
                }
            }
        }
        if diff.isEmpty { out += "\nNo differences.\n" }
        if diff.hasRenames { out += "\n_\(ThemeDiff.renameNote)_\n" }
        return out
    }

    /// One side's cell: the reference, then the value; a color as a code span GitHub draws a chip for.
    private static func side(_ side: TokenSide?) -> String {
        guard let side else { return "" }
        let reference = side.reference.map { MarkdownText.escaped("{\($0)}") + " → " } ?? ""
        guard let color = side.color else { return reference + MarkdownText.escaped(side.valueText) }
        return reference + "`\(chipText(color))`"
    }

    /// `#rrggbb`, or `rgba(r, g, b, a)` for a translucent color (GitHub draws neither `#rrggbbaa` nor modern syntax).
    static func chipText(_ color: Color) -> String {
        let hex = color.hex
        guard color.alpha < 1, let value = Int(hex.dropFirst().prefix(6), radix: 16) else {
            return String(hex.prefix(7))
        }
        let alpha = (color.alpha * 1000).rounded() / 1000
        return "rgba(\(value >> 16 & 0xFF), \(value >> 8 & 0xFF), \(value & 0xFF), \(JSONWriter.number(alpha)))"
    }
}
