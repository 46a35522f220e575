import LiveryCore

/// The `livery preview` page: one self-contained HTML file showing a theme source in every
/// context at once, and sample app screens in the context the reader picks.
///
/// The page embeds the `css` format's `tokens.css` (every modifier of the source made
/// switchable, see ``ExportOptions/switchableModifiers``) and shows:
///
/// - a switcher with one select per modifier (appearance: `system`, light, dark and every other
///   context; contrast: `system` and its contexts; others: their contexts), applied as `data-`
///   attributes on the root element and remembered in `localStorage`;
/// - sample screens — a sign-in form, a feed and a profile — colored only by the exported
///   custom properties of the tokens ``PreviewRoleMap`` picks for each ``PreviewRole``;
/// - one column per combination, side by side, each a container with the combination's
///   attributes: a specimen, then a swatch per color token with its hex value and WCAG contrast
///   badges against that context's background and text tokens.
///
/// The page loads nothing (no URLs), escapes all token text, and is the same bytes for the same
/// source and options.
///
/// ```swift
/// let page = try PreviewPage.render(source: resolver, options: ExportOptions())
/// try OutputWriter.write([page], to: "build")   // build/preview.html
/// ```
public enum PreviewPage {
    /// Renders the page.
    ///
    /// - Parameters:
    ///   - source: The themes to show.
    ///   - options: How modifiers map onto appearances (as for `livery export`); modifiers not
    ///     fixed in ``ExportOptions/fixedContexts`` are all made switchable.
    ///   - path: The output file's path.
    /// - Returns: The page, as one file.
    /// - Throws: ``ExportError`` for unknown fixed or switchable modifiers or contexts, and the
    ///   source's errors when a combination cannot be resolved.
    public static func render(
        source: any ThemeSource, options: ExportOptions = ExportOptions(), path: String = "preview.html"
    ) throws -> OutputFile {
        let request = ExportRequest(source: source, options: previewOptions(options, source: source))
        let matrix = try ExportMatrix(request)
        return render(matrix: matrix, layout: Layout(matrix), path: path)
    }

    /// What the page needs beyond the themes that depends only on the token names and types:
    /// each token's custom property, the role map, and which color tokens look like palette
    /// steps (listed after the semantic ones). `livery serve` keeps it while an edit changes
    /// values only.
    struct Layout {
        /// By token, in the matrix's order.
        let properties: [String]
        let roles: PreviewRoleMap
        let paletteSteps: Set<String>

        init(_ matrix: ExportMatrix) {
            properties = CSSPropertyNames.properties(of: matrix)
            roles = PreviewRoleMap(tokens: PreviewPage.typedTokenNames(matrix))
            // Names that are a color in some combination, split into words once each.
            let colors = matrix.names.indices.lazy.filter { i in
                matrix.cells.contains { matrix.token(at: i, in: $0.theme)?.type == .color }
            }.map { matrix.names[$0] }
            paletteSteps = Set(colors.filter { TokenWords.looksLikePaletteStep(TokenWords.words(in: $0)) })
        }
    }

    /// The page of `matrix` laid out as `layout` says (the layout of `matrix`, or of one with
    /// the same token names and types).
    static func render(matrix: ExportMatrix, layout: Layout, path: String = "preview.html") -> OutputFile {
        let css = String(
            decoding: CSSExport(matrix: matrix, properties: layout.properties).plainStylesheet(), as: UTF8.self)
        let properties = Dictionary(zip(matrix.names, layout.properties), uniquingKeysWith: { first, _ in first })
        let roles = layout.roles
        let columns = matrix.cells.map {
            PreviewColumn(
                cell: $0, matrix: matrix, properties: properties, roles: roles, paletteSteps: layout.paletteSteps)
        }
        let switcher = PreviewSwitcher(matrix)
        let held = matrix.heldContexts.map { "\($0.modifier)=\($0.context)" }.joined(separator: ", ")

        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="livery">
            <title>Livery theme preview</title>
            <style id="lv-tokens">
            \(HTMLText.styleContent(css))</style>
            <style id="lv-preview">
            \(HTMLText.styleContent(PreviewStyle(roles: roles, properties: properties).css + PreviewVision.css))
            </style>
            <script>
            \(PreviewSwitcher.earlyScript)
            </script>
            </head>
            <body>
            \(PreviewVision.svg)<header class="lv-header"><h1>Theme preview</h1>
            """
        if !held.isEmpty { html += "<span class=\"lv-held\">Fixed: \(HTMLText.escaped(held))</span>" }
        html += switcher.html + PreviewVision.html + "</header>\n"
        html += "<main>\n<section class=\"lv-section\" aria-label=\"Sample screens\"><h2>Sample screens</h2>\n"
        html += "<div class=\"lv-screens\">\n"
        html += [PreviewScreens.signIn, PreviewScreens.feed, PreviewScreens.profile].joined(separator: "\n")
        html += "\n</div>\n</section>\n"
        html += "<section class=\"lv-section\" aria-label=\"Contexts\"><h2>Every context</h2>\n"
        html += "<div class=\"lv-contexts\">\n" + columns.map(\.html).joined() + "</div>\n</section>\n</main>\n"
        html += "<script>\n\(PreviewSwitcher.script)\n\(PreviewVision.script)\n</script>\n</body>\n</html>\n"
        return OutputFile(path: path, text: html)
    }

    /// `options` with every modifier of `source` that is not fixed made switchable.
    static func previewOptions(_ options: ExportOptions, source: any ThemeSource) -> ExportOptions {
        var result = options
        for modifier in source.modifiers.map(\.name)
        where options.fixedContexts[modifier] == nil && !result.switchableModifiers.contains(modifier) {
            result.switchableModifiers.append(modifier)
        }
        return result
    }

    /// Every token name with its type in the first combination that defines it, in the
    /// source's order.
    static func typedTokenNames(_ matrix: ExportMatrix) -> [(name: String, type: TokenType)] {
        matrix.names.compactMap { name in
            matrix.cells.lazy.compactMap { $0.theme[name]?.type }.first.map { (name, $0) }
        }
    }
}
