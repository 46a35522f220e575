/// One token of a resolved theme: its type and its value with every reference resolved.
public struct ResolvedToken: Sendable, Hashable {
    public var type: TokenType
    public var value: TokenValue
    public var description: String?
    /// `$deprecated`: `true`, or an explanation.
    public var deprecated: Deprecation?
    /// `$extensions`, kept verbatim.
    public var extensions: JSONObject?

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
    case deprecated
    case deprecatedBecause(String)
}
