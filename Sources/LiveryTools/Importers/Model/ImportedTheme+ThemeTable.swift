import LiveryCore

extension ImportedTheme {
    /// The theme resolved in memory, one `ResolvedTheme` per combination of contexts, without
    /// writing and re-reading files: for previews, and for comparing an import with the
    /// tokens it came from (export → import round trips).
    ///
    /// Modifiers with a single context are left out, as the writer makes them sets. Aliases
    /// are followed to their values; a dangling or circular alias leaves its token out (the
    /// writer reports those as errors). Strings and booleans become opaque values; a DTCG value
    /// that does not read on its own (one holding references) leaves its token out.
    ///
    /// ```swift
    /// let table = try Importer.android.read(inputFiles).themeTable()
    /// try table.theme(for: ResolverInput([("theme", "dark")]))
    /// ```
    public func themeTable() -> ThemeTable {
        let varying = modifiers.filter { $0.contexts.count > 1 }
        let fixedLayers = modifiers.filter { $0.contexts.count == 1 }.flatMap { $0.contexts[0].layers }
        var combinations: [[(modifier: String, context: ImportedContext)]] = [[]]
        for modifier in varying {
            combinations = combinations.flatMap { prefix in modifier.contexts.map { prefix + [(modifier.name, $0)] } }
        }
        var themes: [ResolverInput: [String: ResolvedToken]] = [:]
        for combination in combinations {
            let layers = fixedLayers + combination.flatMap(\.context.layers)
            let tokens = tokens(in: ImportedContext(name: "", layers: layers))
            themes[ResolverInput(combination.map { ($0.modifier, $0.context.name) })] = Self.resolve(tokens)
        }
        let descriptions = varying.map {
            ModifierDescription(
                name: $0.name, contexts: $0.contexts.map(\.name),
                defaultContext: $0.defaultContext ?? $0.contexts.first?.name,
                description: $0.description)
        }
        return ThemeTable(modifiers: descriptions, themes: themes)
    }

    private static func resolve(_ tokens: [ImportedToken]) -> [String: ResolvedToken] {
        let byPath = Dictionary(tokens.map { ($0.path, $0) }, uniquingKeysWith: { $1 })
        var result: [String: ResolvedToken] = [:]
        for token in tokens {
            var current = token
            var visited: Set<[String]> = [token.path]
            while case .alias(let target, _) = current.value, let next = byPath[target], visited.insert(target).inserted
            {
                current = next
            }
            let value: TokenValue
            switch current.value {
            case .color(let color): value = .color(color)
            case .number(let number): value = .number(number)
            case .string(let text): value = .opaque(.string(text))
            case .boolean(let flag): value = .opaque(.bool(flag))
            case .dtcg(let type, let json):
                // Composite values that hold references are left out here, as dangling aliases are.
                guard let read = try? TokenValue(dtcg: json, type: TokenType(name: type)) else { continue }
                value = read
            case .alias: continue
            }
            result[token.name] = ResolvedToken(
                type: TokenType(name: current.value.typeName), value: value, description: token.description)
        }
        return result
    }
}
