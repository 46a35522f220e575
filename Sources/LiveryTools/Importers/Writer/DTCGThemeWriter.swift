import LiveryCore

/// Writes an ``ImportedTheme`` as DTCG 2025.10 files: one resolver document and one token
/// file per layer. The one writer every importer shares.
///
/// The output, for a theme named `Colors` with `light` and `dark` layers:
///
/// ```
/// Colors.resolver.json        version 2025.10, a `theme` modifier, resolutionOrder
/// tokens/light.tokens.json    the light layer's tokens
/// tokens/dark.tokens.json     the dark layer's tokens
/// ```
///
/// Contexts reference their layers' files in stacking order (`"dark": [{"$ref":
/// "tokens/light.tokens.json"}, {"$ref": "tokens/dark.tokens.json"}]`). Base layers become the
/// set `base`, resolved first. A modifier with a single context is written as a set named
/// after that context, since DTCG asks tools to reject one-context modifiers.
public enum DTCGThemeWriter {
    /// The `$schema` written into resolver documents.
    public static let resolverSchema = "https://www.designtokens.org/schemas/2025.10/resolver.json"

    /// The files for `theme`, resolver first.
    ///
    /// - Throws: `DiagnosticsError` listing every invalid token name, token/group clash,
    ///   dangling or circular reference, and malformed modifier.
    public static func files(for theme: ImportedTheme) throws(DiagnosticsError) -> [OutputFile] {
        var problems = theme.structureProblems() + theme.referenceProblems()
        let fileNames = FileNaming.layerFiles(theme.layers.map(\.name))
        var tokenFiles: [OutputFile] = []
        for layer in theme.layers {
            do throws(DiagnosticsError) {
                let tree = try TokenTree(layer.tokens)
                tokenFiles.append(OutputFile(path: fileNames[layer.name] ?? layer.name, json: tree.json))
            } catch {
                problems += error.diagnostics
            }
        }
        if !problems.isEmpty { throw DiagnosticsError(problems) }
        let resolver = OutputFile(
            path: FileNaming.safe(theme.name) + ".resolver.json", json: resolverDocument(theme, fileNames: fileNames))
        return [resolver] + tokenFiles
    }

    static func resolverDocument(_ theme: ImportedTheme, fileNames: [String: String]) -> JSONValue {
        func refs(_ layers: [String]) -> JSONValue {
            .array(layers.map { ["$ref": .string(fileNames[$0] ?? $0)] })
        }
        var document = JSONObject()
        document["$schema"] = .string(resolverSchema)
        document["name"] = .string(theme.name)
        document["version"] = "2025.10"
        if let description = theme.description { document["description"] = .string(description) }
        var sets = JSONObject()
        var modifiers = JSONObject()
        var order: [JSONValue] = []
        if !theme.baseLayers.isEmpty {
            sets["base"] = ["sources": refs(theme.baseLayers)]
            order.append(["$ref": "#/sets/base"])
        }
        for modifier in theme.modifiers {
            if modifier.contexts.count == 1, let only = modifier.contexts.first {
                sets[only.name] = ["sources": refs(only.layers)]
                order.append(["$ref": .string("#/sets/" + pointerEscaped(only.name))])
                continue
            }
            var object = JSONObject()
            if let description = modifier.description { object["description"] = .string(description) }
            var contexts = JSONObject()
            for context in modifier.contexts { contexts[context.name] = refs(context.layers) }
            object["contexts"] = .object(contexts)
            if let fallback = modifier.defaultContext ?? modifier.contexts.first?.name {
                object["default"] = .string(fallback)
            }
            modifiers[modifier.name] = .object(object)
            order.append(["$ref": .string("#/modifiers/" + pointerEscaped(modifier.name))])
        }
        if !sets.isEmpty { document["sets"] = .object(sets) }
        if !modifiers.isEmpty { document["modifiers"] = .object(modifiers) }
        document["resolutionOrder"] = .array(order)
        return .object(document)
    }

    /// A name escaped for a JSON pointer segment (RFC 6901: `~` → `~0`, `/` → `~1`).
    static func pointerEscaped(_ name: String) -> String {
        name.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }
}
