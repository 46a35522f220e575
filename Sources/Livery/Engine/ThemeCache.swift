import LiveryCore

/// One ``Theme`` per input combination, built on first use and kept until the source, the
/// installed layer or the text scale changes.
///
/// Building fills every token the combination lacks with the base value (the source's
/// default combination) and reports each gap once.
@MainActor
final class ThemeCache {
    private(set) var source: any ThemeSource
    let themeModifier: String
    private(set) var textScale: Double = 1
    /// The platform's text-size preference (Dynamic Type), multiplied with ``textScale``.
    private(set) var contentSize: ContentSize = .large
    private var themes: [ResolverInput: Theme] = [:]
    private var reportedGaps: Set<String> = []
    private let report: @MainActor (ThemeDiagnostic) -> Void

    init(source: any ThemeSource, themeModifier: String, report: @escaping @MainActor (ThemeDiagnostic) -> Void) {
        self.source = source
        self.themeModifier = themeModifier
        self.report = report
    }

    var names: TokenNameTable { source.names }

    func replaceSource(_ source: any ThemeSource) {
        self.source = source
        themes = [:]
    }

    func setTextScale(_ scale: Double) {
        guard scale != textScale else { return }
        textScale = scale
        themes = [:]
    }

    func setContentSize(_ size: ContentSize) {
        guard size != contentSize else { return }
        contentSize = size
        themes = [:]
    }

    func theme(for input: ResolverInput) -> Theme {
        if let theme = themes[input] { return theme }
        let theme = build(input)
        themes[input] = theme
        return theme
    }

    private func build(_ input: ResolverInput) -> Theme {
        let appearance = input[themeModifier] ?? ""
        let base = resolve(source.defaultInput)
        let resolved = input == source.defaultInput ? base : resolve(input)
        var storage = [ResolvedToken?](repeating: nil, count: source.names.count)
        for i in storage.indices {
            let id = TokenID(rawValue: Int32(i))
            if let token = resolved?[id] {
                storage[i] = token
            } else if let token = base?[id] {
                storage[i] = token
                reportGap(source.names.names[i], input)
            }
        }
        let tokens = ResolvedTheme(input: input, names: source.names, storage: storage)
        return Theme(input: input, appearance: appearance, textScale: textScale * contentSize.scale, tokens: tokens)
    }

    private func resolve(_ input: ResolverInput) -> ResolvedTheme? {
        do {
            return try source.theme(for: input)
        } catch {
            report(.sourceFailed(input: input, reason: "\(error)"))
            return nil
        }
    }

    private func reportGap(_ token: String, _ input: ResolverInput) {
        guard reportedGaps.insert("\(token)@\(input)").inserted else { return }
        report(.tokenMissing(token: token, input: input))
    }
}
