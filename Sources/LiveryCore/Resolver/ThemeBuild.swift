/// The outcome of resolving one input combination: the theme (`nil` when the input itself is
/// invalid) and every finding, errors and warnings, of the files and tokens involved.
public struct ThemeBuild: Sendable {
    /// The resolved tokens; tokens with errors are absent from it.
    public let theme: ResolvedTheme?
    /// Every finding of the input, the files and the tokens involved.
    public let diagnostics: [Diagnostic]
    /// The merged raw tokens the theme was resolved from: where each token was declared (file,
    /// line) and its value as written, references included. `nil` when the input was invalid.
    public let tokenSet: TokenSet?

    /// A build of `theme` with its findings and, when resolved from files, its merged tokens.
    public init(theme: ResolvedTheme?, diagnostics: [Diagnostic], tokenSet: TokenSet? = nil) {
        self.theme = theme
        self.diagnostics = diagnostics
        self.tokenSet = tokenSet
    }

    /// `true` when the input was invalid or any finding is an error.
    public var hasErrors: Bool { theme == nil || diagnostics.contains(where: \.isError) }
}
