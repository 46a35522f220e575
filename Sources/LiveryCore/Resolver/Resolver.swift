/// A DTCG 2025.10 resolver file and the token files it references, as a ``ThemeSource``.
///
/// Loading reads the resolver document and every token file once. A theme is built per input
/// combination on first request — the sources of each set and of each selected context merged
/// in `resolutionOrder` (last wins), `$extends` applied, then every alias resolved — and cached.
/// Token names are interned over every combination, so a ``TokenID`` means the same token in
/// every context.
///
/// ```swift
/// let resolver = try Resolver(path: "Examples/Themes/app.resolver.json")
/// let dark = try resolver.theme(for: ResolverInput([("theme", "dark"), ("contrast", "high")]))
/// dark["color.background"]?.value
/// resolver.validate().hasErrors   // every combination checked, every finding reported
/// ```
public final class Resolver: ThemeSource {
    /// The resolver file, as the user named it (`nil` for a document given in memory).
    public let file: String?
    /// How strictly files are checked.
    public let mode: ValidationMode
    /// The parsed resolver document.
    public let document: ResolverDocument
    /// The modifiers in resolution order, with their contexts and defaults.
    public let modifiers: [ModifierDescription]
    /// Every token name any combination defines, interned in resolution order.
    public let names: TokenNameTable
    /// Findings of loading the resolver document and every token file it references.
    public let loadDiagnostics: [Diagnostic]
    private let sources: SourceLibrary

    /// Every file this source was read from: the resolver file (when there is one), then each
    /// token file it references, in the order first named, as the paths were opened (relative
    /// paths stay relative). Commands that write use it to refuse replacing their own input.
    public var files: [String] {
        (file.map { [$0] } ?? []) + sources.files.filter { $0 != file }
    }
    private let cache = ThemeBuildCache()

    /// Loads the resolver file at `path` and every file it references (relative to it).
    ///
    /// - Throws: ``DiagnosticsError`` when the resolver file cannot be read or its document has
    ///   any structural error (a set cycle, a dangling `#/sets/…` or `#/modifiers/…`, a modifier
    ///   `default` that is not one of its contexts, an unusable `resolutionOrder` entry, …): the
    ///   error then carries every finding ``validate()`` gives, each with its file and
    ///   line:column, one per line of its description. Problems inside token files (a file that
    ///   does not parse, a reference that does not resolve) do not throw here: they are in
    ///   ``loadDiagnostics`` at once, and ``theme(for:)`` throws them for every combination
    ///   that uses the file, so the other combinations stay usable.
    public convenience init(
        path: String, mode: ValidationMode = .default, loader: FileLoader = .fileSystem
    )
        throws(DiagnosticsError)
    {
        var warnings: [Diagnostic] = []
        let json: JSONValue
        do {
            json = try loader.load(path, path, &warnings)
        } catch {
            throw DiagnosticsError(warnings + [error])
        }
        try self.init(
            json: json, file: path, baseDirectory: FilePath.directory(of: path), mode: mode, loader: loader,
            warnings: warnings)
    }

    /// A resolver from a document already parsed; file references resolve against `baseDirectory`.
    ///
    /// - Throws: ``DiagnosticsError`` when the document has a structural error, as
    ///   ``init(path:mode:loader:)`` does.
    public convenience init(
        json: JSONValue, file: String?, baseDirectory: String = "", mode: ValidationMode = .default,
        loader: FileLoader = .fileSystem, warnings: [Diagnostic] = []
    ) throws(DiagnosticsError) {
        let document = ResolverDocument(json: json, file: file, mode: mode)
        if document.steps.isEmpty, document.diagnostics.contains(where: \.isError) {
            throw DiagnosticsError(warnings + document.diagnostics)
        }
        self.init(
            document: document, file: file, baseDirectory: baseDirectory, mode: mode, loader: loader,
            warnings: warnings)
        // A structural error leaves out a set, a modifier or a default: every theme built from
        // what remains would be wrong (often empty), so the document is refused as a whole, with
        // the same findings `validate()` reports.
        if document.diagnostics.contains(where: \.isError) {
            throw DiagnosticsError(validate().diagnostics)
        }
    }

