import LiveryCore

/// The two stylesheets of the `css` format, made in named steps from one ``ExportMatrix``:
///
/// 1. ``tokenDeclarations(_:)`` — *collect*: each combination's declarations, token by token;
/// 2. ``foldLightDark(_:)`` — *fold*: light and dark of one combination folded into
///    `light-dark()` values, token by token, where they differ only in color;
/// 3. ``files(baseName:)`` — *write*: each stylesheet's rules (``CSSStylesheet``) under the
///    ``header``.
///
/// Combinations are named by their position in ``ExportMatrix/cells`` (``ExportMatrix/Cell/index``),
/// so every table here is indexed by cell or keyed by a ``LightDarkPair`` of cells.
struct CSSExport {
    let matrix: ExportMatrix
    /// The custom property of each token, in the matrix's order.
    let properties: [String]

    init(matrix: ExportMatrix) {
        self.init(matrix: matrix, properties: CSSPropertyNames.properties(of: matrix))
    }

    /// The export of `matrix` with its custom properties already named (``CSSPropertyNames``).
    init(matrix: ExportMatrix, properties: [String]) {
        self.matrix = matrix
        self.properties = properties
    }

    /// `tokens.css` alone (what the preview embeds), without folding light and dark.
    func plainStylesheet() -> [UInt8] {
        CSSStylesheet(
            matrix: matrix, header: header, declarations: matrix.cells.map(tokenDeclarations).map(Self.joined)
        )
        .render()
    }

    /// `tokens.css` (every combination as a rule of its own) and `tokens.light-dark.css` (light
    /// and dark folded into `light-dark()`).
    func files(baseName: String) -> [OutputFile] {
        let plain = matrix.cells.map(tokenDeclarations)
        let fold = foldLightDark(plain)
        let plainSheet = CSSStylesheet(matrix: matrix, header: header, declarations: plain.map(Self.joined))
        var lightDarkSheet = CSSStylesheet(matrix: matrix, header: header, declarations: fold.declarations)
        if !fold.keepsSeparateTokens, let dark = matrix.darkContext {
            // Every light/dark difference is inside light-dark(): the light rules suffice.
            lightDarkSheet.omittedAppearance = dark
        }
        return [
            OutputFile(path: "\(baseName).css", contents: plainSheet.render()),
            OutputFile(path: "\(baseName).light-dark.css", contents: lightDarkSheet.render()),
        ]
    }

    // MARK: Collect

    /// Each token's declarations in one combination, `nil` where it does not define the token.
    func tokenDeclarations(_ cell: ExportMatrix.Cell) -> [[CSSDeclaration]?] {
        matrix.names.indices.map { i in
            matrix.token(at: i, in: cell.theme).map { CSSDeclaration.declarations(property: properties[i], token: $0) }
        }
    }

    /// A combination's declarations in token order, the tokens it lacks skipped.
    static func joined(_ perToken: [[CSSDeclaration]?]) -> [CSSDeclaration] {
        perToken.flatMap { $0 ?? [] }
    }

    // MARK: Fold light and dark

    /// The declarations of the light-dark stylesheet, per combination.
    struct LightDarkFold {
        /// By cell index: light and dark cells with their tokens folded where they can be, other
        /// cells as they are.
        var declarations: [[CSSDeclaration]] = []
        /// Whether some token differs between light and dark in more than color, so the dark
        /// rules are still needed.
        var keepsSeparateTokens = false
    }

    /// Folds each light or dark combination with its counterpart; `plain` is
    /// ``tokenDeclarations(_:)`` of every cell. Each pair is folded once, though both its
    /// cells use it.
    func foldLightDark(_ plain: [[[CSSDeclaration]?]]) -> LightDarkFold {
        var fold = LightDarkFold()
        fold.declarations.reserveCapacity(plain.count)
        var foldedPairs: [LightDarkPair: [[CSSDeclaration]?]] = [:]
        for (cell, perToken) in zip(matrix.cells, plain) {
            guard let pair = lightDarkPair(of: cell) else {
                fold.declarations.append(Self.joined(perToken))
                continue
            }
            let folded = foldedPairs[pair] ?? foldedTokens(pair)
            foldedPairs[pair] = folded
            var declarations: [CSSDeclaration] = []
            for (own, both) in zip(perToken, folded) {
                guard let own else { continue }
                if let both {
                    declarations += both
                } else {
                    fold.keepsSeparateTokens = true
                    declarations += own
                }
            }
            fold.declarations.append(declarations)
        }
        return fold
    }

    /// The light and dark cells of `cell`'s combination, when `cell` is one of them.
    func lightDarkPair(of cell: ExportMatrix.Cell) -> LightDarkPair? {
        guard let light = matrix.lightContext, let dark = matrix.darkContext,
            cell.appearance == light || cell.appearance == dark,
            let lightCell = matrix.sibling(of: cell, appearance: light),
            let darkCell = matrix.sibling(of: cell, appearance: dark)
        else { return nil }
        return LightDarkPair(light: lightCell.index, dark: darkCell.index)
    }

    /// Each token's light and dark values folded into `light-dark()`, `nil` where they differ
    /// in more than color (or either is missing).
    func foldedTokens(_ pair: LightDarkPair) -> [[CSSDeclaration]?] {
        let light = matrix.cells[pair.light].theme
        let dark = matrix.cells[pair.dark].theme
        return matrix.names.indices.map { i in
            guard let l = matrix.token(at: i, in: light), let d = matrix.token(at: i, in: dark) else { return nil }
            return CSSDeclaration.lightDark(property: properties[i], light: l, dark: d)
        }
    }

    // MARK: Write

    /// The comment that opens each stylesheet: how to pick a combination.
    var header: String {
        var lines = ["/* Generated by livery — do not edit."]
        let axes = matrix.axes
        if !axes.isEmpty {
            lines.append(" * Pick a combination with attributes on the root element (or on any element, giving all):")
            for axis in axes {
                lines.append(
                    " *   \(CSSRule.attributeName(axis.modifier))=\""
                        + CSSComment.text("\(axis.contexts.joined(separator: "|"))\" (default \(axis.defaultContext))")
                )
            }
            lines.append(
                " * Without an attribute, the system preference applies (prefers-color-scheme, prefers-contrast).")
        }
        let held = matrix.heldContexts
        if !held.isEmpty {
            lines.append(
                " * Fixed contexts: "
                    + CSSComment.text(held.map { "\($0.modifier)=\($0.context)" }.joined(separator: ", ")))
        }
        return lines.joined(separator: "\n") + "\n */\n"
    }
}

/// The light and dark combinations of one contrast (and extra contexts), by cell index: the
/// two themes whose tokens fold into `light-dark()` values.
struct LightDarkPair: Hashable {
    let light: Int
    let dark: Int
}
