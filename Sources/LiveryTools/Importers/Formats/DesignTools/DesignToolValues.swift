import LiveryCore

/// Values in DTCG's own shapes, as Figma's export (and the DTCG spelling of Tokens Studio and
/// Style Dictionary files) writes them, read into the import model.
enum DesignToolValues {
    /// The type of every token that has one, following aliases that do not say theirs to the
    /// token they name (DTCG: an alias has its target's type).
    static func typesByPath(_ tokens: [FoundToken], dropValueSuffix: Bool = false) -> [[String]: String] {
        var byPath: [[String]: FoundToken] = [:]
        for token in tokens where byPath[token.path] == nil { byPath[token.path] = token }
        var types: [[String]: String] = [:]
        for token in tokens where types[token.path] == nil {
            var current = token
            var visited: Set<[String]> = [token.path]
            while current.type == nil, let text = current.value.stringValue,
                let target = ReferenceText.whole(text, droppingValueSuffix: dropValueSuffix), let next = byPath[target],
                visited.insert(target).inserted
            {
                current = next
            }
            if let type = current.type { types[token.path] = type }
        }
        return types
    }

    /// `token`'s value in the import model: an alias, a color, a plain string, number or flag,
    /// or the DTCG value verbatim.
    static func dtcgValue(of token: FoundToken, types: [[String]: String]) -> Result<ImportedValue, Diagnostic> {
        if let text = token.value.stringValue, let target = ReferenceText.whole(text) {
            guard let type = token.type ?? types[target] ?? types[token.path] else {
                return .failure(
                    token.source.error("the alias \(text) has no $type, and neither has a token it leads to"))
            }
            return .success(.alias(path: target, type: type))
        }
        guard let type = token.type else {
            return .failure(token.source.error("the token has no $type, on itself or on a group around it"))
        }
        switch (type, token.value) {
        case ("color", .string(let text)):
            guard let color = ColorText.css(text) else {
                return .failure(token.source.error("\"\(text)\" is not a color (a hex, rgb() or hsl() color)"))
            }
            return .success(.color(color))
        case ("string", .string(let text)): return .success(.string(text))
        case ("boolean", .bool(let flag)): return .success(.boolean(flag))
        case ("number", .number(let number)): return .success(.number(number))
        default: return .success(.dtcg(type: type, value: token.value))
        }
    }
}
