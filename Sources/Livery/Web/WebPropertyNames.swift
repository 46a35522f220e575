import LiveryCore

/// The CSS custom property of every token of a theme, named as `livery export --format css`
/// names it (``CSSPropertyNames``, shared with the exporter): `color.text.primary` →
/// `--color-text-primary`, typography members after their shorthand.
///
/// Made once per name table and set of typography tokens, which stay the same across the
/// themes of one source.
struct WebPropertyNames {
    /// The table the names were made for.
    let table: TokenNameTable
    /// The IDs of the typography tokens the names account for.
    let typography: Set<Int>
    /// The property of each token, by token ID.
    let properties: [String]

    init(theme: ResolvedTheme) {
        table = theme.names
        typography = Self.typography(of: theme)
        properties = CSSPropertyNames.list(for: theme.names.names, typography: typography)
    }

    /// Whether these names hold for `theme` (same table, same typography tokens).
    func fits(_ theme: ResolvedTheme) -> Bool {
        theme.names === table && Self.typography(of: theme) == typography
    }

    private static func typography(of theme: ResolvedTheme) -> Set<Int> {
        Set(theme.names.names.indices.filter { theme[TokenID(rawValue: Int32($0))]?.type == .typography })
    }
}
