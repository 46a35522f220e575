import LiveryCore

/// Custom themes as layers over the base.
extension ThemeManager {
    /// Lays `layer` over the base theme, replacing any installed layer.
    ///
    /// The layer is validated against the base first; on any problem nothing changes.
    /// Otherwise every binding switches to it at once, and it is saved for the current user
    /// so the next launch starts with it.
    ///
    /// ```swift
    /// try manager.install(overrides: ThemeLayer(json: payloadFromServer))
    /// ```
    ///
    /// - Throws: ``ThemeLayerError`` with every problem (unknown keys and tokens, type
    ///   mismatches).
    public func install(overrides layer: ThemeLayer) throws(ThemeLayerError) {
        try install(overrides: layer, saved: true)
    }

    /// Installs `layer`; `saved: false` leaves it out of the user's saved record (a server's
    /// layer, which its cache keeps), and takes a saved layer out of it.
    func install(overrides layer: ThemeLayer, saved: Bool) throws(ThemeLayerError) {
        let validated = try layer.validated(against: baseSource, themeModifier: themeModifier)
        self.layer = layer
        layerIsSaved = saved
        cache.replaceSource(LayeredThemeSource(base: baseSource, layer: validated))
        savePreferences()
        rebuild(reason: .layer)
    }

    /// Reads a layer from JSON text and installs it (see ``install(overrides:)``).
    ///
    /// A token may be a bare value typed by the base token of its name, so a server's flat
    /// map of names to hex strings installs as it is:
    ///
    /// ```swift
    /// try manager.install(overridesJSON: ##"{"dark": {"color.background": "#1b1b1d"}}"##)
    /// ```
    ///
    /// - Throws: ``ThemeLayerError`` listing every problem at once: values that do not
    ///   parse, and unknown keys, tokens and types among the rest.
    public func install(overridesJSON text: String) throws(ThemeLayerError) {
        let (layer, problems) = ThemeLayer.read(text: text, base: baseSource)
        guard problems.isEmpty else {
            var all = problems
            do {
                _ = try layer.validated(against: baseSource, themeModifier: themeModifier)
            } catch {
                all += error.problems
            }
            throw ThemeLayerError(all)
        }
        try install(overrides: layer)
    }

    /// Removes the installed layer: the base theme's values come back.
    public func removeOverrides() {
        guard layer != nil else { return }
        layer = nil
        cache.replaceSource(baseSource)
        savePreferences()
        rebuild(reason: .layer)
    }
}
