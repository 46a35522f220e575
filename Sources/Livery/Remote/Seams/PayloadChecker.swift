import LiveryCore

/// The checks behind ``ThemeLayerValidator``: payload shape, and optionally names, types and
/// values against a base theme source. Values are read as `ResolvedThemeJSON` reads them
/// (``TokenValue/init(dtcg:type:path:)``), so a layer that passes decodes in the engine.
struct PayloadChecker: Sendable {
    private let base: (any ThemeSource)?
    /// The base's combinations by layer key, not resolved: a payload's keys resolve only the
    /// combinations they name, so a checker over thousands of combinations costs nothing
    /// until a payload arrives, and then what that payload touches.
    private let inputs: [String: ResolverInput]

    init(base: (any ThemeSource)?) {
        self.base = base
        var inputs: [String: ResolverInput] = [:]
        if let base {
            for input in base.allInputs { inputs[input.description] = input }
        }
        self.inputs = inputs
    }

    func problems(in payload: JSONValue) -> [Diagnostic] {
        guard let layers = payload.objectValue else {
            return [.error("a payload must be an object of layers, found \(payload.kindDescription)")]
        }
        var problems: [Diagnostic] = []
        for (key, value) in layers {
            let theme = inputs[key].flatMap { try? base?.theme(for: $0) }
            if base != nil, theme == nil {
                problems.append(.error("the base theme has no combination \"\(key)\"", path: key))
                continue
            }
            guard let tokens = value.objectValue else {
                problems.append(
                    .error("a layer must be an object of tokens, found \(value.kindDescription)", path: key))
                continue
            }
            for (name, token) in tokens {
                problems += self.problems(token: token, named: name, in: key, base: theme)
            }
        }
        return problems
    }

    private func problems(token: JSONValue, named name: String, in key: String, base: ResolvedTheme?) -> [Diagnostic] {
        let path = "\(key): \(name)"
        if let base, token["type"] == nil, token["value"] == nil, let baseToken = base[name] {
            // A bare value, typed by the base token (as the engine reads it).
            if case .failure(let problem) = LayerTokenCodec.decode(token, baseType: baseToken.type) {
                return [.error(problem.message, path: path)]
            }
            return []
        }
        guard let type = token["type"]?.stringValue, let value = token["value"] else {
            return [.error("a token needs a string \"type\" and a \"value\"", path: path)]
        }
        if let hex = token["hex"], hex.stringValue == nil {
            return [.error("\"hex\" must be a string, found \(hex.kindDescription)", path: path)]
        }
        guard let base else { return [] }
        guard let baseToken = base[name] else {
            return [.error("unknown token: the base theme has no \"\(name)\"", path: path)]
        }
        if baseToken.isImage, type == "image" || type == TokenType.fontFamily.name, value.stringValue != nil {
            return []
        }
        guard baseToken.type.name == type else {
            return [.error("type mismatch: the base token is \(baseToken.type), the layer says \(type)", path: path)]
        }
        do {
            _ = try TokenValue(dtcg: value, type: baseToken.type, path: "value")
        } catch {
            return [.error("bad \(type) value: \(error)", path: path)]
        }
        return []
    }
}
