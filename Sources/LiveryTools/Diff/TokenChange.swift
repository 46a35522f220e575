import LiveryCore

/// One difference in one token between the old and the new side of a diff, in one context.
///
/// A token that differs in type is reported as ``Kind-swift.enum/typeChanged`` only; one whose
/// value differs, as ``Kind-swift.enum/valueChanged`` (carrying both reference targets when the
/// alias moved too); one whose value is the same but whose reference target moved, as
/// ``Kind-swift.enum/aliasRepointed``.
public struct TokenChange: Sendable, Hashable {
    /// What kind of change this is; the raw value is the JSON and `--format` spelling.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// The new side defines a token the old side did not.
        case added
        /// The old side defined a token the new side does not.
        case removed
        /// A removed and an added token with the same type, the same value and the same place
        /// (the same parent group, or the same last name segment): a heuristic guess.
        case renamed
        /// The token's `$type` differs.
        case typeChanged = "type-changed"
        /// The token's resolved value differs.
        case valueChanged = "value-changed"
        /// The token refers to another token than before, and resolves to the same value.
        case aliasRepointed = "alias-repointed"

        /// Whether code that reads the token by name (or by type) can stop working.
        public var isBreaking: Bool {
            switch self {
            case .removed, .renamed, .typeChanged: true
            case .added, .valueChanged, .aliasRepointed: false
            }
        }
    }

    /// The kind of change.
    public var kind: Kind
    /// The token's name on the new side (on the old side for a removed token).
    public var name: String
    /// The old name of a renamed token; `nil` for every other kind.
    public var oldName: String?
    /// The token on the old side; `nil` for an added token.
    public var old: TokenSide?
    /// The token on the new side; `nil` for a removed token.
    public var new: TokenSide?

    /// A change of `kind` to the token `name`, with what each side holds.
    public init(kind: Kind, name: String, oldName: String? = nil, old: TokenSide?, new: TokenSide?) {
        self.kind = kind
        self.name = name
        self.oldName = oldName
        self.old = old
        self.new = new
    }

    /// Whether the change is breaking (removed, renamed, type changed).
    public var isBreaking: Bool { kind.isBreaking }

    /// For two colors, their distance in OKLab (CSS Color 4 deltaEOK) times 100, where 2 is
    /// about one just-noticeable difference; `nil` unless both sides are colors.
    public var deltaE: Double? {
        guard let a = old?.color, let b = new?.color else { return nil }
        return a.deltaEOK(b) * 100
    }
}

/// What one side of a diff holds for a token: its type, its value, and where it points.
public struct TokenSide: Sendable, Hashable {
    /// The token's type.
    public var type: TokenType
    /// The resolved value.
    public var value: TokenValue
    /// The token the value refers to when it is written as a reference (`color.blue.500`, or a
    /// JSON Pointer such as `#/color/blue/$value`); `nil` for a literal.
    public var reference: String?

    /// A side holding `type` and `value`, written as a reference to `reference` when given.
    public init(type: TokenType, value: TokenValue, reference: String? = nil) {
        self.type = type
        self.value = value
        self.reference = reference
    }

    /// The value when it is a color.
    public var color: Color? {
        if case .color(let color) = value { return color }
        return nil
    }

    /// The value in one short line: colors as hex, dimensions as `16px`, strings bare, anything
    /// else as compact JSON.
    public var valueText: String {
        if let color { return color.hex }
        let json = value.dtcgJSON
        if let object = json.objectValue, object.count == 2, let number = object["value"]?.numberValue,
            let unit = object["unit"]?.stringValue
        {
            return JSONWriter.number(number) + unit
        }
        if case .string(let string) = json { return string }
        return JSONWriter.string(json, pretty: false)
    }
}
