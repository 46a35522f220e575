/// The outcome of resolving one input combination: the theme (`nil` when the input itself is
/// invalid) and every finding, errors and warnings, of the files and tokens involved.
public struct ThemeBuild: Sendable {
    /// The resolved tokens; tokens with errors are absent from it.
    public let theme: ResolvedTheme?
    public let diagnostics: [Diagnostic]

    public var hasErrors: Bool { theme == nil || diagnostics.contains(where: \.isError) }
}
