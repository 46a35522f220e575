import LiveryCore

/// One evaluated requirement: a pair in one combination (over one backdrop, if any).
public struct AuditResult: Sendable, Hashable {
    /// The pair checked.
    public var pair: ContrastPair
    /// The combination it was checked in.
    public var input: ResolverInput
    /// The backdrop token the background was composited on, if the pair names any.
    public var backdrop: String?
    /// The measured WCAG contrast ratio.
    public var ratio: Double
    /// The ratio the pair needs in this combination.
    public var required: Double

    /// Whether the ratio reaches the requirement.
    public var passed: Bool { ratio >= required }
}

/// What `livery audit` found: one result per pair × combination × backdrop, in pair order.
public struct AuditReport: Sendable, Hashable {
    /// Every evaluated requirement, in pair then combination order.
    public var results: [AuditResult]

    /// A report of `results`.
    public init(results: [AuditResult]) { self.results = results }

    /// Whether every requirement holds (the CLI exits 1 otherwise).
    public var passed: Bool { results.allSatisfy(\.passed) }

    /// The results that fail.
    public var failures: [AuditResult] { results.filter { !$0.passed } }

    /// The report as a terminal table followed by a one-line summary; an "Over" column appears
    /// when some pair names backdrops.
    ///
    /// ```text
    /// Foreground  Background  Context     Ratio  Required  Result
    /// ----------  ----------  ----------  -----  --------  ------
    /// color.text  color.bg    theme=dark  15.30       4.5  pass
    ///
    /// 1 check, 0 failed
    /// ```
    public var table: String {
        let showsBackdrops = results.contains { $0.backdrop != nil }
        let rows = results.map { r in
            [r.pair.foreground, r.pair.background] + (showsBackdrops ? [r.backdrop ?? ""] : []) + [
                r.input.description, ContrastMeasure.format(r.ratio), JSONWriter.number(r.required),
                r.passed ? "pass" : "FAIL",
            ]
        }
        let columns: [TextTable.Column] =
            [.init("Foreground"), .init("Background")] + (showsBackdrops ? [.init("Over")] : []) + [
                .init("Context"), .init("Ratio", alignment: .right), .init("Required", alignment: .right),
                .init("Result"),
            ]
        let count = results.count
        return TextTable(columns: columns, rows: rows).rendered
            + "\n\(CountText.of(count, "check")), \(failures.count) failed\n"
    }

    /// The report for `--json`: `{"passed", "checks", "failed", "results": [...]}`.
    public var json: JSONValue {
        let list = results.map { r -> JSONValue in
            var object = JSONObject()
            object["pair"] = .string(r.pair.path)
            object["foreground"] = .string(r.pair.foreground)
            object["background"] = .string(r.pair.background)
            if let backdrop = r.backdrop { object["over"] = .string(backdrop) }
            object["context"] = .string(r.input.description)
            object["ratio"] = .number((r.ratio * 1000).rounded(.down) / 1000)
            object["required"] = .number(r.required)
            object["pass"] = .bool(r.passed)
            return .object(object)
        }
        return [
            "passed": .bool(passed), "checks": .number(Double(results.count)),
            "failed": .number(Double(failures.count)), "results": .array(list),
        ]
    }
}
