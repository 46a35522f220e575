import LiveryCore

/// Every value slot of one engine, found by token name and property type.
///
/// Its mutable fields are `@exclusivity(unchecked)`: only the main-actor engine touches them,
/// each in one short method of this type that calls nothing able to reach the same field, so
/// a dynamic exclusivity check could never fire and would only cost every binding.
@MainActor
final class SlotTable {
    private var byName: [String: [any AnyValueSlot]] = [:]
    private(set) var all: [any AnyValueSlot] = []
    /// The slots of the last few lookups: binding many targets to the same few tokens in a
    /// row skips hashing.
    @exclusivity(unchecked) private var recent: [(name: String, type: ObjectIdentifier, slot: any AnyValueSlot)] = []
    private static let recentLimit = 8

    /// The slot of `name` for `Value`, made (and filled for `themes`) on first use.
    func slot<Value>(
        _ name: String, token: TokenID?, expected: String, themes: [Theme],
        convert: @escaping (ResolvedToken, Theme) -> Value?, report: (ThemeDiagnostic) -> Void
    ) -> any AnyValueSlot {
        let type = ObjectIdentifier(Value.self)
        if let slot = recentSlot(name, type: type) { return slot }
        for slot in byName[name] ?? [] where slot.valueType == type {
            remember(slot)
            return slot
        }
        let slot = ValueSource<Value>(name: name, token: token, expected: expected, convert: convert)
        slot.update(themes: themes, report: report)
        byName[name, default: []].append(slot)
        all.append(slot)
        remember(slot)
        return slot
    }

    /// The slot of `name` for `type`, if one exists: uncounted, as the table keeps every
    /// slot for the engine's lifetime (``UncountedReference``, invariant 1).
    func existing(_ name: String, type: ObjectIdentifier) -> UncountedReference<AnyObject>? {
        for entry in recent where entry.type == type && entry.name == name { return UncountedReference(entry.slot) }
        for slot in byName[name] ?? [] where slot.valueType == type {
            remember(slot)
            return UncountedReference(slot)
        }
        return nil
    }

    /// A slot found by one of the last few lookups, without hashing.
    func recentSlot(_ name: String, type: ObjectIdentifier) -> (any AnyValueSlot)? {
        for entry in recent where entry.type == type && entry.name == name { return entry.slot }
        return nil
    }

    private func remember(_ slot: any AnyValueSlot) {
        if recent.count == SlotTable.recentLimit { recent.removeFirst() }
        recent.append((slot.name, slot.valueType, slot))
    }

    func update(themes: [Theme], report: (ThemeDiagnostic) -> Void) {
        for slot in all { slot.update(themes: themes, report: report) }
    }

    /// Re-interns every slot's token in a new source's names.
    func reintern(in names: TokenNameTable) {
        for slot in all { slot.reintern(in: names) }
    }
}
