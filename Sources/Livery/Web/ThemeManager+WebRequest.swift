/// A page's choice, applied as one change.
extension ThemeManager {
    /// Applies every selection of `request` (the theme modifier's `system` meaning
    /// ``AppearancePreference/system`` unless it is one of its contexts) in one change: one
    /// rebuild, one notification, one script per web view. Nothing changes unless the source
    /// can build the result globally and in every overridden subtree.
    func apply(_ request: WebContextRequest) throws(WebMessageError) {
        var preference = appearance
        var selections = modifierSelections
        var problems: [WebMessageError.Problem] = []
        for selection in request.selections {
            let path = "set." + selection.modifier
            if selection.modifier == themeModifier {
                let contexts = appearanceContexts
                let chosen: AppearancePreference =
                    selection.context == "system" && !contexts.contains("system")
                    ? .system : .context(selection.context)
                do {
                    try validate(chosen)
                    preference = chosen
                } catch {
                    problems.append(.rejected(path: path, error: error))
                }
                continue
            }
            guard let description = cache.source.modifiers.first(where: { $0.name == selection.modifier }) else {
                problems.append(.rejected(path: path, error: .unknownModifier(selection.modifier)))
                continue
            }
            guard description.contexts.contains(selection.context) else {
                problems.append(
                    .rejected(
                        path: path,
                        error: .unknownContext(
                            modifier: selection.modifier, context: selection.context, known: description.contexts)))
                continue
            }
            selections[selection.modifier] = selection.context
        }
        guard problems.isEmpty else { throw WebMessageError(problems) }
        let subtrees = overrides.values.filter { $0.node != nil }.map(\.preference)
        for checked in [preference] + subtrees {
            do {
                try requireTheme(for: checked, selections: selections)
            } catch {
                throw WebMessageError([.rejected(path: "set", error: error)])
            }
        }
        guard preference != appearance || selections != modifierSelections else { return }
        let reason: ThemeChange.Reason = preference != appearance ? .appearance : .modifier
        appearance = preference
        modifierSelections = selections
        savePreferences()
        rebuild(reason: reason)
    }
}
