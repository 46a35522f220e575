import LiveryCore

@testable import LiveryTools

/// What a browser should compute for a preview of `source`: which combination a set of root
/// or column attributes selects, and each sample's and chip's token color there.
struct PreviewExpectations {
    let source: any ThemeSource
    let roles: PreviewRoleMap
    let appearance: String
    let contrast: String
    let fixed: [String: String]

    init(source: any ThemeSource, options: ExportOptions = ExportOptions()) throws {
        let request = ExportRequest(source: source, options: PreviewPage.previewOptions(options, source: source))
        self.source = source
        roles = PreviewRoleMap(tokens: PreviewPage.typedTokenNames(try ExportMatrix(request)))
        appearance = options.appearanceModifier
        contrast = options.contrastModifier
        fixed = options.fixedContexts
    }

    /// The theme the attributes select: each modifier's attribute value, else the system's
    /// choice (dark for the appearance when `systemDark`, high for the contrast when
    /// `systemMoreContrast`), else its fixed or default context.
    func theme(
        attributes: [String: String], systemDark: Bool, systemMoreContrast: Bool = false
    ) throws -> ResolvedTheme {
        let input = ResolverInput(
            source.modifiers.map { m in
                let fallback = fixed[m.name] ?? m.defaultContext ?? m.contexts.first ?? ""
                if let value = attributes[CSSRule.attributeName(m.name)] { return (m.name, value) }
                if m.name == appearance, systemDark, m.contexts.contains("dark") { return (m.name, "dark") }
                if m.name == contrast, systemMoreContrast, m.contexts.contains("high") { return (m.name, "high") }
                return (m.name, fallback)
            })
        return try source.theme(for: input)
    }

    /// How many of `checks` name a role that has a token, so ``sampleMismatches(_:checks:theme:)``
    /// compares them: a test that finds no mismatch must also have compared something.
    func comparedChecks(_ checks: [PreviewProbe.Check]) -> Int {
        checks.filter { check in
            PreviewRole.all.first { $0.id == check.role }.flatMap { roles.token(for: $0) } != nil
        }.count
    }

    /// Mismatches between the probed samples and the role tokens of `theme`; a role with no
    /// token is not checked, a sample the probe did not find is a mismatch.
    func sampleMismatches(_ samples: [String: String], checks: [PreviewProbe.Check], theme: ResolvedTheme) -> [String] {
        checks.compactMap { check in
            guard let role = PreviewRole.all.first(where: { $0.id == check.role }), let token = roles.token(for: role)
            else { return nil }
            let what = "\(check.key) (\(check.role))"
            guard role.type == .typography else {
                return mismatch(samples[check.key], token: token, theme: theme, what: what)
            }
            return fontMismatch(samples[check.key], property: check.property, token: token, theme: theme, what: what)
        }
    }

    /// Mismatches between probed chip colors and every color token of `theme`.
    func chipMismatches(_ chips: [String: String], theme: ResolvedTheme) -> [String] {
        theme.tokens.filter { $0.token.type == .color }.compactMap { name, _ in
            mismatch(chips[name], token: name, theme: theme, what: "chip \(name)")
        }
    }

    /// A typography token's size (px, rem at 16 px) or weight against a computed `font-size`
    /// or `font-weight`.
    private func fontMismatch(
        _ computed: String?, property: String, token: String, theme: ResolvedTheme, what: String
    ) -> String? {
        guard case .typography(let t)? = theme[token]?.value else {
            return "\(theme.input): \(token) is not a typography"
        }
        let size = t.fontSize.value * (t.fontSize.unit == .rem ? 16 : 1)
        let expected = property == "font-size" ? size : t.fontWeight
        guard let computed else { return "\(theme.input): \(what) not found on the page" }
        guard let value = Double(computed.replacingOccurrences(of: "px", with: "")), abs(value - expected) < 0.01 else {
            return "\(theme.input): \(what) is \(computed), expected \(token) = \(expected)"
        }
        return nil
    }

    private func mismatch(_ computed: String?, token: String, theme: ResolvedTheme, what: String) -> String? {
        guard let expected = theme[token]?.value.color else { return "\(theme.input): \(token) is not a color" }
        guard let computed else { return "\(theme.input): \(what) not found on the page" }
        guard let color = ComputedColor(computed), color.matches(expected) else {
            return "\(theme.input): \(what) is \(computed), expected \(token) = \(expected.hex)"
        }
        return nil
    }
}
