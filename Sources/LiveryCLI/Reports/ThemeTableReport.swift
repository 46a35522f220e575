import LiveryCore

/// The `table` format of `livery resolve`: per theme, its input key, then aligned columns
/// name, type and value.
///
/// ```
/// theme=dark
/// name              type       value
/// color.background  color      #101014
/// space.gap         dimension  8px
/// ```
enum ThemeTableReport {
    /// Every theme in turn, separated by a blank line; the key line is left out for a source
    /// without modifiers.
    static func text(_ themes: [ResolvedTheme]) -> String {
        themes.map { theme in
            let rows =
                [("name", "type", "value")]
                + theme.tokens.map { ($0.name, $0.token.type.name, TokenValueText.text($0.token)) }
            let nameWidth = rows.map(\.0.count).max() ?? 0
            let typeWidth = rows.map(\.1.count).max() ?? 0
            var text = theme.input.selections.isEmpty ? "" : "\(theme.input)\n"
            for row in rows {
                text += row.0.padding(to: nameWidth + 2) + row.1.padding(to: typeWidth + 2) + row.2 + "\n"
            }
            return text
        }.joined(separator: "\n")
    }
}
