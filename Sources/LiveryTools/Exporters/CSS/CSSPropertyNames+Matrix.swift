import LiveryCore

extension CSSPropertyNames {
    /// The property of each of `matrix`'s tokens, in order, typography members accounted for
    /// (what `export css` writes and the preview reads).
    static func properties(of matrix: ExportMatrix) -> [String] {
        let typography = Set(
            matrix.names.indices.filter { i in
                matrix.cells.contains { matrix.token(at: i, in: $0.theme)?.type == .typography }
            })
        return list(for: matrix.names, typography: typography)
    }
}
