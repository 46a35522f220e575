/// One token of a resolved theme: its type and its value with every reference resolved.
public struct ResolvedToken: Sendable, Hashable {
    /// The token's type (`$type`, inherited or from the referenced token).
    public var type: TokenType
    /// The value, every reference resolved.
    public var value: TokenValue
    /// `$description`, if any.
    public var description: String?
    /// `$deprecated`: `true`, or an explanation.
    public var deprecated: Deprecation?
    /// `$extensions`, kept verbatim.
    public var extensions: JSONObject?

    /// A token of `type` and `value`, with its description, deprecation and extensions when it has them.
    public init(
        type: TokenType, value: TokenValue, description: String? = nil, deprecated: Deprecation? = nil,
        extensions: JSONObject? = nil
    ) {
        self.type = type
        self.value = value
        self.description = description
        self.deprecated = deprecated
        self.extensions = extensions
    }
}

/// A token's `$deprecated` flag.
public enum Deprecation: Sendable, Hashable {
    /// Deprecated, without an explanation (`"$deprecated": true`).
    case deprecated
    /// Deprecated, with an explanation (`"$deprecated": "use color.bg"`).
    case deprecatedBecause(String)
}
