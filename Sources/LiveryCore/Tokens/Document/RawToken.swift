/// One token as a file declares it, before references are resolved.
///
/// `name` is the token's path joined with periods (`color.bg.default`, `color.accent.$root`);
/// names cannot contain periods, so the join is unambiguous.
///
/// A value type with copy-on-write storage: copying a token (merging a set per input
/// combination copies thousands) costs one reference count, not one per member.
public struct RawToken: Sendable {
    private var storage: Storage

    /// A token named `name` (its path joined with periods) with `value` as written.
    public init(
        name: String, explicitType: TokenType? = nil, groupType: TokenType? = nil, value: JSONValue,
        description: String? = nil, deprecated: Deprecation? = nil, extensions: JSONObject? = nil,
        unknownProperties: JSONObject? = nil, file: String? = nil, location: SourceLocation? = nil,
        isInvalid: Bool = false
    ) {
        storage = Storage(
            name: name, explicitType: explicitType, groupType: groupType, value: value, description: description,
            deprecated: deprecated, extensions: extensions, unknownProperties: unknownProperties, file: file,
            location: location, isInvalid: isInvalid, analysis: ValueAnalysis(value))
    }

    /// The token's path joined with periods.
    public var name: String {
        get { storage.name }
        set { mutate { $0.name = newValue } }
    }

    /// `$type` as the token declares it, if it does.
    public var explicitType: TokenType? {
        get { storage.explicitType }
        set { mutate { $0.explicitType = newValue } }
    }

    /// The `$type` of the closest enclosing group of its file that declares one.
    public var groupType: TokenType? {
        get { storage.groupType }
        set { mutate { $0.groupType = newValue } }
    }

    /// `$value` exactly as written (references included).
    public var value: JSONValue {
        get { storage.value }
        set {
            mutate {
                $0.value = newValue
                $0.analysis = ValueAnalysis(newValue)
            }
        }
    }

    /// `$description`.
    public var description: String? {
        get { storage.description }
        set { mutate { $0.description = newValue } }
    }

    /// `$deprecated` of the token, or inherited from its groups; `false` gives `nil`.
    public var deprecated: Deprecation? {
        get { storage.deprecated }
        set { mutate { $0.deprecated = newValue } }
    }

    /// `$extensions`, verbatim.
    public var extensions: JSONObject? {
        get { storage.extensions }
        set { mutate { $0.extensions = newValue } }
    }

    /// Members the format does not define, kept verbatim (reported as warnings when read).
    public var unknownProperties: JSONObject? {
        get { storage.unknownProperties }
        set { mutate { $0.unknownProperties = newValue } }
    }

    /// The file that declared the token, as the user named it.
    public var file: String? {
        get { storage.file }
        set { mutate { $0.file = newValue } }
    }

    /// Where the token's key stands in `file`.
    public var location: SourceLocation? {
        get { storage.location }
        set { mutate { $0.location = newValue } }
    }

    /// `true` when reading the token already reported an error that makes it unusable.
    public var isInvalid: Bool {
        get { storage.isInvalid }
        set { mutate { $0.isInvalid = newValue } }
    }

    /// The references in `value` and, for literals, the value read ahead.
    var analysis: ValueAnalysis {
        get { storage.analysis }
        set { mutate { $0.analysis = newValue } }
    }

    /// Every reference in `value` (read without copying the rest of the analysis).
    var references: [TokenReference] { storage.analysis.references }

    /// `value` as a whole: a reference, a literal, or a malformed reference.
    var whole: TokenReference.Parsed { storage.analysis.whole }

    /// The literal value read when the file was, if it was.
    var preread: ValueAnalysis.Preread? { storage.analysis.preread }

    private mutating func mutate(_ change: (Storage) -> Void) {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        change(storage)
    }

    /// `@unchecked Sendable`: an instance is only mutated through ``RawToken``'s setters after
    /// `isKnownUniquelyReferenced` confirmed no other token (or thread) shares it — copy on write.
    private final class Storage: @unchecked Sendable {
        var name: String
        var explicitType: TokenType?
        var groupType: TokenType?
        var value: JSONValue
        var description: String?
        var deprecated: Deprecation?
        var extensions: JSONObject?
        var unknownProperties: JSONObject?
        var file: String?
        var location: SourceLocation?
        var isInvalid: Bool
        var analysis: ValueAnalysis

        init(
            name: String, explicitType: TokenType?, groupType: TokenType?, value: JSONValue, description: String?,
            deprecated: Deprecation?, extensions: JSONObject?, unknownProperties: JSONObject?, file: String?,
            location: SourceLocation?, isInvalid: Bool, analysis: ValueAnalysis
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
            self.analysis = analysis
        }

        func copy() -> Storage {
            Storage(
                name: name, explicitType: explicitType, groupType: groupType, value: value, description: description,
                deprecated: deprecated, extensions: extensions, unknownProperties: unknownProperties, file: file,
                location: location, isInvalid: isInvalid, analysis: analysis)
        }
    }
}

/// A group as a file declares it: its own properties (tokens are listed separately).
public struct TokenGroup: Sendable {
    /// The group's path joined with periods; `""` for the document root.
    public var name: String
    /// `$type`, the default type of the group's tokens.
    public var type: TokenType?
    /// `$description`.
    public var description: String?
    /// `$deprecated`.
    public var deprecated: Deprecation?
    /// `$extensions`, verbatim.
    public var extensions: JSONObject?
    /// `$extends` (or a group-level `$ref`): the group this one inherits from.
    public var extends: GroupExtension?
    /// The file that declared the group, as the user named it.
    public var file: String?
    /// Where the group's key stands in `file`.
    public var location: SourceLocation?

    /// A group named `name` with no properties yet.
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
    /// Where `$extends` stands in the file.
    public var location: SourceLocation?
    /// Written as a JSON Pointer (`"$ref": "#/button"`) rather than `$extends`.
    public var isPointer: Bool = false

    /// The reference as messages name it: `$ref "#/button"` or `$extends {button}`.
    var spelling: String {
        isPointer ? "$ref \"\(written)\"" : "$extends {\(target)}"
    }
}
