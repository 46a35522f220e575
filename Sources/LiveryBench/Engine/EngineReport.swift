import Foundation

/// Renders the engine rows and checks the goals at 100,000 targets.
@MainActor
struct EngineReport {
    let rows: [EngineRow]

    func render(goals showGoals: Bool = true) -> String {
        var table = MarkdownTable(header: [
            "contender", "targets", "register ms", "switch ms", "bytes/binding", "switch, 90% off-screen ms",
            "release half + cleanup ms", "values correct",
        ])
        for row in rows {
            table.rows.append([
                row.name, "\(row.count)", format(row.registerMs), format(row.switchMs), format(row.bytesPerBinding, 0),
                row.hiddenSwitchMs.map { format($0) } ?? "n/a", format(row.releaseHalfMs), row.correct ? "yes" : "NO",
            ])
        }
        return table.render() + (showGoals ? "\n\n" + goals() : "")
    }

    private func goals() -> String {
        let big = rows.map(\.count).max() ?? 0
        func row(_ name: String) -> EngineRow? { rows.first { $0.count == big && $0.name == name } }
        return [LiveryContender.name, LiveryBindContender.name].map { goals(for: $0, size: big, row: row) }
            .joined(separator: "\n\n")
    }

    private func goals(for name: String, size big: Int, row: (String) -> EngineRow?) -> String {
        guard let livery = row(name), let notification = row(NotificationPerObjectContender.name),
            let table = row(WeakTableContender.name), let weakFloor = row(WeakFloorContender.name)
        else { return "goals: missing rows" }
        let hiddenShare = (livery.hiddenSwitchMs ?? .nan) / livery.switchMs
        let checks: [(String, String, Bool)] = [
            (
                "switch ≥ 7× faster than notification per object", ratio(notification.switchMs / livery.switchMs),
                notification.switchMs / livery.switchMs >= 7
            ),
            (
                "switch ≥ 1.5× faster than weak table + strings", ratio(table.switchMs / livery.switchMs),
                table.switchMs / livery.switchMs >= 1.5
            ),
            (
                "switch within 1.5× of the weak floor", ratio(livery.switchMs / weakFloor.switchMs),
                livery.switchMs / weakFloor.switchMs <= 1.5
            ),
            (
                "registration no slower than notification per object",
                ratio(notification.registerMs / livery.registerMs), notification.registerMs / livery.registerMs >= 1
            ),
            (
                "registration no slower than weak table + strings", ratio(table.registerMs / livery.registerMs),
                table.registerMs / livery.registerMs >= 1
            ),
            ("≤ 128 bytes per binding", format(livery.bytesPerBinding, 0) + " B", livery.bytesPerBinding <= 128),
            ("90% off-screen switch ≤ 15% of all-visible", format(hiddenShare * 100, 1) + " %", hiddenShare <= 0.15),
        ]
        var out = MarkdownTable(header: ["\(name) — goal at \(big) targets", "measured", "met"])
        for (goal, measured, met) in checks { out.rows.append([goal, measured, met ? "yes" : "NO"]) }
        // What holding targets weakly costs on its own: the weak floor only forms one weak
        // reference per target (and applies once), so no weak-tracking design registers faster.
        out.rows.append([
            "(reference) weak floor's registration vs notification per object",
            ratio(notification.registerMs / weakFloor.registerMs), "—",
        ])
        out.rows.append([
            "(reference) weak floor's registration vs weak table + strings",
            ratio(table.registerMs / weakFloor.registerMs), "—",
        ])
        out.rows.append([
            "(reference) registration vs the weak floor", ratio(livery.registerMs / weakFloor.registerMs), "—",
        ])
        return out.render()
    }

    private func ratio(_ value: Double) -> String { format(value, 2) + "×" }

    private func format(_ value: Double, _ digits: Int = 2) -> String { String(format: "%.\(digits)f", value) }
}
