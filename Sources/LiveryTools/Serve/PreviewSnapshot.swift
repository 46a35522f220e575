import LiveryCore

/// What the preview page of a source shows, token by token: the combinations (one column each,
/// in cell order), their themes, each token's custom property and the rules of the page's
/// stylesheet. `livery serve` keeps the snapshot of its last good build, so that the next build
/// can tell which values an edit changed (``DevUpdate``) without rendering the page.
struct PreviewSnapshot {
    let matrix: ExportMatrix
    /// Each token's custom property, the roles, the palette steps.
    let layout: PreviewPage.Layout
    /// The custom property of each token, in the matrix's order.
    var properties: [String] { layout.properties }
    var roles: PreviewRoleMap { layout.roles }
    /// The rules of the page's `tokens.css`, in order (a combination has several).
    let rules: [CSSRule]
    /// The snapshot this one was compared with when it was taken, when their structure matched.
    let sameStructureAsPrevious: Bool

    /// The snapshot of `source` as ``PreviewPage/render(source:options:path:)`` shows it. What
    /// depends only on the token names and types is taken from `previous` when it has the same
    /// structure (an edit of values only), not computed again.
    ///
    /// - Throws: What the page's export throws (an unknown fixed modifier, a combination that
    ///   does not resolve).
    init(
        source: any ThemeSource, options: ExportOptions = ExportOptions(), previous: PreviewSnapshot? = nil
    )
        throws
    {
        let request = ExportRequest(source: source, options: PreviewPage.previewOptions(options, source: source))
        let matrix = try ExportMatrix(request)
        self.matrix = matrix
        if let previous, previous.hasStructure(of: matrix) {
            layout = previous.layout
            sameStructureAsPrevious = true
        } else {
            layout = PreviewPage.Layout(matrix)
            sameStructureAsPrevious = false
        }
        rules = CSSRule.rules(for: matrix)
    }

    /// Whether `other` shows the same page but for token values: the same combinations, and in
    /// each the same tokens with the same types.
    func hasStructure(of other: ExportMatrix) -> Bool {
        guard matrix.names == other.names, matrix.cells.count == other.cells.count,
            matrix.axes.map(\.modifier) == other.axes.map(\.modifier),
            matrix.axes.map(\.contexts) == other.axes.map(\.contexts),
            matrix.axes.map(\.defaultContext) == other.axes.map(\.defaultContext),
            Self.held(matrix) == Self.held(other)
        else { return false }
        for (old, new) in zip(matrix.cells, other.cells) {
            guard old.contexts == new.contexts else { return false }
            for i in matrix.names.indices
            where matrix.token(at: i, in: old.theme)?.type
                != other.token(at: i, in: new.theme)?.type
            {
                return false
            }
        }
        return true
    }

    private static func held(_ matrix: ExportMatrix) -> [String] {
        matrix.heldContexts.map { "\($0.modifier)=\($0.context)" }
    }
}
