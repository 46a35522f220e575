import LiveryCore

/// Saving and restoring each user's choices through a ``PreferenceStore``.
///
/// The record of a user is `{"appearance": "dark", "modifiers": {"contrast": "high"},
/// "textScale": 1.2, "layer": {…}}`. Anything unreadable or unknown falls back to its default
/// and is reported; nothing is written until the user changes something.
extension ThemeManager {
    /// Switches to another user's preferences (an account change); the theme follows them.
    public func switchUser(to user: String) {
        guard user != self.user else { return }
        self.user = user
        loadPreferences()
        rebuild(reason: .user)
    }

    /// Resets the choices to defaults, then reads the current user's record.
    func loadPreferences() {
        appearance = .system
        modifierSelections = [:]
        cache.setTextScale(1)
        if layer != nil {
            layer = nil
            cache.replaceSource(baseSource)
        }
        guard let store else { return }
        let record: JSONValue?
        do {
            record = try store.record(forUser: user)
        } catch {
            report(.storedPreferencesUnreadable(user: user, reason: "\(error)"))
            return
        }
        guard let record else { return }
        guard let object = record.objectValue else {
            report(
                .storedPreferencesUnreadable(user: user, reason: "expected an object, found \(record.kindDescription)"))
            return
        }
        restoreAppearance(object["appearance"])
        restoreModifiers(object["modifiers"])
        restoreTextScale(object["textScale"])
        restoreLayer(object["layer"])
    }

    /// Writes the current user's record; a failure is reported, never thrown.
    func savePreferences() {
        guard let store else { return }
        var members: [(key: String, value: JSONValue)] = [("appearance", .string(appearance.storedValue))]
        if !modifierSelections.isEmpty {
            let sorted = modifierSelections.keys.sorted().map {
                (key: $0, value: JSONValue.string(modifierSelections[$0] ?? ""))
            }
            members.append(("modifiers", .object(JSONObject(sorted))))
        }
        if textScale != 1 { members.append(("textScale", .number(textScale))) }
        if let layer, layerIsSaved { members.append(("layer", layer.json)) }
        do {
            try store.setRecord(.object(JSONObject(members)), forUser: user)
        } catch {
            report(.storeFailed(user: user, reason: "\(error)"))
        }
    }

    private func restoreAppearance(_ json: JSONValue?) {
        guard let json else { return }
        guard let text = json.stringValue else {
            report(.storedValueUnknown(user: user, field: "appearance", value: JSONWriter.string(json, pretty: false)))
            return
        }
        let preference = AppearancePreference(storedValue: text)
        do {
            try validate(preference)
        } catch {
            report(.storedValueUnknown(user: user, field: "appearance", value: text))
            return
        }
        do {
            try requireTheme(for: preference)
            appearance = preference
        } catch {
            report(.selectionRejected(error))
        }
    }

    private func restoreModifiers(_ json: JSONValue?) {
        guard let json else { return }
        guard let object = json.objectValue else {
            report(.storedValueUnknown(user: user, field: "modifiers", value: JSONWriter.string(json, pretty: false)))
            return
        }
        for (name, value) in object {
            let known = cache.source.modifiers.first { $0.name == name && $0.name != themeModifier }
            guard let context = value.stringValue, let known, known.contexts.contains(context) else {
                report(
                    .storedValueUnknown(
                        user: user, field: "modifiers.\(name)", value: JSONWriter.string(value, pretty: false)))
                continue
            }
            var selections = modifierSelections
            selections[name] = context
            do {
                try requireTheme(for: appearance, selections: selections)
                modifierSelections = selections
            } catch {
                report(.selectionRejected(error))
            }
        }
    }

    private func restoreTextScale(_ json: JSONValue?) {
        guard let json else { return }
        guard let scale = json.numberValue, scale.isFinite, (0.5...3).contains(scale) else {
            report(.storedValueUnknown(user: user, field: "textScale", value: JSONWriter.string(json, pretty: false)))
            return
        }
        cache.setTextScale(scale)
    }

    private func restoreLayer(_ json: JSONValue?) {
        guard let json else { return }
        do {
            let layer = try ThemeLayer(json: json)
            let validated = try layer.validated(against: baseSource, themeModifier: themeModifier)
            self.layer = layer
            layerIsSaved = true
            cache.replaceSource(LayeredThemeSource(base: baseSource, layer: validated))
        } catch {
            report(.storedLayerRejected(user: user, problems: error.problems))
        }
    }
}
