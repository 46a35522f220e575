import LiveryCore

/// Resolves token files served from memory, for specification-style tests.
enum TokenFixtures {
    struct Outcome {
        let theme: ResolvedTheme?
        let diagnostics: [Diagnostic]

        /// Every finding rendered as the CLI prints it.
        var messages: [String] { diagnostics.map(\.description) }
        var errors: [String] { diagnostics.filter(\.isError).map(\.description) }
        var warnings: [String] { diagnostics.filter { !$0.isError }.map(\.description) }

        subscript(name: String) -> ResolvedToken? { theme?[name] }
    }

    /// Resolves `files` (name → JSON text) layered in the order of `order` (default: sorted names).
    static func resolve(_ files: [String: String], order: [String]? = nil, mode: ValidationMode = .default) -> Outcome {
        let resolver = Resolver.tokenFiles(order ?? files.keys.sorted(), mode: mode, loader: .memory(files))
        let build = resolver.build(for: ResolverInput([]))
        return Outcome(
            theme: build.theme, diagnostics: ValidationReport(resolver.loadDiagnostics + build.diagnostics).diagnostics)
    }

    /// Resolves one token file named `tokens.json`.
    static func resolve(_ text: String, file: String = "tokens.json", mode: ValidationMode = .default) -> Outcome {
        resolve([file: text], mode: mode)
    }
}
