/// One token as a file declares it, before references are resolved.
///
/// `name` is the token's path joined with periods (`color.bg.default`, `color.accent.$root`);
/// names cannot contain periods, so the join is unambiguous.
public struct RawToken: Sendable {
    public var name: String
    /// `$type` as the token declares it, if it does.
    public var explicitType: TokenType?
    /// The `$type` of the closest enclosing group that declares one.
    public var groupType: TokenType?
    /// `$value` exactly as written (references included).
    public var value: JSONValue {
        didSet { analysis = ValueAnalysis(value) }
    }
    public var description: String?
    /// `$deprecated` of the token, or inherited from its groups; `false` gives `nil`.
    public var deprecated: Deprecation?
    /// `$extensions`, verbatim.
    public var extensions: JSONObject?
    /// Members the format does not define, kept verbatim (reported as warnings when read).
    public var unknownProperties: JSONObject?
    /// The file that declared the token, as the user named it.
    public var file: String?
    /// Where the token's key stands in `file`.
    public var location: SourceLocation?
    /// `true` when reading the token already reported an error that makes it unusable.
    public var isInvalid: Bool
    /// The references in `value` and, for literals, the value read ahead.
    var analysis: ValueAnalysis

    public init(
        name: String, explicitType: TokenType? = nil, groupType: TokenType? = nil, value: JSONValue,
        description: String? = nil, deprecated: Deprecation? = nil, extensions: JSONObject? = nil,
        unknownProperties: JSONObject? = nil, file: String? = nil, location: SourceLocation? = nil,
        isInvalid: Bool = false
    ) {
        self.name = name
        self.explicitType = explicitType
        self.groupType = groupType
        self.value = value
        self.description = description
        self.deprecated = deprecated
        self.extensions = extensions
        self.unknownProperties = unknownProperties
        self.file = file
        self.location = location
        self.isInvalid = isInvalid
        self.analysis = ValueAnalysis(value)
    }
}

/// A group as a file declares it: its own properties (tokens are listed separately).
public struct TokenGroup: Sendable {
    /// The group's path joined with periods; `""` for the document root.
    public var name: String
    public var type: TokenType?
    public var description: String?
    public var deprecated: Deprecation?
    public var extensions: JSONObject?
    /// `$extends` (or a group-level `$ref`): the group this one inherits from.
    public var extends: GroupExtension?
    public var file: String?
    public var location: SourceLocation?

    public init(name: String, file: String? = nil, location: SourceLocation? = nil) {
        self.name = name
        self.file = file
        self.location = location
    }
}

/// A group's `$extends`: the group it inherits tokens and properties from.
public struct GroupExtension: Sendable, Hashable {
    /// The target group's name (`button` for `{button}` or `#/button`).
    public var target: String
    /// The reference as written, for messages.
    public var written: String
    public var location: SourceLocation?
}
