import LiveryCore

/// What a property binding reads on a switch: a token's value converted for every scope
/// (a shared slot, see ``SlotTable``), or a provider closure of the theme.
///
/// Final and read directly by the specialized setter, so reading a value on a switch is an
/// array load, not a call through generic code.
@usableFromInline
final class ValueSource<Value> {
    /// Indexed by scope; `nil` where the token is absent or does not convert. Written only
    /// by ``update(themes:report:)`` between passes, never while a setter reads it.
    @exclusivity(unchecked) @usableFromInline
    private(set) var values: ContiguousArray<Value?> = []
    /// The closure of a provider binding; `nil` for token slots.
    @usableFromInline let provider: (@MainActor (Theme) -> Value?)?

    // Token slots only.
    let name: String
    private(set) var token: TokenID?
    let convert: ((ResolvedToken, Theme) -> Value?)?
    let expected: String
    private var reportedMismatch = false

    /// A token slot.
    init(name: String, token: TokenID?, expected: String, convert: @escaping (ResolvedToken, Theme) -> Value?) {
        self.name = name
        self.token = token
        self.convert = convert
        self.expected = expected
        self.provider = nil
    }

    /// A provider's source.
    @usableFromInline
    init(provider: @escaping @MainActor (Theme) -> Value?) {
        self.provider = provider
        self.name = ""
        self.convert = nil
        self.expected = ""
    }

    /// The token's value in `scope`.
    @inlinable @inline(__always)
    func stored(at scope: Int) -> Value? {
        scope < values.count ? values[scope] : nil
    }

    /// The provider's value in `context`.
    @inlinable @MainActor
    func provided(in context: ApplyContext) -> Value? {
        provider?(context.theme) ?? nil
    }
}

/// A token slot as the slot table sees it, whatever its value type.
@MainActor
protocol AnyValueSlot: AnyObject {
    var name: String { get }
    var valueType: ObjectIdentifier { get }
    func reintern(in names: TokenNameTable)
    /// Converts the token for each scope's theme; reports a type mismatch once.
    func update(themes: [Theme], report: (ThemeDiagnostic) -> Void)
}

extension ValueSource: @MainActor AnyValueSlot {
    var valueType: ObjectIdentifier { ObjectIdentifier(Value.self) }

    func reintern(in names: TokenNameTable) { token = names.id(for: name) }

    func update(themes: [Theme], report: (ThemeDiagnostic) -> Void) {
        guard let convert else { return }
        guard let id = token else {
            values = ContiguousArray(repeating: nil, count: themes.count)
            return
        }
        values = ContiguousArray(
            themes.map { theme in
                guard let token = theme[id] else { return nil }
                let value = convert(token, theme)
                if value == nil && !reportedMismatch {
                    reportedMismatch = true
                    report(.typeMismatch(token: name, expected: expected, found: token.type))
                }
                return value
            })
    }
}
