import LiveryCore

/// One side of a diff in one context: the resolved theme and the merged raw tokens it was
/// resolved from (which say where each alias points).
struct ThemeSnapshot: Sendable {
    let theme: ResolvedTheme
    let set: TokenSet

    /// Every combination of `source`, resolved, or every finding of the combinations that fail.
    static func all(of source: Resolver) throws(DiagnosticsError) -> [String: ThemeSnapshot] {
        var snapshots: [String: ThemeSnapshot] = [:]
        var problems: [Diagnostic] = []
        for input in source.allInputs {
            let build = source.build(for: input)
            guard let theme = build.theme, let set = build.tokenSet, !build.hasErrors else {
                problems += build.diagnostics.filter(\.isError)
                continue
            }
            snapshots[input.description] = ThemeSnapshot(theme: theme, set: set)
        }
        guard problems.isEmpty else { throw DiagnosticsError(ValidationReport(problems).diagnostics) }
        return snapshots
    }

    /// What this side holds for `name`, or `nil` when it does not define it.
    func side(_ name: String) -> TokenSide? {
        guard let token = theme[name] else { return nil }
        return TokenSide(type: token.type, value: token.value, reference: reference(of: name))
    }

    /// The token `name`'s value refers to when the whole value is one reference.
    func reference(of name: String) -> String? {
        guard let raw = set.token(named: name),
            case .reference(let reference) = TokenReference.parse(raw.value)
        else { return nil }
        switch reference {
        case .alias(let target): return target
        case .pointer: return reference.description
        }
    }

    /// The color `name` has here, or `nil` when it is missing or not a color.
    func color(_ name: String) -> Color? {
        theme[name]?.value.color
    }
}
