#if canImport(Observation)
    import LiveryCore
    import Observation
#endif

#if canImport(Observation)
    /// Reads that Observation tracks one token at a time: what SwiftUI views use, so that a
    /// switch re-renders only the views that read a token whose value changed.
    ///
    /// ```swift
    /// let accent = manager.observedValue("color.accent", as: Color.self)   // in a view's body
    /// ```
    ///
    /// A body that reads `color.accent` this way is re-evaluated when `color.accent` changes
    /// (a switch, a modifier, a new source, an installed layer, a server override) and not
    /// when another token does; ``current`` is the coarse alternative that changes on every
    /// switch. Cells are made on first read, one per token and scope, and kept.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    extension ThemeManager {
        /// The theme of `scope` — `nil` for the global theme, or the preference a subtree is
        /// pinned to — observed as a whole: readers update whenever it is rebuilt.
        public func observedTheme(in scope: AppearancePreference? = nil) -> Theme {
            let theme = theme(inScope: scope)
            return observedTokens.themeCell(scope, theme: theme).value.theme
        }

        /// Token `name` of `scope`'s theme; readers update when this token's value changes.
        /// `nil` for a token the source lacks (reported through ``onDiagnostic`` once); readers
        /// update when a new source or layer adds it.
        public func observedToken(_ name: String, in scope: AppearancePreference? = nil) -> ResolvedToken? {
            let theme = theme(inScope: scope)
            let reading = observedTokens.cell(name, in: scope, theme: theme).value
            if reading.token == nil, reportedUnknownTokens.insert(name).inserted { report(.unknownToken(name)) }
            return reading.token
        }

        /// Token `name` of `scope`'s theme converted to `Value`; readers update when this
        /// token's value changes. An unknown token or one whose type does not convert gives
        /// `nil` and is reported through ``onDiagnostic`` once, as bindings report it.
        public func observedValue<Value: ThemeTokenConvertible>(
            _ name: String, as type: Value.Type = Value.self, in scope: AppearancePreference? = nil
        ) -> Value? {
            let theme = theme(inScope: scope)
            _ = observedTokens.cell(name, in: scope, theme: theme).value
            return value(name, in: theme, as: Value.self)
        }

        /// ``observedValue(_:as:in:)`` for a view at `place` (`Views/Badge.swift:12`): a
        /// failure is reported once per token and place, with the place.
        package func observedValue<Value: ThemeTokenConvertible>(
            _ name: String, as type: Value.Type = Value.self, in scope: AppearancePreference?, place: String
        ) -> Value? {
            let theme = theme(inScope: scope)
            guard let token = observedTokens.cell(name, in: scope, theme: theme).value.token else {
                reportViewLookupFailure(token: name, expected: Value.themeTokenKind, found: nil, place: place)
                return nil
            }
            guard let value = Value.themeValue(from: token, in: theme) else {
                reportViewLookupFailure(token: name, expected: Value.themeTokenKind, found: token.type, place: place)
                return nil
            }
            return value
        }

        /// The cells, made on first use.
        var observedTokens: ObservedTokens {
            if let existing = observedTokensStorage as? ObservedTokens { return existing }
            let made = ObservedTokens()
            observedTokensStorage = made
            return made
        }

        /// The global theme for `nil`, else the theme `scope` selects now.
        func theme(inScope scope: AppearancePreference?) -> Theme {
            scope.map(theme(for:)) ?? theme
        }
    }
#endif

extension ThemeManager {
    /// Brings the observed cells, if anyone read one, up to date (after a rebuild).
    func refreshObservedTokens() {
        #if canImport(Observation)
            guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
            guard let cells = observedTokensStorage as? ObservedTokens else { return }
            cells.refresh(theme: theme(inScope:))
        #endif
    }
}
