import LiveryCore

/// The `json` format: one document whose object keys are sorted, arrays in the diff's order.
///
/// ```text
/// {"breaking": true, "contexts": [{"changes": [...], "context": "theme=dark", "contrast": [...],
///  "presence": "both"}], "contrastCompared": true, "new": "b.resolver.json",
///  "old": "a.resolver.json", "renameNote": "...", "totals": {"added": 1, ...}}
/// ```
///
/// A change has `kind`, `name`, `breaking`, and where they apply `oldName`, `old` and `new`
/// (each `{"type", "value", "reference"}`, the value as in the DTCG file, `hex` for colors)
/// and `deltaEOK100`; a contrast flip has `kind`, `pair`, `foreground`, `background`, `over`,
/// `oldRatio` (`null` when unmeasurable), `newRatio` and `required`. Ratios are cut to three
/// decimals, ΔE rounded to two.
enum DiffJSONRenderer {
    static func string(_ diff: ThemeDiff) -> String {
        JSONWriter.string(json(diff), pretty: true) + "\n"
    }

    static func json(_ diff: ThemeDiff) -> JSONValue {
        var totals: [(String, JSONValue)] = TokenChange.Kind.allCases.map { ($0.rawValue, count(diff.total($0))) }
        totals += ContrastChange.Kind.allCases.map { ($0.rawValue, count(diff.total($0))) }
        return sorted([
            ("old", .string(diff.oldLabel)), ("new", .string(diff.newLabel)),
            ("breaking", .bool(diff.hasBreakingChanges)), ("contrastCompared", .bool(diff.comparedContrast)),
            ("renameNote", .string(ThemeDiff.renameNote)), ("totals", sorted(totals)),
            ("contexts", .array(diff.contexts.map(context))),
        ])
    }

    private static func context(_ context: ContextDiff) -> JSONValue {
        sorted([
            ("context", .string(context.context)), ("presence", .string(context.presence.rawValue)),
            ("changes", .array(context.changes.map(change))), ("contrast", .array(context.contrast.map(flip))),
        ])
    }

    private static func change(_ change: TokenChange) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("kind", .string(change.kind.rawValue)), ("name", .string(change.name)),
            ("breaking", .bool(change.isBreaking)),
        ]
        if let oldName = change.oldName { members.append(("oldName", .string(oldName))) }
        if let old = change.old { members.append(("old", side(old))) }
        if let new = change.new { members.append(("new", side(new))) }
        if let deltaE = change.deltaE { members.append(("deltaEOK100", .number((deltaE * 100).rounded() / 100))) }
        return sorted(members)
    }

    private static func side(_ side: TokenSide) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("type", .string(side.type.name)), ("value", deepSorted(side.value.dtcgJSON)),
        ]
        members.append(("reference", side.reference.map(JSONValue.string) ?? .null))
        if let color = side.color { members.append(("hex", .string(color.hex))) }
        return sorted(members)
    }

    private static func flip(_ flip: ContrastChange) -> JSONValue {
        sorted([
            ("kind", .string(flip.kind.rawValue)), ("pair", .string(flip.pair)),
            ("foreground", .string(flip.foreground)), ("background", .string(flip.background)),
            ("over", flip.backdrop.map(JSONValue.string) ?? .null),
            ("oldRatio", flip.oldRatio.map { .number(cut($0)) } ?? .null), ("newRatio", .number(cut(flip.newRatio))),
            ("required", .number(flip.required)),
        ])
    }

    private static func count(_ value: Int) -> JSONValue { .number(Double(value)) }

    private static func cut(_ ratio: Double) -> Double { (ratio * 1000).rounded(.down) / 1000 }

    /// An object with its members in key order (the members built here are sorted already).
    private static func sorted(_ members: [(String, JSONValue)]) -> JSONValue {
        .object(JSONObject(members.sorted { $0.0 < $1.0 }.map { (key: $0.0, value: $0.1) }))
    }

    /// A DTCG value with the members of every object in it in key order.
    private static func deepSorted(_ value: JSONValue) -> JSONValue {
        switch value {
        case .object(let object): sorted(object.members.map { ($0.key, deepSorted($0.value)) })
        case .array(let items): .array(items.map(deepSorted))
        default: value
        }
    }
}
