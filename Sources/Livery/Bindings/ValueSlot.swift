import LiveryCore

/// The converted value of one token for one property type, per scope.
///
/// Every binding of that token to a property of that type reads the same slot, so a switch
/// converts each (token, type) pair once — one `UIColor` per token, not one per label.
@MainActor @usableFromInline
class AnyValueSlot {
    /// The token's name; its ID is re-interned when the source is replaced.
    @usableFromInline let name: String
    private(set) var token: TokenID?
    let valueType: ObjectIdentifier

    init(name: String, token: TokenID?, valueType: ObjectIdentifier) {
        self.name = name
        self.token = token
        self.valueType = valueType
    }

    func reintern(in names: TokenNameTable) { token = names.id(for: name) }

    /// Converts the token for each scope's theme; reports a type mismatch once.
    func update(themes: [Theme], report: (ThemeDiagnostic) -> Void) {}
}

@MainActor @usableFromInline
final class ValueSlot<Value>: AnyValueSlot {
    /// Indexed by scope; `nil` where the token is absent or does not convert.
    @usableFromInline private(set) var values: [Value?] = []
    let convert: (ResolvedToken, Theme) -> Value?
    let expected: String
    private var reportedMismatch = false

    init(name: String, token: TokenID?, expected: String, convert: @escaping (ResolvedToken, Theme) -> Value?) {
        self.convert = convert
        self.expected = expected
        super.init(name: name, token: token, valueType: ObjectIdentifier(Value.self))
    }

    @inlinable
    func value(at scope: Int) -> Value? {
        scope < values.count ? values[scope] : nil
    }

    override func update(themes: [Theme], report: (ThemeDiagnostic) -> Void) {
        guard let id = token else {
            values = Array(repeating: nil, count: themes.count)
            return
        }
        values = themes.map { theme in
            guard let token = theme[id] else { return nil }
            let value = convert(token, theme)
            if value == nil && !reportedMismatch {
                reportedMismatch = true
                report(.typeMismatch(token: name, expected: expected, found: token.type))
            }
            return value
        }
    }
}

/// Every value slot of one engine, found by token name and property type.
@MainActor
final class SlotTable {
    private var byName: [String: [AnyValueSlot]] = [:]
    private(set) var all: [AnyValueSlot] = []
    /// The slots of the last few lookups: binding many targets to the same few tokens in a
    /// row skips hashing.
    private var recent: [AnyValueSlot] = []
    private static let recentLimit = 8

    /// The slot of `name` for `Value`, made (and filled for `themes`) on first use.
    func slot<Value>(
        _ name: String, token: TokenID?, expected: String, themes: [Theme],
        convert: @escaping (ResolvedToken, Theme) -> Value?, report: (ThemeDiagnostic) -> Void
    ) -> ValueSlot<Value> {
        let type = ObjectIdentifier(Value.self)
        for slot in recent where slot.valueType == type && slot.name == name {
            if let typed = slot as? ValueSlot<Value> { return typed }
        }
        for slot in byName[name] ?? [] where slot.valueType == type {
            if let typed = slot as? ValueSlot<Value> {
                remember(typed)
                return typed
            }
        }
        let slot = ValueSlot<Value>(name: name, token: token, expected: expected, convert: convert)
        slot.update(themes: themes, report: report)
        byName[name, default: []].append(slot)
        all.append(slot)
        remember(slot)
        return slot
    }

    private func remember(_ slot: AnyValueSlot) {
        if recent.count == SlotTable.recentLimit { recent.removeFirst() }
        recent.append(slot)
    }

    func update(themes: [Theme], report: (ThemeDiagnostic) -> Void) {
        for slot in all { slot.update(themes: themes, report: report) }
    }

    /// Re-interns every slot's token in a new source's names.
    func reintern(in names: TokenNameTable) {
        for slot in all { slot.reintern(in: names) }
    }
}
