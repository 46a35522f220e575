import LiveryCore

/// Turns one resolved theme into its layer in the runtime's payload format — the one seam
/// between publishing and the payload encoder.
///
/// The payload of one layer is `{"<input>": {"<token.name>": {"type", "value", "hex"?}}}`:
/// flat resolved tokens under the canonical input key (`theme=dark,contrast=high`).
///
/// ```swift
/// let publisher = ThemeBundlePublisher(encoder: .minimal)
/// ```
public struct ThemeLayerEncoder: Sendable {
    /// The tokens of one theme as payload members (`"color.bg": {"type": "color", …}`).
    public var encodeTokens: @Sendable (ResolvedTheme) -> JSONObject

    public init(encodeTokens: @escaping @Sendable (ResolvedTheme) -> JSONObject) {
        self.encodeTokens = encodeTokens
    }

    /// A self-contained encoding: `type`, the DTCG `value`, and `hex` for colors.
    ///
    /// A stand-in until the exporters' payload encoder is wired here; both write the same shape.
    public static let minimal = ThemeLayerEncoder { theme in
        var tokens = JSONObject()
        for (name, token) in theme.tokens {
            var member = JSONObject()
            member["type"] = .string(token.type.name)
            member["value"] = PayloadValueEncoding.json(token.value)
            if let color = token.value.color { member["hex"] = .string(color.hex) }
            tokens[name] = .object(member)
        }
        return tokens
    }
}
