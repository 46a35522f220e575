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
    public static func validate(_ paths: [String], mode: ValidationMode = .default, loader: FileLoader = .fileSystem)
        -> ValidationReport
    {
        var diagnostics: [Diagnostic] = []
        var tokenFiles: [String] = []
        for path in paths {
            switch classify(path, mode: mode, loader: loader) {
            case .resolver(let resolver): diagnostics += resolver.validate().diagnostics
            case .tokenFile: tokenFiles.append(path)
            case .failed(let problems): diagnostics += problems
            }
        }
        if !tokenFiles.isEmpty {
            diagnostics += Resolver.tokenFiles(tokenFiles, mode: mode, loader: loader).validate().diagnostics
        }
        return ValidationReport(diagnostics)
    }

    /// The theme source for `paths`: the resolver when one resolver file is given, otherwise the
    /// token files layered in order.
    ///
    /// - Throws: ``DiagnosticsError`` when a resolver cannot be loaded, or several resolvers are given.
    public static func source(for paths: [String], mode: ValidationMode = .default, loader: FileLoader = .fileSystem)
        throws(DiagnosticsError) -> Resolver
    {
        var resolvers: [Resolver] = []
        var tokenFiles: [String] = []
        for path in paths {
            switch classify(path, mode: mode, loader: loader) {
            case .resolver(let resolver): resolvers.append(resolver)
            case .tokenFile: tokenFiles.append(path)
            case .failed(let problems): throw DiagnosticsError(problems)
            }
        }
        switch (resolvers.count, tokenFiles.isEmpty) {
        case (0, _): return Resolver.tokenFiles(tokenFiles, mode: mode, loader: loader)
        case (1, true): return resolvers[0]
        default:
            throw DiagnosticsError([.error("give one resolver file, or token files without a resolver")])
        }
    }

    private enum Kind {
        case resolver(Resolver)
        case tokenFile
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
        guard path.hasSuffix(".resolver.json") || json["resolutionOrder"] != nil else { return .tokenFile }
        do {
            return .resolver(try Resolver(json: json, file: path, baseDirectory: FilePath.directory(of: path), mode: mode,
                                          loader: loader, warnings: warnings))
        } catch {
            return .failed(error.diagnostics)
        }
    }
}
