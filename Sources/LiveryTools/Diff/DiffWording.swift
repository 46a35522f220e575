import LiveryCore

/// The words every renderer uses for the kinds of change, so the formats agree.
enum DiffWording {
    /// `added`, `removed`, `renamed`, `type changed`, `value changed`, `alias re-pointed`.
    static func title(_ kind: TokenChange.Kind) -> String {
        titles[kind] ?? kind.rawValue
    }

    /// `newly fails`, `newly passes`.
    static func title(_ kind: ContrastChange.Kind) -> String {
        kind == .newlyFails ? "newly fails" : "newly passes"
    }

    private static let titles: [TokenChange.Kind: String] = [
        .added: "added", .removed: "removed", .renamed: "renamed", .typeChanged: "type changed",
        .valueChanged: "value changed", .aliasRepointed: "alias re-pointed",
    ]

    /// ΔE OK × 100 with one decimal (`12.3`).
    static func deltaE(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return value.isFinite ? NumberText.format(value) : "∞" }
        let tenths = (value * 10).rounded()
        let whole = Int(tenths / 10)
        let rest = Int(tenths) - whole * 10
        return "\(whole).\(rest)"
    }

    /// What a change holds on one side, in one line: `#ff0000` or `{color.red} → #ff0000`.
    static func sideText(_ side: TokenSide?) -> String {
        guard let side else { return "" }
        guard let reference = side.reference else { return side.valueText }
        return "{\(reference)} → \(side.valueText)"
    }

    /// The detail column of a change: the type move, the rename, the ΔE.
    static func detail(_ change: TokenChange) -> String {
        var parts: [String] = []
        if change.kind == .renamed, let oldName = change.oldName { parts.append("was \(oldName)") }
        if change.kind == .typeChanged, let old = change.old, let new = change.new {
            parts.append("\(old.type) → \(new.type)")
        }
        if let distance = change.deltaE, change.kind == .valueChanged {
            parts.append("ΔE OK×100 \(Self.deltaE(distance))")
        }
        if change.isBreaking { parts.append("BREAKING") }
        return parts.joined(separator: "; ")
    }
}
