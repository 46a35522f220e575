import LiveryCore

/// The `html` format: one self-contained page in the style of `livery preview` — a header, a
/// section per context with a row per change (old and new swatches side by side for colors),
/// then the contrast flips. It loads nothing, runs no script, escapes all token text, and
/// follows the reader's light or dark system setting.
enum DiffHTMLRenderer {
    static func render(_ diff: ThemeDiff) -> String {
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="livery">
            <title>Livery token diff</title>
            <style>
            \(style)</style>
            </head>
            <body>
            <header class="lv-header"><h1>Token diff</h1>
            """
        html +=
            "<span class=\"lv-held\"><code>\(escaped(diff.oldLabel))</code> → <code>\(escaped(diff.newLabel))</code></span>"
        html += "</header>\n<main>\n<section class=\"lv-section\" aria-label=\"Summary\"><h2>Summary</h2>\n"
        html += "<p class=\"\(diff.hasBreakingChanges ? "lv-breaking" : "lv-secondary")\">"
        html += diff.hasBreakingChanges ? "Breaking changes" : "No breaking changes"
        html += "</p>\n<p>\(escaped(diff.summary))</p>\n"
        if diff.hasRenames { html += "<p class=\"lv-secondary\">\(escaped(ThemeDiff.renameNote))</p>\n" }
        if diff.isEmpty { html += "<p>No differences.</p>\n" }
        html += "</section>\n"
        for context in diff.contexts where !context.isEmpty || context.presence != .both {
            html += "<section class=\"lv-section lv-context\" data-context=\"\(escaped(context.context))\">"
            html += "<h2>\(escaped(context.label))\(escaped(DiffTableRenderer.presenceNote(context.presence)))</h2>\n"
            if !context.changes.isEmpty {
                html += "<table class=\"lv-changes\"><thead><tr><th>Change</th><th>Token</th><th>Old</th><th>New</th>"
                html += "<th>Detail</th></tr></thead>\n<tbody>\n"
                html += context.changes.map(row).joined() + "</tbody></table>\n"
            }
            if !context.contrast.isEmpty {
                html +=
                    "<table class=\"lv-contrast\"><thead><tr><th>Contrast</th><th>Foreground</th><th>Background</th>"
                html += "<th>Over</th><th>Old</th><th>New</th><th>Required</th></tr></thead>\n<tbody>\n"
                html += context.contrast.map(row).joined() + "</tbody></table>\n"
            }
            html += "</section>\n"
        }
        return html + "</main>\n</body>\n</html>\n"
    }

    private static func row(_ change: TokenChange) -> String {
        let kind = DiffWording.title(change.kind)
        var out = "<tr class=\"lv-\(change.kind.rawValue)\(change.isBreaking ? " lv-breaking-row" : "")\">"
        out += "<td>\(change.isBreaking ? "<strong>\(kind)</strong>" : kind)</td>"
        out += "<td><code class=\"lv-token-name\">\(escaped(change.name))</code></td>"
        out += "<td>\(cell(change.old))</td><td>\(cell(change.new))</td>"
        return out + "<td>\(escaped(DiffWording.detail(change)))</td></tr>\n"
    }

    private static func row(_ flip: ContrastChange) -> String {
        var out = "<tr class=\"lv-\(flip.kind.rawValue)\"><td>\(DiffWording.title(flip.kind))</td>"
        out += [flip.foreground, flip.background, flip.backdrop ?? ""].map {
            "<td><code>\(escaped($0))</code></td>"
        }.joined()
        out += "<td>\(flip.oldRatio.map(ContrastMeasure.format) ?? "–")</td>"
        out += "<td>\(ContrastMeasure.format(flip.newRatio))</td><td>\(JSONWriter.number(flip.required))</td></tr>\n"
        return out
    }

    /// A side's cell: a swatch for a color (painted with the generated hex, never token text),
    /// the reference and the value.
    private static func cell(_ side: TokenSide?) -> String {
        guard let side else { return "" }
        var out = "<span class=\"lv-side\">"
        if let color = side.color {
            out += "<span class=\"lv-chip-well\"><span class=\"lv-chip\" style=\"background-color: \(color.hex)\">"
            out += "</span></span>"
        }
        out += "<span class=\"lv-swatch-text\">"
        if let reference = side.reference { out += "<code class=\"lv-reference\">{\(escaped(reference))}</code>" }
        return out + "<code class=\"lv-hex\">\(escaped(side.valueText))</code></span></span>"
    }

    private static func escaped(_ text: String) -> String { HTMLText.escaped(text) }

    static let style = """
        :root { color-scheme: light dark; }
        html { background-color: Canvas; color: CanvasText; }
        body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; }
        h1, h2, p { margin: 0; }
        code { font: 12px/1.3 ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; }
        .lv-header { display: flex; flex-wrap: wrap; align-items: center; gap: 12px 24px; padding: 16px 24px; border-bottom: 1px solid GrayText; }
        .lv-header h1 { font-size: 18px; }
        .lv-held, .lv-secondary, .lv-hex, .lv-reference { color: GrayText; }
        .lv-section { padding: 16px 24px; display: flex; flex-direction: column; gap: 8px; }
        .lv-section > h2 { font-size: 15px; }
        .lv-breaking { font-weight: 600; color: #d1242f; }
        table { border-collapse: collapse; width: 100%; max-width: 1100px; }
        th, td { text-align: left; vertical-align: top; padding: 6px 10px; border-bottom: 1px solid color-mix(in srgb, GrayText 40%, transparent); }
        th { font-weight: 600; }
        .lv-breaking-row td:first-child strong, .lv-newly-fails td:first-child { color: #d1242f; }
        .lv-newly-passes td:first-child { color: #1a7f37; }
        .lv-side { display: flex; gap: 10px; align-items: flex-start; }
        .lv-chip-well { forced-color-adjust: none; flex: 0 0 32px; height: 32px; border-radius: 8px; overflow: hidden; border: 1px solid GrayText; background-color: #ffffff; background-image: linear-gradient(45deg, #c8c8c8 25%, transparent 25%, transparent 75%, #c8c8c8 75%), linear-gradient(45deg, #c8c8c8 25%, transparent 25%, transparent 75%, #c8c8c8 75%); background-size: 12px 12px; background-position: 0 0, 6px 6px; }
        .lv-chip { display: block; width: 100%; height: 100%; }
        .lv-swatch-text { display: flex; flex-direction: column; gap: 2px; min-width: 0; }
        .lv-token-name { font-weight: 600; overflow-wrap: anywhere; }

        """
}
