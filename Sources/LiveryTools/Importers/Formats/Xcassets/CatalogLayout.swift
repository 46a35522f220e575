import LiveryCore

/// How an asset catalog's colors are laid out as DTCG layers and modifiers.
///
/// Light and dark are always the `theme` modifier's contexts `light` and `dark`, one full layer
/// each. High contrast takes one of two exact shapes:
///
/// - **A `contrast` modifier** (`normal`, `high`; default `normal`), resolved after `theme`,
///   whose `high` context adds the layer `contrast-high` — when every color's high-contrast
///   value is the same under light and dark. This is the shape Livery's exporters read.
/// - **Combined theme contexts** `light-high-contrast` and `dark-high-contrast`, stacking a
///   layer of the colors that change on `light` or `dark` (the DTCG resolver spec's own
///   `lightHighContrast` pattern) — when some color has different high-contrast values under
///   light and dark. Modifiers are orthogonal, so a `contrast=high` file cannot hold two
///   values for one color; a warning names such a color.
struct CatalogLayout {
    /// One colorset: its token path, where it was read, and its value in each context.
    struct Entry {
        var path: [String]
        var source: ImportSource
        var values: [CatalogContext: Color]
    }

    static func apply(_ entries: [Entry], to theme: inout ImportedTheme) {
        let changing = entries.filter { entry in
            [CatalogContext.lightHighContrast, .darkHighContrast].contains { entry.values[$0] != entry.values[$0.base] }
        }
        let split = changing.first { $0.values[.lightHighContrast] != $0.values[.darkHighContrast] }
        for context in [CatalogContext.light, .dark] {
            theme.declareLayer(context.rawValue)
            for entry in entries {
                guard let color = entry.values[context] else { continue }
                theme.add(
                    ImportedToken(path: entry.path, value: .color(color), source: entry.source), to: context.rawValue)
            }
        }
        var modifiers = [
            ImportedModifier(
                name: "theme", description: "Appearance of the asset catalog",
                contexts: [
                    ImportedContext(name: "light", layers: ["light"]), ImportedContext(name: "dark", layers: ["dark"]),
                ],
                defaultContext: "light")
        ]
        if let split {
            let combined: [CatalogContext] = [.lightHighContrast, .darkHighContrast]
            for context in combined {
                theme.declareLayer(context.rawValue)
                for entry in changing where entry.values[context] != entry.values[context.base] {
                    guard let color = entry.values[context] else { continue }
                    theme.add(
                        ImportedToken(path: entry.path, value: .color(color), source: entry.source),
                        to: context.rawValue)
                }
                modifiers[0].contexts.append(
                    ImportedContext(name: context.rawValue, layers: [context.base.rawValue, context.rawValue]))
            }
            modifiers[0].description = "Appearance and accessibility contrast of the asset catalog"
            theme.warnings.append(
                split.source.warning(
                    "high-contrast colors differ between light and dark, which a separate contrast modifier cannot hold; "
                        + "wrote the theme contexts light-high-contrast and dark-high-contrast instead"))
        } else if !changing.isEmpty {
            theme.declareLayer("contrast-high")
            for entry in changing {
                guard let color = entry.values[.lightHighContrast] else { continue }
                theme.add(
                    ImportedToken(path: entry.path, value: .color(color), source: entry.source), to: "contrast-high")
            }
            modifiers.append(
                ImportedModifier(
                    name: "contrast", description: "Accessibility contrast of the asset catalog",
                    contexts: [
                        ImportedContext(name: "normal", layers: []),
                        ImportedContext(name: "high", layers: ["contrast-high"]),
                    ],
                    defaultContext: "normal"))
        }
        theme.modifiers = modifiers
    }
}
