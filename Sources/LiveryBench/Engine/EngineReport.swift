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
        let hiddenShare = Self.paired(\.hiddenSwitchRounds, livery, over: \.switchRounds, livery)
        let switchVsNotification = Self.paired(\.switchRounds, notification, over: \.switchRounds, livery)
        let switchVsTable = Self.paired(\.switchRounds, table, over: \.switchRounds, livery)
        let switchVsFloor = Self.paired(\.switchRounds, livery, over: \.switchRounds, weakFloor)
        let registerVsNotification = Self.paired(\.registerRounds, notification, over: \.registerRounds, livery)
        let registerVsTable = Self.paired(\.registerRounds, table, over: \.registerRounds, livery)
        let checks: [(String, String, Bool)] = [
            ("switch ≥ 7× faster than notification per object", ratio(switchVsNotification), switchVsNotification >= 7),
            ("switch ≥ 1.5× faster than weak table + strings", ratio(switchVsTable), switchVsTable >= 1.5),
            ("switch within 1.5× of the weak floor", ratio(switchVsFloor), switchVsFloor <= 1.5),
            (
                "registration no slower than notification per object", ratio(registerVsNotification),
                registerVsNotification >= 1
            ),
            ("registration no slower than weak table + strings", ratio(registerVsTable), registerVsTable >= 1),
            ("≤ 128 bytes per binding", format(livery.bytesPerBinding, 0) + " B", livery.bytesPerBinding <= 128),
            ("90% off-screen switch ≤ 15% of all-visible", format(hiddenShare * 100, 1) + " %", hiddenShare <= 0.15),
        ]
        var out = MarkdownTable(header: ["\(name) — goal at \(big) targets", "measured", "met"])
        for (goal, measured, met) in checks { out.rows.append([goal, measured, met ? "yes" : "NO"]) }
        // What holding targets weakly costs on its own: the weak floor only forms one weak
        // reference per target (and applies once), so no weak-tracking design registers faster.
        out.rows.append([
            "(reference) weak floor's registration vs notification per object",
            ratio(Self.paired(\.registerRounds, notification, over: \.registerRounds, weakFloor)), "—",
        ])
        out.rows.append([
            "(reference) weak floor's registration vs weak table + strings",
            ratio(Self.paired(\.registerRounds, table, over: \.registerRounds, weakFloor)), "—",
        ])
        out.rows.append([
            "(reference) registration vs the weak floor",
            ratio(Self.paired(\.registerRounds, livery, over: \.registerRounds, weakFloor)), "—",
        ])
        return out.render()
    }

    /// `a`'s measure over `b`'s, as the median of the rounds' ratios: the contenders take
    /// turns, so the *i*-th rounds ran moments apart, and a machine that slows down for a
    /// while (another process, a frequency change) slows both sides of a ratio alike. The
    /// medians' ratio when the rounds do not pair up.
    static func paired(
        _ measure: KeyPath<EngineRow, [Double]>, _ a: EngineRow, over other: KeyPath<EngineRow, [Double]>,
        _ b: EngineRow
    ) -> Double {
        let (top, bottom) = (a[keyPath: measure], b[keyPath: other])
        guard !top.isEmpty, top.count == bottom.count else {
            return Measure.median(top) / Measure.median(bottom)
        }
        return Measure.median(zip(top, bottom).map { $0 / $1 })
    }

    private func ratio(_ value: Double) -> String { format(value, 2) + "×" }

    private func format(_ value: Double, _ digits: Int = 2) -> String { String(format: "%.\(digits)f", value) }
}
