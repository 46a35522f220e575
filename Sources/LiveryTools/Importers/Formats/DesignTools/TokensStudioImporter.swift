import LiveryCore

extension Importer {
    /// Tokens Studio for Figma: one JSON file whose top-level keys are token sets (beside
    /// `$themes` and `$metadata`), or a folder of one file per set with `$themes.json` and
    /// `$metadata.json`.
    ///
    /// Each set becomes a layer (a token file). Themes (`$themes`) become contexts: the themes
    /// of one `group` make a modifier named after the group (`theme` for themes without one),
    /// each theme a context (its name lowercased) that stacks the sets it marks `enabled` or
    /// `source`, in `$metadata.tokenSetOrder` (else file) order. A set every theme uses goes
    /// into the base set instead, resolved first. Without themes, every set is the base.
    ///
    /// Values: both spellings (`value`/`type` and `$value`/`$type`) are read. Types map to
    /// DTCG's (`sizing`, `spacing`, `borderRadius`, `fontSizes` … → `dimension`; `opacity`,
    /// `lineHeights` → `number`, `150%` → 1.5; `fontWeights` → `fontWeight`, `Bold` → 700;
    /// `boxShadow` → `shadow`); math (`{spacing.base} * 2`) and color modifiers
    /// (`$extensions["studio.tokens"].modify`) are evaluated where every operand has one value
    /// across the sets, and are an error naming the token where they cannot be. Types DTCG has
    /// no form for (`composition`, `asset`) are skipped with a warning.
    public static let tokensStudio = Importer(
        id: "tokens-studio",
        summary: "Tokens Studio for Figma (one JSON file, or a folder with $themes.json and $metadata.json)",
        accepts: { path in path.hasSuffix(".json") },
        detect: { paths in paths.contains { $0.hasSuffix("$themes.json") || $0.hasSuffix("$metadata.json") } },
        read: TokensStudioReader.read)
}

/// Reads Tokens Studio files; see ``Importer/tokensStudio``.
enum TokensStudioReader {
    private struct TokenSet {
        var name: String
        var tokens: [FoundToken]
    }

    static func read(_ files: [InputFile]) throws(DiagnosticsError) -> ImportedTheme {
        var theme = ImportedTheme(name: "TokensStudio", description: "Imported from Tokens Studio for Figma.")
        var problems: [Diagnostic] = []
        var sets: [TokenSet] = []
        var themes: (value: JSONValue, file: String)?
        var metadata: JSONValue?
        let walker = TokenTreeWalker(acceptsPlainMembers: true)
        let sorted = files.sorted { $0.path < $1.path }
        let root = InputFile.sharedFolderDepth(of: sorted)
        for file in sorted {
            let json: JSONValue
            do throws(Diagnostic) {
                json = try JSONFile.parse(file.contents, displayName: file.path, warnings: &theme.warnings)
            } catch {
                problems.append(error)
                continue
            }
            switch file.fileName {
            case "$themes.json":
                themes = (json, file.path)
                continue
            case "$metadata.json":
                metadata = json
                continue
            default: break
            }
            guard case .object(let object) = json else {
                problems.append(
                    .error("a Tokens Studio file holds an object, not \(json.kindDescription)", file: file.path))
                continue
            }
            if sorted.count == 1 {
                // One file: its top-level keys are the sets.
                for (key, value) in object {
                    switch key {
                    case "$themes": themes = (value, file.path)
                    case "$metadata": metadata = value
                    default:
                        guard case .object(let content) = value else {
                            problems.append(
                                .error(
                                    "the set \"\(key)\" is \(value.kindDescription), not an object", file: file.path,
                                    path: key))
                            continue
                        }
                        let walked = walker.tokens(in: content, file: file.path)
                        problems += walked.problems
                        sets.append(TokenSet(name: key, tokens: walked.tokens))
                    }
                }
            } else {
                let name = file.relativeStem(droppingFolders: root)
                let walked = walker.tokens(in: object, file: file.path)
                problems += walked.problems
                sets.append(TokenSet(name: name, tokens: walked.tokens))
            }
        }
        if let order = metadata?["tokenSetOrder"]?.arrayValue?.compactMap(\.stringValue) {
            let rank = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
            sets = sets.enumerated().sorted {
                (rank[$0.element.name] ?? order.count + $0.offset, $0.offset) < (
                    rank[$1.element.name] ?? order.count + $1.offset, $1.offset
                )
            }.map(\.element)
        }
        StudioValues(sets.flatMap(\.tokens)).add(sets.map { ($0.name, $0.tokens) }, to: &theme, problems: &problems)
        if let themes {
            switch modifiers(themes.value, file: themes.file, sets: sets.map(\.name)) {
            case .success(let result):
                theme.baseLayers = result.base
                theme.modifiers = result.modifiers
            case .failure(let error): problems += error.diagnostics
            }
        } else {
            theme.baseLayers = sets.map(\.name)
        }
        if !problems.isEmpty { throw DiagnosticsError(problems) }
        return theme
    }

    /// The modifiers `$themes` describes, and the sets every theme uses (the base).
    private static func modifiers(
        _ json: JSONValue, file: String, sets: [String]
    ) -> Result<
        (base: [String], modifiers: [ImportedModifier]), DiagnosticsError
    > {
        guard case .array(let entries) = json else {
            return .failure(
                DiagnosticsError([
                    .error("$themes is a list of themes, not \(json.kindDescription)", file: file, path: "$themes")
                ]))
        }
        var problems: [Diagnostic] = []
        var groups: [(name: String, themes: [(name: String, sets: [String])])] = []
        let known = Set(sets)
        for (index, entry) in entries.enumerated() {
            let place = "$themes[\(index)]"
            guard let name = entry["name"]?.stringValue, case .object(let selected)? = entry["selectedTokenSets"] else {
                problems.append(.error("a theme needs a \"name\" and \"selectedTokenSets\"", file: file, path: place))
                continue
            }
            var used: [String] = []
            for (set, state) in selected {
                guard let state = state.stringValue, ["enabled", "source", "disabled"].contains(state) else {
                    problems.append(
                        .error(
                            "the state of \"\(set)\" is enabled, source or disabled", file: file,
                            path: "\(place).selectedTokenSets"))
                    continue
                }
                guard state != "disabled" else { continue }
                guard known.contains(set) else {
                    problems.append(
                        .error(
                            "the theme \"\(name)\" uses the set \"\(set)\", which no file holds", file: file,
                            path: place))
                    continue
                }
                used.append(set)
            }
            let ordered = sets.filter(used.contains)
            let group = entry["group"]?.stringValue ?? "theme"
            if let at = groups.firstIndex(where: { $0.name == group }) {
                groups[at].themes.append((name, ordered))
            } else {
                groups.append((group, [(name, ordered)]))
            }
        }
        if !problems.isEmpty { return .failure(DiagnosticsError(problems)) }
        let all = groups.flatMap(\.themes)
        let base = sets.filter { set in !all.isEmpty && all.allSatisfy { $0.sets.contains(set) } }
        let modifiers = groups.map { group in
            let contexts = group.themes.map {
                ImportedContext(name: $0.name.lowercased(), layers: $0.sets.filter { !base.contains($0) })
            }
            return ImportedModifier(
                name: group.name.lowercased(), description: "The Tokens Studio themes of the group \"\(group.name)\"",
                contexts: contexts,
                defaultContext: contexts.contains { $0.name == "light" } ? "light" : contexts.first?.name)
        }
        return .success((base, modifiers))
    }
}