    /// Plain token files (no resolver) as one source without modifiers: the files are layered
    /// in the order given, a later file overriding an earlier one.
    public static func tokenFiles(
        _ paths: [String], mode: ValidationMode = .default, loader: FileLoader = .fileSystem
    )
        -> Resolver
    {
        let sources = paths.map { TokenSource(origin: .file($0, pointer: nil), declaredAt: $0, location: nil) }
        let document = ResolverDocument(
            name: nil, description: nil, version: ResolverDocumentReader.supportedVersion,
            steps: [.set(ResolverSet(name: "tokens", sources: sources))], diagnostics: [], file: nil)
        return Resolver(document: document, file: nil, baseDirectory: "", mode: mode, loader: loader, warnings: [])
    }

    init(
        document: ResolverDocument, file: String?, baseDirectory: String, mode: ValidationMode, loader: FileLoader,
        warnings: [Diagnostic]
    ) {
        self.file = file
        self.mode = mode
        self.document = document
        self.modifiers = document.modifiers.map(\.summary)
        let library = SourceLibrary(
            document: document, baseDirectory: baseDirectory, resolverFile: file, mode: mode,
            loader: loader)
        self.sources = library
        let count = ModifierDescription.combinations(of: document.modifiers.map(\.contexts.count))
        var limit: [Diagnostic] = []
        if count > ModifierDescription.maxCombinations {
            let counts = document.modifiers.map { "\($0.name): \($0.contexts.count)" }.joined(separator: ", ")
            limit.append(
                .error(
                    "the modifiers give \(Self.describe(combinations: count, counts: document.modifiers.map(\.contexts.count))) input combinations (\(counts)); "
                        + "at most \(ModifierDescription.maxCombinations) are supported: split the resolver or merge contexts",
                    file: file, path: "modifiers"))
        }
        self.loadDiagnostics = warnings + document.diagnostics + library.diagnostics + limit
        // Every name of every context, from one input per context (the others at their
        // defaults): linear in the contexts, where the product of them would not be.
        self.names = library.nameTable(
            for: document,
            inputs: limit.isEmpty ? Self.inputs(of: document.modifiers) : Self.eachContext(of: document.modifiers))
    }

    // MARK: Themes

    /// The theme for `input`; modifiers the input leaves out take their default context.
    ///
    /// - Throws: ``DiagnosticsError`` with every finding of that combination when the input is
    ///   invalid or any file or token involved has an error.
    public func theme(for input: ResolverInput) throws(DiagnosticsError) -> ResolvedTheme {
        let build = build(for: input)
        guard let theme = build.theme, !build.hasErrors else { throw DiagnosticsError(build.diagnostics) }
        return theme
    }

    /// The theme for `input` with its findings, built once and cached; tokens with errors are
    /// left out of the theme instead of failing it.
    public func build(for input: ResolverInput) -> ThemeBuild {
        switch canonical(input) {
        case .failure(let error):
            return ThemeBuild(theme: nil, diagnostics: error.diagnostics)
        case .success(let key):
            return cache.build(for: key) { make(key) }
        }
    }

    /// The merged raw tokens of `input` (after `$extends`, before alias resolution): where each
    /// token was declared and its value as written. Cached with the theme.
    public func tokenSet(for input: ResolverInput) throws(DiagnosticsError) -> TokenSet {
        let build = build(for: input)
        guard let set = build.tokenSet else { throw DiagnosticsError(build.diagnostics) }
        return set
    }

