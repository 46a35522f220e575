import LiveryCore

extension Exporter {
    /// `tokens.json`: every combination of contexts (modifiers in ``ExportOptions/fixedContexts``
    /// held at one) as flat resolved tokens, in the `ResolvedThemeJSON` payload form.
    public static let json = Exporter(
        id: "json", summary: "flat resolved tokens per context (the runtime theme payload)"
    ) { request in
        let fixed = try request.options.checkedFixedContexts(for: request.source)
        let inputs = request.source.allInputs.filter { input in
            fixed.allSatisfy { input[$0.key] == $0.value }
        }
        var themes: [ResolvedTheme] = []
        for input in inputs { themes.append(try request.source.theme(for: input)) }
        return [OutputFile(path: request.options.fileBaseName + ".json", contents: ResolvedThemeJSON.bytes(themes))]
    }
}
