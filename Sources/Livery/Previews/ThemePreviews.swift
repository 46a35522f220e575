import LiveryCore

/// The themes a preview shows side by side — light, dark, high contrast, brands: the
/// combinations of the source's modifier contexts — each with a manager of its own that
/// reads and writes no store, so a preview never depends on the app's persisted choice.
///
/// ```swift
/// let previews = ThemePreviews(of: manager)
/// previews.cases.map(\.label)   // ["light", "dark", "light · contrast=high", "dark · contrast=high"]
/// let dark = try previews.manager(for: previews.cases[1])
/// ```
///
/// Up to `limit` combinations are all shown, the theme modifier varying fastest. A source with more shows every context of the
/// theme modifier with the other modifiers at their defaults, then each other context of
/// each other modifier with every theme context, in the source's order, cut at `limit`.
public struct ThemePreviews: Sendable {
    /// One combination to preview.
    public struct Case: Sendable, Hashable, Identifiable {
        /// What the preview is captioned with: the theme context, then every other modifier
        /// not at its default (`"dark · contrast=high"`).
        public let label: String
        /// The combination.
        public let input: ResolverInput
        public var id: String { label }
    }

    /// The themes.
    public let source: any ThemeSource
    /// The custom layer every preview shows over `source`, if any (the app's installed one).
    public let layer: ThemeLayer?
    /// The modifier whose contexts are appearances.
    public let themeModifier: String
    /// The combinations, in the order they are shown.
    public let cases: [Case]
    /// Whether the source has combinations `cases` leaves out.
    public let isTruncated: Bool

    /// The previews of `source`, showing at most `limit` combinations.
    public init(source: any ThemeSource, layer: ThemeLayer? = nil, themeModifier: String = "theme", limit: Int = 16) {
        self.source = source
        self.layer = layer
        self.themeModifier = themeModifier
        let modifiers = source.modifiers
        let defaults = Dictionary(
            modifiers.map { ($0.name, $0.defaultContext ?? $0.contexts.first ?? "") }, uniquingKeysWith: { a, _ in a })
        func makeCase(_ choices: [String: String]) -> Case {
            let selections = modifiers.map { (modifier: $0.name, context: choices[$0.name] ?? defaults[$0.name] ?? "") }
            let parts = selections.compactMap { selection -> String? in
                if selection.modifier == themeModifier { return selection.context }
                return selection.context == defaults[selection.modifier]
                    ? nil : "\(selection.modifier)=\(selection.context)"
            }
            return Case(
                label: parts.isEmpty ? "default" : parts.joined(separator: " · "), input: ResolverInput(selections))
        }
        let all = ModifierDescription.combinations(of: modifiers.map(\.contexts.count))
        var cases: [Case] = []
        if all <= limit {
            // The theme modifier varies fastest, then the others from the last one.
            let order = modifiers.filter { $0.name != themeModifier } + modifiers.filter { $0.name == themeModifier }
            var combinations: [[String: String]] = [[:]]
            for modifier in order.reversed() where !modifier.contexts.isEmpty {
                combinations = modifier.contexts.flatMap { context in
                    combinations.map { $0.merging([modifier.name: context]) { a, _ in a } }
                }
            }
            cases = combinations.map(makeCase)
        } else {
            let themeContexts = modifiers.first { $0.name == themeModifier }?.contexts ?? [""]
            cases = themeContexts.map { makeCase([themeModifier: $0]) }
            for modifier in modifiers where modifier.name != themeModifier {
                for context in modifier.contexts where context != defaults[modifier.name] {
                    cases += themeContexts.map { makeCase([themeModifier: $0, modifier.name: context]) }
                }
            }
        }
        self.cases = Array(cases.prefix(limit))
        self.isTruncated = all > self.cases.count
    }

    /// The previews of what `manager` shows: its base source, its installed layer and its
    /// theme modifier; none of its choices.
    @MainActor
    public init(of manager: ThemeManager, limit: Int = 16) {
        self.init(source: manager.baseSource, layer: manager.layer, themeModifier: manager.themeModifier, limit: limit)
    }

    /// A manager showing `case` (no store: nothing is read or saved).
    ///
    /// - Throws: When the source cannot build the combination.
    @MainActor
    public func manager(for previewCase: Case) throws -> ThemeManager {
        let manager = ThemeManager(source: source, themeModifier: themeModifier)
        if let layer { try manager.install(overrides: layer) }
        for selection in previewCase.input.selections {
            if selection.modifier == themeModifier {
                try manager.setAppearance(.context(selection.context))
            } else {
                try manager.setModifier(selection.modifier, to: selection.context)
            }
        }
        return manager
    }
}
