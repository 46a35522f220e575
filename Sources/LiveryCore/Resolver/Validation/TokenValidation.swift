/// The entry points `livery validate` and `livery resolve` call.
///
/// ```swift
/// let report = TokenValidation.validate(["Examples/Themes/app.resolver.json"])
/// let source = try TokenValidation.source(for: ["tokens.json"])   // a ThemeSource
/// ```
public enum TokenValidation {
    /// Validates every path: each resolver file (named `*.resolver.json`, or any JSON object with
    /// a `resolutionOrder`) with every input combination, and all plain token files together as
    /// one layered set (later files override earlier ones, so cross-file references resolve).
    public static func validate(
        _ paths: [String], mode: ValidationMode = .default, loader: FileLoader = .fileSystem
    )
        -> ValidationReport
    {
        var diagnostics: [Diagnostic] = []
        var tokenFiles: [String: JSONValue] = [:]
        var order: [String] = []
        for path in paths {
            switch classify(path, mode: mode, loader: loader) {
            case .resolver(let resolver): diagnostics += resolver.validate().diagnostics
            case .tokenFile(let json, let warnings):
                diagnostics += warnings
                tokenFiles[path] = json
                order.append(path)
            case .failed(let problems): diagnostics += problems
            }
        }
        if !order.isEmpty {
            diagnostics +=
                Resolver.tokenFiles(order, mode: mode, loader: loader.serving(tokenFiles)).validate().diagnostics
        }
        return ValidationReport(diagnostics)
    }

    /// The theme source for `paths`: the resolver when one resolver file is given, otherwise the
    /// token files layered in order.
    ///
    /// - Throws: ``DiagnosticsError`` when a resolver cannot be loaded, or several resolvers are given.
    public static func source(
        for paths: [String], mode: ValidationMode = .default, loader: FileLoader = .fileSystem
    )
        throws(DiagnosticsError) -> Resolver
    {
        var resolvers: [Resolver] = []
        var tokenFiles: [String: JSONValue] = [:]
        var order: [String] = []
        for path in paths {
            switch classify(path, mode: mode, loader: loader) {
            case .resolver(let resolver): resolvers.append(resolver)
            case .tokenFile(let json, _):
                tokenFiles[path] = json
                order.append(path)
            case .failed(let problems): throw DiagnosticsError(problems)
            }
        }
        switch (resolvers.count, order.isEmpty) {
        case (0, _): return Resolver.tokenFiles(order, mode: mode, loader: loader.serving(tokenFiles))
        case (1, true): return resolvers[0]
        default:
            throw DiagnosticsError([.error("give one resolver file, or token files without a resolver")])
        }
    }

    /// Validates `paths` and returns the theme source built from the same parse, so a caller that
    /// validates and then exports (`livery build`) loads and resolves every file once: the
    /// source's themes, built while validating, are cached for the export.
    ///
    /// ```swift
    /// let (report, source) = TokenValidation.validatedSource(for: ["app.resolver.json"])
    /// if !report.hasErrors, let source { /* export from source */ }
    /// ```
    ///
    /// - Returns: The report ``validate(_:mode:loader:)`` gives, and the source
    ///   ``source(for:mode:loader:)`` gives — `nil` when the report has errors or the paths name
    ///   no single source (the reason is then in the report).
    public static func validatedSource(
        for paths: [String], mode: ValidationMode = .default, loader: FileLoader = .fileSystem
    ) -> (report: ValidationReport, source: Resolver?) {
        var diagnostics: [Diagnostic] = []
        var resolvers: [Resolver] = []
        var tokenFiles: [String: JSONValue] = [:]
        var order: [String] = []
        for path in paths {
            switch classify(path, mode: mode, loader: loader) {
            case .resolver(let resolver):
                diagnostics += resolver.validate().diagnostics
                resolvers.append(resolver)
            case .tokenFile(let json, let warnings):
                diagnostics += warnings
                tokenFiles[path] = json
                order.append(path)
            case .failed(let problems): diagnostics += problems
            }
        }
        var layered: Resolver?
        if !order.isEmpty {
            let files = Resolver.tokenFiles(order, mode: mode, loader: loader.serving(tokenFiles))
            diagnostics += files.validate().diagnostics
            layered = files
        }
        let report = ValidationReport(diagnostics)
        guard !report.hasErrors else { return (report, nil) }
        switch (resolvers.count, layered) {
        case (0, let files?): return (report, files)
        case (1, nil): return (report, resolvers[0])
        case (0, nil): return (ValidationReport(diagnostics + [.error("no token files given")]), nil)
        default:
            return (
                ValidationReport(diagnostics + [.error("give one resolver file, or token files without a resolver")]),
                nil
            )
        }
    }

    private enum Kind {
        case resolver(Resolver)
        /// A token file, already parsed (with the warnings parsing it gave).
        case tokenFile(JSONValue, warnings: [Diagnostic])
        case failed([Diagnostic])
    }

    private static func classify(_ path: String, mode: ValidationMode, loader: FileLoader) -> Kind {
        var warnings: [Diagnostic] = []
        let json: JSONValue
        do {
            json = try loader.load(path, path, &warnings)
        } catch {
            return .failed(warnings + [error])
        }
        guard path.hasSuffix(".resolver.json") || json["resolutionOrder"] != nil else {
            return .tokenFile(json, warnings: warnings)
        }
        do {
            return .resolver(
                try Resolver(
                    json: json, file: path, baseDirectory: FilePath.directory(of: path), mode: mode,
                    loader: loader, warnings: warnings))
        } catch {
            return .failed(error.diagnostics)
        }
    }
}
