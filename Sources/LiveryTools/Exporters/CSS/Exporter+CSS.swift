import LiveryCore

extension Exporter {
    /// `tokens.css` and `tokens.light-dark.css`: CSS custom properties for every appearance and
    /// contrast combination, switched by `data-` attributes or the system preference.
    ///
    /// `tokens.css` writes each combination as a rule (see `CSSRule`). `tokens.light-dark.css`
    /// folds light and dark into `light-dark()` values under `color-scheme: light dark`, keeping
    /// separate rules only for the tokens whose light and dark values differ in more than color.
    /// Colors are hex, with `color(display-p3 …)` under `@supports` for colors outside sRGB.
    /// The steps are `CSSExport`'s.
    public static let css = Exporter(
        id: "css", summary: "CSS custom properties with data-attribute and prefers-color-scheme switching",
        files: { matrix in CSSExport(matrix: matrix).files(baseName: matrix.options.fileBaseName) })
}
