#if canImport(Observation)
    import LiveryCore
    import Observation

    /// What a reader of one token depends on: the resolved token, and the text scale and
    /// content size for the token types a font conversion scales (typography, dimension).
    struct TokenReading: Equatable {
        var token: ResolvedToken?
        var textScale: Double
        var contentSize: ContentSize

        init(_ name: String, in theme: Theme) {
            token = theme[name]
            switch token?.type {
            case .typography?, .dimension?: (textScale, contentSize) = (theme.textScale, theme.contentSize)
            default: (textScale, contentSize) = (1, .large)
            }
        }
    }

    /// A theme compared by identity: the engine makes a new ``Theme`` whenever a scope's
    /// tokens may have changed.
    struct ThemeIdentity: Equatable {
        let theme: Theme
        static func == (a: ThemeIdentity, b: ThemeIdentity) -> Bool { a.theme === b.theme }
    }

    /// The observable cells of one manager: one per token and scope read so far, and one
    /// per scope for its theme. A change notifies the readers of the cells whose value
    /// changed, so a switch re-renders only views that read a token the switch changed.
    ///
    /// Cells are made on first read and kept (at most one per token and scope read).
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @MainActor
    final class ObservedTokens {
        /// A token read in a scope (`nil`: the global theme; else a subtree's preference).
        struct Key: Hashable {
            let name: String
            let scope: AppearancePreference?
        }

        private(set) var tokens: [Key: ObservedCell<TokenReading>] = [:]
        private(set) var themes: [AppearancePreference?: ObservedCell<ThemeIdentity>] = [:]

        /// The cell of token `name` in `scope`, made from `theme` on first use.
        func cell(_ name: String, in scope: AppearancePreference?, theme: Theme) -> ObservedCell<TokenReading> {
            let key = Key(name: name, scope: scope)
            if let cell = tokens[key] { return cell }
            let made = ObservedCell(TokenReading(name, in: theme))
            tokens[key] = made
            return made
        }

        /// The cell of `scope`'s theme, made from `theme` on first use.
        func themeCell(_ scope: AppearancePreference?, theme: Theme) -> ObservedCell<ThemeIdentity> {
            if let cell = themes[scope] { return cell }
            let made = ObservedCell(ThemeIdentity(theme: theme))
            themes[scope] = made
            return made
        }

        /// Brings every cell up to date, `theme(scope)` giving each scope's theme once.
        func refresh(theme: (AppearancePreference?) -> Theme) {
            var byScope: [AppearancePreference?: Theme] = [:]
            func scoped(_ scope: AppearancePreference?) -> Theme {
                if let known = byScope[scope] { return known }
                let made = theme(scope)
                byScope[scope] = made
                return made
            }
            for (scope, cell) in themes { cell.update(ThemeIdentity(theme: scoped(scope))) }
            for (key, cell) in tokens { cell.update(TokenReading(key.name, in: scoped(key.scope))) }
        }
    }
#endif
