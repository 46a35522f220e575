/// The flat JSON form of resolved themes: what `livery resolve --format json` prints, what
/// `livery export --format json` writes, and the payload the runtime accepts for
/// server-delivered themes.
///
/// One theme is an object from token name to `{"type", "value", "hex"?}`: the DTCG type, the
/// DTCG value with every reference resolved, and for colors the sRGB hex (`#rrggbb`, or
/// `#rrggbbaa` when translucent; wide-gamut colors gamut-mapped). `description`, `deprecated`
/// and `extensions` follow when the token has them. Several themes are an object from the
/// input key (`theme=dark,contrast=high`) to one theme each.
///
/// ```json
/// {"theme=dark": {"color.bg": {"type": "color",
///   "value": {"colorSpace": "srgb", "components": [0, 0, 0], "hex": "#000000"}, "hex": "#000000"}}}
/// ```
public enum ResolvedThemeJSON {
    /// One token: `{"type", "value", "hex"?, "description"?, "deprecated"?, "extensions"?}`.
    public static func encode(_ token: ResolvedToken) -> JSONValue {
        var object = JSONObject([("type", .string(token.type.name)), ("value", token.value.dtcgJSON)])
        if case .color(let color) = token.value { object["hex"] = .string(color.hex) }
        if let description = token.description { object["description"] = .string(description) }
        switch token.deprecated {
        case .deprecated: object["deprecated"] = true
        case .deprecatedBecause(let reason): object["deprecated"] = .string(reason)
        case nil: break
        }
        if let extensions = token.extensions { object["extensions"] = .object(extensions) }
        return .object(object)
    }

    /// Every token the theme defines, in the source's name order.
    public static func encode(_ theme: ResolvedTheme) -> JSONValue {
        .object(members(of: theme))
    }

    /// The members of ``encode(_:)-(ResolvedTheme)``: token name → token, in the source's name
    /// order, for callers that place them under a key of their own (a published theme file).
    public static func members(of theme: ResolvedTheme) -> JSONObject {
        JSONObject(theme.tokens.map { (key: $0.name, value: encode($0.token)) })
    }

    /// Several themes keyed by their input (`theme=dark,contrast=high`), in the order given.
    public static func encode(_ themes: [ResolvedTheme]) -> JSONValue {
        .object(JSONObject(themes.map { (key: $0.input.description, value: encode($0)) }))
    }

    /// Reads one token as ``encode(_:)-(ResolvedToken)`` writes it; `hex` is ignored (the value
    /// is authoritative). The value is read by ``TokenValue/init(dtcg:type:path:)``, the type
    /// descriptors of token documents.
    ///
    /// - Throws: A ``Diagnostic`` whose path names the member at fault (`color.bg.value.unit`).
    public static func decodeToken(_ json: JSONValue, path: String) throws(Diagnostic) -> ResolvedToken {
        guard let object = json.objectValue else {
            throw .error("expected a token object, found \(json.kindDescription)", path: path)
        }
        guard let typeName = object["type"]?.stringValue else {
            throw .error("missing string member \"type\"", path: path)
        }
        guard let value = object["value"] else { throw .error("missing member \"value\"", path: path) }
        let type = TokenType(name: typeName)
        var token = ResolvedToken(type: type, value: try TokenValue(dtcg: value, type: type, path: "\(path).value"))
        token.description = object["description"]?.stringValue
        switch object["deprecated"] {
        case .bool(true): token.deprecated = .deprecated
        case .string(let reason): token.deprecated = .deprecatedBecause(reason)
        default: break
        }
        token.extensions = object["extensions"]?.objectValue
        return token
    }

    /// Reads one theme: token name → token.
    public static func decodeTheme(_ json: JSONValue, path: String = "") throws(Diagnostic) -> [String: ResolvedToken] {
        guard let object = json.objectValue else {
            throw .error("expected an object of tokens, found \(json.kindDescription)", path: path.isEmpty ? nil : path)
        }
        var tokens: [String: ResolvedToken] = [:]
        for (name, value) in object {
            tokens[name] = try decodeToken(value, path: path.isEmpty ? name : "\(path).\(name)")
        }
        return tokens
    }

    /// Reads several themes keyed by input into a ``ThemeTable``.
    ///
    /// Modifiers are taken from the keys in order of first appearance, contexts likewise; each
    /// modifier's default is its first context. Every key must name the same modifiers.
    ///
    /// - Throws: A ``Diagnostic`` naming a malformed key or token.
    public static func decodeThemes(_ json: JSONValue) throws(Diagnostic) -> ThemeTable {
        guard let object = json.objectValue else {
            throw .error("expected an object of themes, found \(json.kindDescription)")
        }
        var modifierOrder: [String] = []
        var contexts: [String: [String]] = [:]
        var themes: [ResolverInput: [String: ResolvedToken]] = [:]
        for (key, value) in object {
            let input = try parseInputKey(key)
            let names = input.selections.map(\.modifier)
            if modifierOrder.isEmpty { modifierOrder = names }
            guard names == modifierOrder else {
                throw .error("names the modifiers \(names) where earlier keys name \(modifierOrder)", path: key)
            }
            for (modifier, context) in input.selections where !(contexts[modifier] ?? []).contains(context) {
                contexts[modifier, default: []].append(context)
            }
            themes[input] = try decodeTheme(value, path: key)
        }
        let modifiers = modifierOrder.map { name in
            ModifierDescription(name: name, contexts: contexts[name] ?? [], defaultContext: contexts[name]?.first)
        }
        return ThemeTable(modifiers: modifiers, themes: themes)
    }

    /// `theme=dark,contrast=high` → the input; the empty string is the input of no modifiers.
    static func parseInputKey(_ key: String) throws(Diagnostic) -> ResolverInput {
        do throws(ContextSelectorError) {
            let selector = try ResolverInput.selector(parsing: key)
            return ResolverInput(selector.conditions.map { ($0.modifier ?? "", $0.context) })
        } catch {
            throw .error("\(error)", path: key)
        }
    }
}
