import LiveryCore

/// Something the engine recovered from, reported through ``ThemeManager/onDiagnostic``.
///
/// The engine never crashes on bad stored data, unknown tokens or missing values: it falls
/// back to a default and reports one of these. ``diagnostic`` renders it with its place.
public enum ThemeDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// The stored preferences of `user` could not be read (corrupt data, unreadable file).
    case storedPreferencesUnreadable(user: String, reason: String)
    /// A stored field names something the theme does not have (an unknown context).
    case storedValueUnknown(user: String, field: String, value: String)
    /// The stored custom-theme layer of `user` no longer validates against the base theme.
    case storedLayerRejected(user: String, problems: [Diagnostic])
    /// Saving the preferences of `user` failed.
    case storeFailed(user: String, reason: String)
    /// A binding or lookup named a token the theme source does not define.
    case unknownToken(String)
    /// The combination `input` lacks `token`; the base value is used (reported once).
    case tokenMissing(token: String, input: ResolverInput)
    /// The token's type does not convert to the bound property's type.
    case typeMismatch(token: String, expected: String, found: TokenType)
    /// A view looked up `token` at `place` (`Views/Badge.swift:12`) and got nothing to show:
    /// the theme has no such token (`found` is `nil`), or its type is not the `expected` one.
    /// Reported once per token and place.
    case viewLookupFailed(token: String, expected: String, found: TokenType?, place: String)
    /// A choice made through a property (which cannot throw) was refused.
    case selectionRejected(ThemeSelectionError)
    /// The theme source cannot build `input` (its `findings`, each with its place) at a moment
    /// nothing could be refused (a system appearance change, a new source or user): the
    /// scope keeps the theme it had, or an empty one at launch. Reported once per combination.
    case sourceFailed(input: ResolverInput, findings: [Diagnostic])

    /// The report as a `Diagnostic` with its path.
    public var diagnostic: Diagnostic {
        switch self {
        case .storedPreferencesUnreadable(let user, let reason):
            .warning("stored preferences are unreadable, using defaults: \(reason)", path: "preferences.\(user)")
        case .storedValueUnknown(let user, let field, let value):
            .warning("unknown stored value \"\(value)\", using the default", path: "preferences.\(user).\(field)")
        case .storedLayerRejected(let user, let problems):
            .warning(
                "the stored custom theme no longer fits the base theme and was not applied: "
                    + problems.map(\.description).joined(separator: "; "),
                path: "preferences.\(user).layer")
        case .storeFailed(let user, let reason):
            .warning("saving preferences failed: \(reason)", path: "preferences.\(user)")
        case .unknownToken(let name):
            .warning("no token named \(name); the binding does nothing", path: name)
        case .tokenMissing(let token, let input):
            .warning("not defined for \(input); using the base value", path: token)
        case .typeMismatch(let token, let expected, let found):
            .warning("a \(found) token cannot set a property that takes a \(expected)", path: token)
        case .viewLookupFailed(let token, let expected, let found, let place):
            .warning(
                (found.map { "a \($0) token is not a \(expected)" } ?? "no token named \(token)")
                    + "; the view at \(place) shows a placeholder", path: token)
        case .selectionRejected(let error):
            .warning("\(error); the choice was ignored")
        case .sourceFailed(let input, let findings):
            .error(
                "the theme source cannot build \(input); keeping the previous theme:"
                    + findings.indentedLines)
        }
    }

    public var description: String { diagnostic.description }
}
