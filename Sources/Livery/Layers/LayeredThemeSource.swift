import LiveryCore

/// A base source with a validated layer laid over it: the same modifiers and names, each
/// combination's tokens replaced where a layer entry applies to it.
struct LayeredThemeSource: ThemeSource {
    let base: any ThemeSource
    let layer: ValidatedLayer

    var modifiers: [ModifierDescription] { base.modifiers }
    var names: TokenNameTable { base.names }

    func theme(for input: ResolverInput) throws -> ResolvedTheme {
        let theme = try base.theme(for: input)
        let entries = layer.entries.filter { $0.applies(to: input) }
        guard !entries.isEmpty else { return theme }
        var storage = (0..<names.count).map { theme[TokenID(rawValue: Int32($0))] }
        for entry in entries {
            for (id, token) in entry.tokens where storage.indices.contains(id.index) { storage[id.index] = token }
        }
        return ResolvedTheme(input: input, names: names, storage: storage)
    }
}