    private func make(_ input: ResolverInput) -> ThemeBuild {
        let merged = sources.mergedSet(for: document, input: input)
        let result = AliasResolver.resolve(merged.set, mode: mode)
        var storage = [ResolvedToken?](repeating: nil, count: names.count)
        for (position, token) in merged.set.tokens.enumerated() {
            if let resolved = result.tokens[position], let id = names.id(for: token.name) {
                storage[id.index] = resolved
            }
        }
        let theme = ResolvedTheme(input: input, names: names, storage: storage)
        return ThemeBuild(
            theme: theme, diagnostics: Self.unique(merged.diagnostics + result.diagnostics), tokenSet: merged.set)
    }

    /// The input with every modifier in resolver order and defaults filled in, or what is wrong.
    private func canonical(_ input: ResolverInput) -> Result<ResolverInput, DiagnosticsError> {
        var problems: [Diagnostic] = []
        for (modifier, context) in input.selections where !modifiers.contains(where: { $0.name == modifier }) {
            let known = modifiers.map(\.name).joined(separator: ", ")
            problems.append(
                .error(
                    "unknown modifier '\(modifier)' (chosen context '\(context)'; modifiers: \(known.isEmpty ? "none" : known))",
                    file: file))
        }
        var selections: [(modifier: String, context: String)] = []
        for modifier in modifiers {
            let contexts = modifier.contexts.joined(separator: ", ")
            guard let context = input[modifier.name] ?? modifier.defaultContext else {
                problems.append(
                    .error(
                        "no context chosen for modifier '\(modifier.name)', which has no default (contexts: \(contexts))",
                        file: file, path: "modifiers.\(modifier.name)"))
                continue
            }
            guard modifier.contexts.contains(context) else {
                problems.append(
                    .error(
                        "unknown context '\(context)' for modifier '\(modifier.name)' (contexts: \(contexts))",
                        file: file, path: "modifiers.\(modifier.name)"))
                continue
            }
            selections.append((modifier.name, context))
        }
        return problems.isEmpty ? .success(ResolverInput(selections)) : .failure(DiagnosticsError(problems))
    }

    // MARK: Validation

    /// Every finding of the resolver document, its files and every input combination, each
    /// reported once.
    public func validate() -> ValidationReport {
        var all = loadDiagnostics
        // Too many combinations to build: the load finding says so, and nothing is enumerated.
        guard combinationCount <= ModifierDescription.maxCombinations else { return ValidationReport(all) }
        // The combinations are independent: they are built side by side (and cached), and their
        // findings taken in input order.
        let inputs = allInputs
        for build in ParallelMap.run(inputs.count, { build(for: inputs[$0]) }) { all += build.diagnostics }
        return ValidationReport(all)
    }

    /// One input per context of each modifier, the other modifiers at their default.
    static func eachContext(of modifiers: [ResolverModifier]) -> [ResolverInput] {
        let defaults = modifiers.map { ($0.name, $0.defaultContext ?? $0.contexts.first?.name ?? "") }
        var inputs: [ResolverInput] = []
        for (index, modifier) in modifiers.enumerated() {
            for context in modifier.contexts {
                var choice = defaults
                choice[index].1 = context.name
                inputs.append(ResolverInput(choice.map { (modifier: $0.0, context: $0.1) }))
            }
        }
        return inputs
    }

    static func inputs(of modifiers: [ResolverModifier]) -> [ResolverInput] {
        var result: [[(modifier: String, context: String)]] = [[]]
        for modifier in modifiers {
            result = result.flatMap { prefix in modifier.contexts.map { prefix + [(modifier.name, $0.name)] } }
        }
        return result.map(ResolverInput.init)
    }

    static func unique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        return diagnostics.filter { seen.insert($0).inserted }
    }
}

extension Resolver {
    /// `1000000`, or `about 10^30` when the product of `counts` does not fit in an `Int`.
    static func describe(combinations count: Int, counts: [Int]) -> String {
        guard count == .max else { return "\(count)" }
        var product = counts.reduce(1.0) { $0 * Double(max(1, $1)) }
        var exponent = 0
        while product >= 10 {
            product /= 10
            exponent += 1
        }
        return "about 10^\(exponent)"
    }
}
