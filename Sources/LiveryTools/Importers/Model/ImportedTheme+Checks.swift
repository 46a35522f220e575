import LiveryCore

extension ImportedTheme {
    /// One resolution of the theme: a context picked for every modifier, and its tokens.
    struct Resolution {
        /// `theme=dark`, as ``ResolverInput`` describes inputs.
        var label: String
        var tokens: [ImportedToken]
    }

    /// Every combination of contexts (the first modifier varying slowest), with the tokens
    /// it sees: base layers, then each modifier's chosen layers.
    func resolutions() -> [Resolution] {
        var combinations: [[(modifier: String, context: ImportedContext)]] = [[]]
        for modifier in modifiers {
            combinations = combinations.flatMap { prefix in modifier.contexts.map { prefix + [(modifier.name, $0)] } }
        }
        return combinations.map { combination in
            let layers = combination.flatMap(\.context.layers)
            let label = combination.map { "\($0.modifier)=\($0.context.name)" }.joined(separator: ",")
            return Resolution(label: label, tokens: tokens(in: ImportedContext(name: label, layers: layers)))
        }
    }

    /// Modifiers without contexts, repeated names, contexts naming missing layers, defaults
    /// naming missing contexts.
    func structureProblems() -> [Diagnostic] {
        var problems: [Diagnostic] = []
        var modifierNames: Set<String> = []
        for name in baseLayers where layer(name) == nil {
            problems.append(.error("the base layer \"\(name)\" does not exist", file: self.name))
        }
        for modifier in modifiers {
            let place = "modifiers.\(modifier.name)"
            let modifierFiles = sourceFiles(of: modifier.contexts.flatMap(\.layers))
            if !modifierNames.insert(modifier.name).inserted {
                problems.append(
                    .error(
                        "the modifier \"\(modifier.name)\" is declared twice\(Self.readFrom(modifierFiles))",
                        file: modifierFiles.first, path: place))
            }
            if modifier.contexts.isEmpty {
                problems.append(.error("the modifier has no contexts", path: place))
            }
            // Found by the importer fuzzers: a theme named "a,b" made a resolver that does not load.
            if let problem = ContextSelector.problem(withName: modifier.name) {
                problems.append(
                    .error(
                        "the modifier name \"\(modifier.name)\" \(problem)\(Self.readFrom(modifierFiles))",
                        file: modifierFiles.first, path: place))
            }
            var contextFiles: [String: [String]] = [:]
            for context in modifier.contexts {
                let files = sourceFiles(of: context.layers)
                if let problem = ContextSelector.problem(withName: context.name) {
                    problems.append(
                        .error(
                            "the theme name \"\(context.name)\" \(problem)\(Self.readFrom(files))", file: files.first,
                            path: place))
                }
                if let first = contextFiles[context.name] {
                    problems.append(
                        .error(
                            "the context \"\(context.name)\" is declared twice\(Self.readFrom(first + files))",
                            file: files.first ?? first.first, path: place))
                } else {
                    contextFiles[context.name] = files
                }
                for name in context.layers where layer(name) == nil {
                    problems.append(
                        .error("the context \"\(context.name)\" names the missing layer \"\(name)\"", path: place))
                }
            }
            if let fallback = modifier.defaultContext, contextFiles[fallback] == nil {
                problems.append(.error("the default \"\(fallback)\" is not one of the contexts", path: place))
            }
        }
        return problems
    }

    /// The files the tokens of `layers` were read from, in the order first met.
    func sourceFiles(of layers: [String]) -> [String] {
        var files: [String] = []
        for name in layers {
            for token in layer(name)?.tokens ?? [] where !files.contains(token.source.file) {
                files.append(token.source.file)
            }
        }
        return files
    }

    /// ` (read from a.json and b.json)`, or nothing without files.
    static func readFrom(_ files: [String]) -> String {
        var unique: [String] = []
        for file in files where !unique.contains(file) { unique.append(file) }
        guard !unique.isEmpty else { return "" }
        let shown = unique.count > 3 ? unique.prefix(3) + ["\(unique.count - 3) more"] : unique[...]
        return " (read from \(shown.joined(separator: ", ")))"
    }

    /// References that name no token, or run in a circle, in any resolution.
    func referenceProblems() -> [Diagnostic] {
        var problems: [Diagnostic] = []
        var seen: Set<Diagnostic> = []
        for resolution in resolutions() {
            let byPath = Dictionary(resolution.tokens.map { ($0.path, $0) }, uniquingKeysWith: { $1 })
            for token in resolution.tokens {
                guard case .alias(let target, _) = token.value else { continue }
                var problem: Diagnostic?
                if byPath[target] == nil {
                    let scope = resolution.label.isEmpty ? "" : " in \(resolution.label)"
                    problem = token.source.error("the reference \(TokenPath.reference(target)) names no token\(scope)")
                } else if let cycle = Self.cycle(from: token, in: byPath) {
                    problem = token.source.error("references run in a circle: \(cycle.joined(separator: " → "))")
                }
                if let problem, seen.insert(problem).inserted { problems.append(problem) }
            }
        }
        return problems
    }

    private static func cycle(from token: ImportedToken, in byPath: [[String]: ImportedToken]) -> [String]? {
        var chain = [token.path]
        var current = token
        while case .alias(let target, _) = current.value, let next = byPath[target] {
            if let start = chain.firstIndex(of: target) {
                return (chain[start...] + [target]).map { $0.joined(separator: ".") }
            }
            chain.append(target)
            current = next
        }
        return nil
    }

    /// A warning for each token that some resolutions define and others lack (a theme that
    /// forgot a color), placed where a resolution that has it read it.
    public func coverageWarnings() -> [Diagnostic] {
        let all = resolutions()
        guard all.count > 1 else { return [] }
        var firstHaving: [[String]: (label: String, token: ImportedToken)] = [:]
        var order: [[String]] = []
        for resolution in all {
            for token in resolution.tokens where firstHaving[token.path] == nil {
                firstHaving[token.path] = (resolution.label, token)
                order.append(token.path)
            }
        }
        var warnings: [Diagnostic] = []
        for resolution in all {
            let present = Set(resolution.tokens.map(\.path))
            for path in order where !present.contains(path) {
                guard let first = firstHaving[path] else { continue }
                var warning = first.token.source.warning(
                    "\(resolution.label) has no value for this token, which \(first.label) defines")
                warning.path = first.token.name
                warnings.append(warning)
            }
        }
        return warnings
    }
}
