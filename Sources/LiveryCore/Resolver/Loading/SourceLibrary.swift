/// Every token source of a resolver document, loaded and parsed once.
struct SourceLibrary: Sendable {
    private struct Loaded: Sendable {
        var document: TokenDocument?
        /// Load problems and parse findings of this source.
        var diagnostics: [Diagnostic]
    }

    private enum Key: Hashable {
        case file(path: String, pointer: [String]?)
        case inline(declaredAt: String)
    }

    private var loaded: [Key: Loaded] = [:]
    private let baseDirectory: String
    /// Findings of loading and parsing every source.
    private(set) var diagnostics: [Diagnostic] = []
    /// Every file the sources name, in first-named order (paths as loaded).
    private(set) var files: [String] = []

    init(
        document: ResolverDocument, baseDirectory: String, resolverFile: String?, mode: ValidationMode,
        loader: FileLoader
    ) {
        self.baseDirectory = baseDirectory
        // Each source once (the first place it is named), and each file once.
        var unique: [(key: Key, source: TokenSource)] = []
        var seen: Set<Key> = []
        var files: [String] = []
        for source in document.steps.flatMap(\.allSources) {
            let key = key(for: source)
            guard seen.insert(key).inserted else { continue }
            unique.append((key, source))
            if case .file(let path, _) = key, !files.contains(path) { files.append(path) }
        }
        let (sources, paths) = (unique, files)
        self.files = files
        // Files are read and parsed, then token documents read, several at once; findings are
        // gathered afterwards in the order a one-by-one load would give.
        let loads = ParallelMap.run(paths.count) { i in
            var warnings: [Diagnostic] = []
            do throws(Diagnostic) {
                return (
                    result: Result<JSONValue, Diagnostic>.success(try loader.load(paths[i], paths[i], &warnings)),
                    warnings: warnings
                )
            } catch {
                return (result: .failure(error), warnings: warnings)
            }
        }
        let json = Dictionary(uniqueKeysWithValues: zip(paths, loads.map(\.result)))
        let documents = loader.documents
        let entries = ParallelMap.run(sources.count) { i in
            Self.entry(
                for: sources[i].source, key: sources[i].key, files: json, resolverFile: resolverFile, mode: mode,
                documents: documents)
        }
        for ((key, _), entry) in zip(sources, entries) {
            loaded[key] = entry
            diagnostics += entry.diagnostics
        }
        diagnostics = Resolver.unique(loads.flatMap(\.warnings) + diagnostics)
    }

    /// One source's token document and findings, its file already loaded.
    private static func entry(
        for source: TokenSource, key: Key, files: [String: Result<JSONValue, Diagnostic>], resolverFile: String?,
        mode: ValidationMode, documents: TokenDocumentCache?
    ) -> Loaded {
        func document(_ json: JSONValue, path: String, pointer: [String]?) -> TokenDocument {
            documents?.document(json: json, file: path, pointer: pointer, mode: mode)
                ?? TokenDocument(json: json, file: path, mode: mode)
        }
        var entry = Loaded(document: nil, diagnostics: [])
        switch (source.origin, key) {
        case (.inline(let json), _):
            entry.document = TokenDocument(json: json, file: resolverFile, mode: mode)
        case (.file(let reference, _), .file(let path, let pointer)):
            switch files[path] {
            case .success(let json)?:
                if let pointer {
                    if let part = JSONPointer.resolve(pointer, in: json) {
                        entry.document = document(part, path: path, pointer: pointer)
                    } else {
                        entry.diagnostics.append(
                            .error(
                                "reference \(reference)#\(JSONPointer.render(pointer).dropFirst()) does not resolve",
                                file: resolverFile, path: source.declaredAt, location: source.location))
                    }
                } else {
                    entry.document = document(json, path: path, pointer: nil)
                }
            case .failure(let problem)?:
                // A file that cannot be opened (missing, a folder, unreadable, too large) is
                // reported where the resolver names it; a file that opens and does not parse,
                // at its own line.
                if problem.location == nil, let resolverFile {
                    entry.diagnostics.append(
                        .error(
                            "\(reference): \(problem.message)", file: resolverFile, path: source.declaredAt,
                            location: source.location))
                } else {
                    entry.diagnostics.append(problem)
                }
            case nil:
                break
            }
        case (.file, .inline):
            break
        }
        entry.diagnostics += entry.document?.diagnostics ?? []
        return entry
    }

    private func key(for source: TokenSource) -> Key {
        switch source.origin {
        case .file(let reference, let pointer): .file(path: FilePath.join(baseDirectory, reference), pointer: pointer)
        case .inline: .inline(declaredAt: source.declaredAt)
        }
    }

    /// The sources `input` selects, merged in resolution order, with `$extends` applied.
    func mergedSet(for document: ResolverDocument, input: ResolverInput) -> (set: TokenSet, diagnostics: [Diagnostic]) {
        var set = TokenSet()
        var diagnostics: [Diagnostic] = []
        for source in document.steps.flatMap({ $0.sources(for: input) }) {
            guard let entry = loaded[key(for: source)] else { continue }
            diagnostics += entry.diagnostics
            if let tokenDocument = entry.document { set.add(tokenDocument) }
        }
        diagnostics += GroupExtender.apply(to: &set)
        return (set, diagnostics)
    }

    /// Every token name any combination can define, in resolution order: each step's sources
    /// (every context of a modifier), then names that only `$extends` creates.
    func nameTable(for document: ResolverDocument, inputs: [ResolverInput]) -> TokenNameTable {
        var names: [String] = []
        var extends = false
        for source in document.steps.flatMap(\.allSources) {
            guard let tokenDocument = loaded[key(for: source)]?.document else { continue }
            names += tokenDocument.tokens.map(\.name)
            extends = extends || tokenDocument.groups.contains { $0.extends != nil }
        }
        if extends {
            for input in inputs { names += mergedSet(for: document, input: input).set.tokens.map(\.name) }
        }
        return TokenNameTable(names)
    }
}

extension ResolutionStep {
    /// Every source the step can contribute (all contexts of a modifier).
    var allSources: [TokenSource] {
        switch self {
        case .set(let set): set.sources
        case .modifier(let modifier): modifier.contexts.flatMap(\.sources)
        }
    }

    /// The sources the step contributes for `input`.
    func sources(for input: ResolverInput) -> [TokenSource] {
        switch self {
        case .set(let set): set.sources
        case .modifier(let modifier): input[modifier.name].flatMap(modifier.sources(for:)) ?? []
        }
    }
}
