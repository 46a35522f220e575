import LiveryCore

/// Reported lookups, for code that reads a theme directly instead of binding (SwiftUI views).
extension ThemeManager {
    /// The token `name` of `theme` converted to `Value`; `nil` when the source has no such
    /// token or its type does not convert, reported through ``onDiagnostic`` once per name,
    /// as bindings report them.
    ///
    /// ```swift
    /// let accent = manager.value("color.accent", in: manager.theme, as: Color.self)
    /// ```
    public func value<Value: ThemeTokenConvertible>(
        _ name: String, in theme: Theme, as type: Value.Type = Value.self
    ) -> Value? {
        guard let token = theme[name] else {
            if reportedUnknownTokens.insert(name).inserted { report(.unknownToken(name)) }
            return nil
        }
        guard let value = Value.themeValue(from: token, in: theme) else {
            if reportedLookupMismatches.insert(name).inserted {
                report(.typeMismatch(token: name, expected: Value.themeTokenKind, found: token.type))
            }
            return nil
        }
        return value
    }

    /// Reports a failed view lookup once per token and place (what the SwiftUI glue calls
    /// when it shows a placeholder), on a later main-actor turn: the lookup runs inside a
    /// view's `body`, where an ``onDiagnostic`` that updates observed state would modify
    /// state during a view update.
    package func reportViewLookupFailure(token: String, expected: String, found: TokenType?, place: String) {
        guard reportedViewLookups.insert(token + "\u{0}" + place).inserted else { return }
        let diagnostic = ThemeDiagnostic.viewLookupFailed(token: token, expected: expected, found: found, place: place)
        Task { @MainActor [weak self] in self?.report(diagnostic) }
    }
}
