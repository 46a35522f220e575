/// The user's choices: appearance, other modifiers, text size.
extension ThemeManager {
    /// Chooses the appearance: `.system`, or a context of the theme modifier. Visible
    /// bindings update at once and the choice is saved for the current user.
    ///
    /// - Throws: ``ThemeSelectionError`` for a context the theme modifier does not have.
    public func setAppearance(_ preference: AppearancePreference) throws(ThemeSelectionError) {
        try validate(preference)
        guard preference != appearance else { return }
        appearance = preference
        savePreferences()
        rebuild(reason: .appearance)
    }

    /// Chooses a context of another modifier (e.g. `contrast` → `high`, `brand` → `acme`).
    ///
    /// - Throws: ``ThemeSelectionError`` for an unknown modifier or context.
    public func setModifier(_ modifier: String, to context: String) throws(ThemeSelectionError) {
        guard let description = cache.source.modifiers.first(where: { $0.name == modifier }),
            modifier != themeModifier
        else { throw .unknownModifier(modifier) }
        guard description.contexts.contains(context) else {
            throw .unknownContext(modifier: modifier, context: context, known: description.contexts)
        }
        guard modifierSelections[modifier] != context else { return }
        modifierSelections[modifier] = context
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

    /// The context the theme modifier resolves to now (`"dark"` while the system is dark
    /// and the choice is `.system`).
    public var effectiveContext: String { context(for: appearance) }

    /// What the platform's own controls should be told: follow the system, or a fixed
    /// light or dark style. Contexts other than the light and dark ones count as light
    /// unless listed in `darkStyledContexts`.
    public func interfaceStyle(darkStyledContexts: Set<String> = []) -> InterfaceStyle {
        switch appearance {
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
    public func theme(for preference: AppearancePreference) -> Theme {
        cache.theme(for: input(for: preference))
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
