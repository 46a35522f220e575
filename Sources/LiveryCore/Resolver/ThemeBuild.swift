/// The outcome of resolving one input combination: the theme (`nil` when the input itself is
/// invalid) and every finding, errors and warnings, of the files and tokens involved.
public struct ThemeBuild: Sendable {
    /// The resolved tokens; tokens with errors are absent from it.
    public let theme: ResolvedTheme?
    /// Every finding of the input, the files and the tokens involved.
    public let diagnostics: [Diagnostic]

    /// `true` when the input was invalid or any finding is an error.
    public var hasErrors: Bool { theme == nil || diagnostics.contains(where: \.isError) }
}
