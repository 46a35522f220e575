import LiveryCore

extension Importer {
    /// Style Dictionary's source files: JSON objects of groups and tokens, a token being an
    /// object with a `value` (and optionally `type`, `comment`), references written
    /// `{color.base.red.value}` or `{color.base.red}`. Newer files in the DTCG spelling
    /// (`$value`, `$type`) are read too.
    ///
    /// Every file becomes a layer of the base set, in path order, later files overriding
    /// earlier ones as Style Dictionary merges its sources; Style Dictionary has no themes, so
    /// the resolver has no modifier. A token's `type` maps to DTCG's as for Tokens Studio; a
    /// token without one is typed by its value: a color (`#ff0000`, `rgb()`, `hsl()`), a
    /// dimension (`16px`, `1rem`), a duration (`200ms`), a number, a flag or text; a reference
    /// without one takes its target's. `comment` becomes `$description`; `attributes` and
    /// other members are dropped.
    public static let styleDictionary = Importer(
        id: "style-dictionary",
        summary: "Style Dictionary source files (JSON with value/type/comment and {a.b.value} references)",
        accepts: { path in path.hasSuffix(".json") },
        read: StyleDictionaryReader.read)
}

/// Reads Style Dictionary source files; see ``Importer/styleDictionary``.
enum StyleDictionaryReader {
    static func read(_ files: [InputFile]) throws(DiagnosticsError) -> ImportedTheme {
        var theme = ImportedTheme(name: "StyleDictionary", description: "Imported from Style Dictionary source files.")
        var problems: [Diagnostic] = []
        var layers: [(name: String, tokens: [FoundToken])] = []
        let walker = TokenTreeWalker(acceptsPlainMembers: true)
        let sorted = files.sorted { $0.path < $1.path }
        let depth = InputFile.sharedFolderDepth(of: sorted)
        for file in sorted {
            do throws(Diagnostic) {
                let json = try JSONFile.parse(file.contents, displayName: file.path, warnings: &theme.warnings)
                guard case .object(let object) = json else {
                    throw .error(
                        "a Style Dictionary file holds an object, not \(json.kindDescription)", file: file.path)
                }
                let walked = walker.tokens(in: object, file: file.path)
                problems += walked.problems
                layers.append((file.relativeStem(droppingFolders: depth), walked.tokens))
            } catch {
                problems.append(error)
            }
        }
        StudioValues(layers.flatMap(\.tokens), dropValueSuffix: true, tool: "Style Dictionary")
            .add(layers, to: &theme, problems: &problems)
        if !problems.isEmpty { throw DiagnosticsError(problems) }
        theme.baseLayers = layers.map(\.name)
        return theme
    }
}
