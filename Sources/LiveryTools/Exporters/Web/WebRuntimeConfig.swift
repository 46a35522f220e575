import LiveryCore

/// What livery.js and the head snippet know about an export, as JSON: every modifier in the
/// resolver's order — a switchable one with its `data-` attribute (the CSS exporter's name),
/// contexts, default and the system preferences that pick a context; a held one with its one
/// context — the appearance modifier `set('dark')` looks in first, the `localStorage` key, and
/// each token's type and custom property (for server colors).
///
/// ```json
/// {"storageKey": "livery", "appearance": "theme",
///  "modifiers": [{"name": "theme", "attribute": "data-theme", "contexts": ["light", "dark"],
///                 "default": "light", "system": [["(prefers-color-scheme: dark)", "dark"], …]},
///                {"name": "brand", "context": "default"}],
///  "tokens": {"color.bg": ["color", "--color-bg"]}}
/// ```
struct WebRuntimeConfig {
    let matrix: ExportMatrix

    /// The `localStorage` key of the user's choice (`livery:<user>` with a user key).
    static let storageKey = "livery"

    /// The whole configuration, as livery.js embeds it.
    var json: JSONValue {
        var object = headJSON.objectValue ?? JSONObject()
        object["tokens"] = .object(tokens)
        return .object(object)
    }

    /// The part the head snippet needs: no tokens.
    var headJSON: JSONValue {
        var object = JSONObject()
        object["storageKey"] = .string(Self.storageKey)
        object["appearance"] = matrix.appearance.map { .string($0.modifier) } ?? .null
        object["modifiers"] = .array(modifiers)
        return .object(object)
    }

    private var modifiers: [JSONValue] {
        matrix.defaultCell.input.selections.map { selection in
            guard let axis = matrix.axes.first(where: { $0.modifier == selection.modifier }) else {
                return ["name": .string(selection.modifier), "context": .string(selection.context)]
            }
            return [
                "name": .string(axis.modifier), "attribute": .string(CSSRule.attributeName(axis.modifier)),
                "contexts": .array(axis.contexts.map(JSONValue.string)), "default": .string(axis.defaultContext),
                "system": .array(system(axis).map { .array([.string($0.query), .string($0.context)]) }),
            ]
        }
    }

    /// The media queries that pick a context of `axis` when the user has made no choice, in
    /// the order they are tried: what the CSS exporter's `@media` rules express.
    private func system(_ axis: ExportMatrix.Axis) -> [(query: String, context: String)] {
        if axis.modifier == matrix.appearance?.modifier, let light = matrix.lightContext,
            let dark = matrix.darkContext
        {
            return [("(prefers-color-scheme: dark)", dark), ("(prefers-color-scheme: light)", light)]
        }
        if axis.modifier == matrix.contrast?.modifier, let high = matrix.highContrast {
            return [("(prefers-contrast: more)", high)]
        }
        return []
    }

    /// Token name → `[type, custom property]`, in the source's order.
    private var tokens: JSONObject {
        let properties = CSSPropertyNames.properties(of: matrix)
        var object = JSONObject()
        for (index, name) in matrix.names.enumerated() {
            guard let token = matrix.cells.lazy.compactMap({ matrix.token(at: index, in: $0.theme) }).first else {
                continue
            }
            object[name] = .array([.string(token.type.name), .string(properties[index])])
        }
        return object
    }
}
