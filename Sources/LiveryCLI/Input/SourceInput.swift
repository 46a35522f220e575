import LiveryCore

/// Loads the resolver (or token file) a command names, reporting failures on standard error.
enum SourceInput {
    /// The resolver at `path`, or `nil` after writing every finding to standard error.
    ///
    /// A token file without a resolver is accepted too: it is a source without modifiers.
    static func load(_ path: String, mode: ValidationMode, io: inout some CommandIO) -> Resolver? {
        do throws(DiagnosticsError) {
            return try TokenValidation.source(for: [path], mode: mode)
        } catch {
            DiagnosticReport.print(error.diagnostics, io: &io)
            return nil
        }
    }

    /// The themes of `inputs`, all or none: when any combination has an error, every finding of
    /// the failing combinations is written to standard error (each once) and the result is `nil`.
    static func themes(
        of resolver: Resolver, for inputs: [ResolverInput], io: inout some CommandIO
    ) -> [ResolvedTheme]? {
        var themes: [ResolvedTheme] = []
        var problems: [Diagnostic] = []
        for input in inputs {
            let build = resolver.build(for: input)
            if let theme = build.theme, !build.hasErrors {
                themes.append(theme)
            } else {
                problems += build.diagnostics
            }
        }
        guard problems.isEmpty else {
            DiagnosticReport.print(ValidationReport(problems).diagnostics, io: &io)
            return nil
        }
        return themes
    }
}
