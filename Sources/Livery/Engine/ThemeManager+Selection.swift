/// The user's choices: appearance, other modifiers, text size.
extension ThemeManager {
    /// Chooses the appearance: `.system`, or a context of the theme modifier. Visible
    /// bindings update at once and the choice is saved for the current user.
    ///
    /// A choice the source cannot build (its token file does not parse, say) is refused and
    /// changes nothing: the appearance, the theme, the bindings and the saved record stay.
    ///
    /// - Throws: ``ThemeSelectionError`` for a context the theme modifier does not have, or
    ///   ``ThemeSelectionError/themeUnavailable(input:findings:)`` with the source's findings.
    public func setAppearance(_ preference: AppearancePreference) throws(ThemeSelectionError) {
        try validate(preference)
        guard preference != appearance else { return }
        try requireTheme(for: preference)
        appearance = preference
        savePreferences()
        rebuild(reason: .appearance)
    }

    /// Chooses a context of another modifier (e.g. `contrast` → `high`, `brand` → `acme`).
    ///
    /// As with ``setAppearance(_:)``, a combination the source cannot build (globally or in
    /// an overridden subtree) is refused and changes nothing.
    ///
    /// - Throws: ``ThemeSelectionError`` for an unknown modifier or context, or
    ///   ``ThemeSelectionError/themeUnavailable(input:findings:)`` with the source's findings.
    public func setModifier(_ modifier: String, to context: String) throws(ThemeSelectionError) {
        guard let description = cache.source.modifiers.first(where: { $0.name == modifier }),
            modifier != themeModifier
        else { throw .unknownModifier(modifier) }
        guard description.contexts.contains(context) else {
            throw .unknownContext(modifier: modifier, context: context, known: description.contexts)
        }
        guard modifierSelections[modifier] != context else { return }
        var selections = modifierSelections
        selections[modifier] = context
        for preference in [appearance] + overrides.values.filter({ $0.node != nil }).map(\.preference) {
            try requireTheme(for: preference, selections: selections)
        }
        modifierSelections = selections
        savePreferences()
        rebuild(reason: .modifier)
    }

    /// The app-wide text-size multiplier applied to font tokens (a slider), kept in 0.5…3.
    public var textScale: Double {
        get { cache.textScale }
        set {
            let scale = newValue.isFinite ? min(max(newValue, 0.5), 3) : 1
            guard scale != cache.textScale else { return }
            cache.setTextScale(scale)
            savePreferences()
            rebuild(reason: .textScale)
        }
    }

    /// The platform's text-size preference (Dynamic Type), fed by the platform glue: font
    /// tokens grow for it on the curve of their own text style (``TextStyle/scale(at:)``),
    /// times ``textScale``. Not saved (the system keeps it).
    ///
    /// ```swift
    /// manager.contentSize = .accessibilityMedium   // 17 pt body text 28 pt, 11 pt caption2 20 pt
    /// ```
    public var contentSize: ContentSize {
        get { cache.contentSize }
        set {
            guard newValue != cache.contentSize else { return }
            cache.setContentSize(newValue)
            rebuild(reason: .textScale)
        }
    }

    /// The context the theme modifier resolves to now (`"dark"` while the system is dark
    /// and the choice is `.system`).
    public var effectiveContext: String { context(for: appearance) }

    /// What the platform's own controls should be told: follow the system, or a fixed
    /// light or dark style. Contexts other than the light and dark ones count as light
    /// unless listed in `darkStyledContexts`.
    public func interfaceStyle(darkStyledContexts: Set<String> = []) -> InterfaceStyle {
        interfaceStyle(for: appearance, darkStyledContexts: darkStyledContexts)
    }

    /// The platform style of `preference` (for a subtree override, for instance), decided
    /// as ``interfaceStyle(darkStyledContexts:)`` decides the global one.
    public func interfaceStyle(
        for preference: AppearancePreference, darkStyledContexts: Set<String> = []
    ) -> InterfaceStyle {
        switch preference {
        case .system: .followSystem
        case .context(let name): name == darkContext || darkStyledContexts.contains(name) ? .dark : .light
        }
    }

    /// The contexts of the theme modifier.
    public var appearanceContexts: [String] {
        cache.source.modifiers.first { $0.name == themeModifier }?.contexts ?? []
    }

    func validate(_ preference: AppearancePreference) throws(ThemeSelectionError) {
        guard case .context(let name) = preference else { return }
        let contexts = appearanceContexts
        guard contexts.contains(name) else {
            throw .unknownContext(modifier: themeModifier, context: name, known: contexts)
        }
    }

    func systemAppearanceDidChange() {
        publishObservable()
        // Subtrees that follow the system mirror it into the platform's styles again.
        for entry in overrides.values where entry.preference == .system {
            (entry.node as? any ThemeNode)?.themeOverrideDidChange(.system, in: self)
        }
        let followers = scopes.contains { $0 == .system } || appearance == .system
        if followers {
            rebuild(reason: .systemAppearance)
        } else {
            notify(.systemAppearance)
        }
    }
}

/// The style the platform's own controls should use (`overrideUserInterfaceStyle`).
public enum InterfaceStyle: Sendable, Hashable {
    /// Leave windows unstyled: the system's appearance shows.
    case followSystem
    /// Style windows light.
    case light
    /// Style windows dark.
    case dark
}

extension ThemeManager {
    /// The theme `preference` selects with the current modifier choices and layer, without
    /// changing anything (for platform glue that resolves per trait, and for previews).
    ///
    /// A combination the source cannot build gives the current theme (reported once).
    public func theme(for preference: AppearancePreference) -> Theme {
        cache.theme(for: input(for: preference), fallback: theme)
    }

    /// Re-reads the visibility of every off-screen node and brings the ones now visible up
    /// to date: a fallback for platforms that cannot report each node's move on screen.
    /// Costs one visibility check per off-screen target.
    public func recheckHiddenTargets() {
        for box in registry.hidden {
            guard let node = box.target as? any ThemeNode, node.isThemeVisible else { continue }
            registry.setVisible(box, true)
            if box.appliedGeneration != generation { _ = box.apply(environment) }
        }
    }
}
