import LiveryCore

/// What the web runtime knows about an export, as JSON.
///
/// The *head* part, embedded in livery.js, livery.mjs and the head snippet: every modifier in
/// the resolver's order — a switchable one with its `data-` attribute (the CSS exporter's
/// name), contexts, default and the system preferences that pick a context; a held one with
/// its one context — the appearance modifier `set('dark')` looks in first, and the
/// `localStorage` key. The whole of it, `livery.config.json`, adds the token names by type
/// and the custom property of each token whose property is not `--` and its name with every
/// character other than ASCII letters, digits, `_` and `-` made `-` (a suffixed duplicate, a
/// typography moved aside): what `livery.fetch()` checks a bundle's tokens against, read when
/// a bundle is first fetched, so the scripts stay the same size however many tokens there are.
///
/// ```json
/// {"storageKey": "livery", "appearance": "theme",
///  "modifiers": [{"name": "theme", "attribute": "data-theme", "contexts": ["light", "dark"],
///                 "default": "light", "system": [["(prefers-color-scheme: dark)", "dark"], …]},
///                {"name": "brand", "context": "default"}],
///  "tokens": {"color": ["color.bg", "color.text"], "dimension": ["space.gap"]},
///  "properties": {"color.bg!": "--color-bg-2"}}
/// ```
struct WebRuntimeConfig {
    let matrix: ExportMatrix

    /// The `localStorage` key of the user's choice (`livery:<user>` with a user key).
    static let storageKey = "livery"

    /// The whole configuration: `livery.config.json`.
    var json: JSONValue {
        var object = headJSON.objectValue ?? JSONObject()
        let (tokens, properties) = self.tokens
        object["tokens"] = .object(tokens)
        object["properties"] = .object(properties)
        return .object(object)
    }

    /// The part the scripts embed: no tokens.
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

    /// Type → token names, in the source's order, and the custom properties the runtime would
    /// not derive from the name.
    private var tokens: (byType: JSONObject, properties: JSONObject) {
        let properties = CSSPropertyNames.properties(of: matrix)
        var names: [(type: String, names: [JSONValue])] = []
        var exceptions = JSONObject()
        for (index, name) in matrix.names.enumerated() {
            guard let token = matrix.cells.lazy.compactMap({ matrix.token(at: index, in: $0.theme) }).first else {
                continue
            }
            let type = token.type.name
            if let slot = names.firstIndex(where: { $0.type == type }) {
                names[slot].names.append(.string(name))
            } else {
                names.append((type, [.string(name)]))
            }
            if properties[index] != Self.derivedProperty(name) { exceptions[name] = .string(properties[index]) }
        }
        return (JSONObject(names.map { (key: $0.type, value: JSONValue.array($0.names)) }), exceptions)
    }

    /// The property livery.js derives from a token name: `--`, then each Unicode scalar kept
    /// when it is an ASCII letter, digit, `_` or `-`, else `-` (`name.replace(/[^\w-]/gu, "-")`).
    static func derivedProperty(_ name: String) -> String {
        var out = "--"
        for scalar in name.unicodeScalars {
            let kept =
                scalar.isASCII
                && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-")
            out.unicodeScalars.append(kept ? scalar : "-")
        }
        return out
    }
}
