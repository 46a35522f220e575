import LiveryCore

/// One ``Theme`` per input combination, built on first use and kept until the source, the
/// installed layer or the text scale changes.
///
/// Building fills every token the combination lacks with the base value (the source's
/// default combination) and reports each gap once. A combination the source cannot build
/// (a token file that does not parse, a broken alias) is a failure with the source's
/// findings, kept like a theme: a switch to it is refused (``theme(for:)`` throws), and where
/// nothing can be refused the caller's fallback is used and the failure reported once
/// (``theme(for:fallback:)``). It is never papered over with base values.
@MainActor
final class ThemeCache {
    private(set) var source: any ThemeSource
    let themeModifier: String
    private(set) var textScale: Double = 1
    /// The platform's text-size preference (Dynamic Type), the category fonts are evaluated at.
    private(set) var contentSize: ContentSize = .large
    private var builds: [ResolverInput: Result<Theme, ThemeSelectionError>] = [:]
    private var reportedGaps: Set<String> = []
    private var reportedFailures: Set<ResolverInput> = []
    private let report: @MainActor (ThemeDiagnostic) -> Void

    init(source: any ThemeSource, themeModifier: String, report: @escaping @MainActor (ThemeDiagnostic) -> Void) {
        self.source = source
        self.themeModifier = themeModifier
        self.report = report
    }

    var names: TokenNameTable { source.names }

    func replaceSource(_ source: any ThemeSource) {
        self.source = source
        builds = [:]
        reportedFailures = []
    }

    func setTextScale(_ scale: Double) {
        guard scale != textScale else { return }
        textScale = scale
        builds = [:]
    }

    /// The theme of `input`.
    ///
    /// - Throws: ``ThemeSelectionError/themeUnavailable(input:findings:)`` with the source's
    ///   findings when the combination cannot be built.
    func theme(for input: ResolverInput) throws(ThemeSelectionError) -> Theme {
        try build(input).get()
    }

    func setContentSize(_ size: ContentSize) {
        guard size != contentSize else { return }
        contentSize = size
        builds = [:]
    }

    /// The theme of `input`, or `fallback` (an empty theme when `nil`) if it cannot be built;
    /// the failure is reported once per combination.
    func theme(for input: ResolverInput, fallback: Theme?) -> Theme {
        switch build(input) {
        case .success(let theme):
            return theme
        case .failure(let error):
            if reportedFailures.insert(input).inserted, case .themeUnavailable(_, let findings) = error {
                report(.sourceFailed(input: input, findings: findings))
            }
            return fallback ?? emptyTheme(for: input)
        }
    }

    private func build(_ input: ResolverInput) -> Result<Theme, ThemeSelectionError> {
        if let built = builds[input] { return built }
        let built = make(input)
        builds[input] = built
        return built
    }

    private func make(_ input: ResolverInput) -> Result<Theme, ThemeSelectionError> {
        let resolved: ResolvedTheme
        do {
            resolved = try source.theme(for: input)
        } catch {
            return .failure(.themeUnavailable(input: input, findings: Self.findings(of: error)))
        }
        let base = input == source.defaultInput ? nil : try? source.theme(for: source.defaultInput)
        var storage = [ResolvedToken?](repeating: nil, count: source.names.count)
        for i in storage.indices {
            let id = TokenID(rawValue: Int32(i))
            if let token = resolved[id] {
                storage[i] = token
            } else if let token = base?[id] {
                storage[i] = token
                reportGap(source.names.names[i], input)
            }
        }
        return .success(theme(input, ResolvedTheme(input: input, names: source.names, storage: storage)))
    }

    private func theme(_ input: ResolverInput, _ tokens: ResolvedTheme) -> Theme {
        Theme(
            input: input, appearance: input[themeModifier] ?? "", textScale: textScale, contentSize: contentSize,
            tokens: tokens)
    }

    /// A theme without tokens: what bindings see when not even a fallback exists, and the
    /// engine's placeholder until its first rebuild.
    func emptyTheme(for input: ResolverInput) -> Theme {
        theme(
            input,
            ResolvedTheme(input: input, names: source.names, storage: .init(repeating: nil, count: source.names.count)))
    }

    /// The errors a source threw, as located findings (every error of a ``DiagnosticsError``).
    private static func findings(of error: any Error) -> [Diagnostic] {
        guard let diagnostics = (error as? DiagnosticsError)?.diagnostics, !diagnostics.isEmpty else {
            return [.error("\(error)")]
        }
        let errors = diagnostics.filter(\.isError)
        return errors.isEmpty ? diagnostics : errors
    }

    private func reportGap(_ token: String, _ input: ResolverInput) {
        guard reportedGaps.insert("\(token)@\(input)").inserted else { return }
        report(.tokenMissing(token: token, input: input))
    }
}
