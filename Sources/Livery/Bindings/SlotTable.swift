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
    @exclusivity(unchecked) private var recent: ContiguousArray<Recent> = []
    private static let recentLimit = 8
    /// The recent entry after the last one found: targets bound alike ask for the same
    /// tokens in the same order, so it is usually the one asked for next (one comparison
    /// instead of a scan).
    @exclusivity(unchecked) private var nextRecent = 0

    private struct Recent {
        let name: String
        let type: ObjectIdentifier
        let slot: any AnyValueSlot

        func matches(_ name: String, _ type: ObjectIdentifier) -> Bool { self.type == type && self.name == name }
    }

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
        if nextRecent < recent.count, recent[nextRecent].matches(name, type) {
            let slot = UncountedReference<AnyObject>(recent[nextRecent].slot)
            nextRecent = nextRecent + 1 < recent.count ? nextRecent + 1 : 0
            return slot
        }
        for (i, entry) in recent.enumerated() where entry.matches(name, type) {
            nextRecent = i + 1 < recent.count ? i + 1 : 0
            return UncountedReference(entry.slot)
        }
        for slot in byName[name] ?? [] where slot.valueType == type {
            remember(slot)
            return UncountedReference(slot)
        }
        return nil
    }

    /// A slot found by one of the last few lookups, without hashing.
    func recentSlot(_ name: String, type: ObjectIdentifier) -> (any AnyValueSlot)? {
        for entry in recent where entry.matches(name, type) { return entry.slot }
        return nil
    }

    private func remember(_ slot: any AnyValueSlot) {
        if recent.count == SlotTable.recentLimit { recent.removeFirst() }
        recent.append(Recent(name: slot.name, type: slot.valueType, slot: slot))
        nextRecent = 0
    }

    func update(themes: [Theme], report: (ThemeDiagnostic) -> Void) {
        for slot in all { slot.update(themes: themes, report: report) }
    }

    /// Re-interns every slot's token in a new source's names.
    func reintern(in names: TokenNameTable) {
        for slot in all { slot.reintern(in: names) }
    }
}
