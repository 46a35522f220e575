import LiveryCore

/// What happened to one token of the derived context, and why.
public struct DerivedTokenReport: Sendable, Hashable {
    /// How a token's new value was made.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// Kept as it was: defined by the target context (no `--overwrite`), or pointing at
        /// the same palette step the strategy lands on.
        case kept
        /// Stated by the designer (``ThemeDerivation/Options/anchors``): written as given.
        case anchored
        /// Pointed at another step of its palette ramp, the one nearest the strategy's color.
        case mapped
        /// A literal color of the source, mapped by the strategy.
        case derived
        /// A reference to another derived token that stays a reference.
        case reference
        /// A reference to a token outside the derived files and in no palette ramp, written
        /// as a derived literal.
        case baked
        /// Moved for a pair: so it passes (to another palette step, or to a new derived color),
        /// or so a foreground reads as well as in the source (to another step; the dark strategy).
        case repointed
    }

    /// The token's name.
    public var name: String
    /// How its value was made.
    public var kind: Kind
    /// The role inferred from the pairs, aliases and name.
    public var role: TokenRole
    /// The source value: `"{ref}"` or a hex color.
    public var old: String
    /// The derived value: `"{ref}"` or a hex color.
    public var new: String
    /// Whether the contrast step moved the color beyond the strategy's mapping.
    public var adjusted: Bool
    /// Why the token has its new value (`pairs[3] (4.12 < 4.5): re-pointed to {color.gray.100}`).
    public var reason: String
    /// The pairs (by path, e.g. `pairs[2]`) naming this token that pass in every audited
    /// combination row.
    public var satisfies: [String]
}

/// The report of `livery derive`: each token's old → new value, and the audit of the written
/// file in place (one row per pair × combination with the derived context × backdrop).
public struct DeriveReport: Sendable, Hashable {
    /// The strategy's id.
    public var strategy: String
    /// The combination derived from.
    public var source: ResolverInput
    /// The combination derived.
    public var target: ResolverInput
    /// Every derived token, in source order.
    public var tokens: [DerivedTokenReport]
    /// Exactly what `livery audit` reports for the combinations with the derived context.
    public var pairs: [AuditResult]

    /// Rows that fail.
    public var unresolved: [AuditResult] { pairs.filter { !$0.passed } }

    /// Whether every declared pair passes in the derived context.
    public var passed: Bool { pairs.allSatisfy(\.passed) }

    /// A table of tokens (old → new, how, why) and the pairs that still fail.
    public var text: String {
        let rows = tokens.map { t in [t.name, t.role.rawValue, t.old, t.new, t.kind.rawValue, t.reason] }
        var text = "Derived \(target) from \(source) (\(strategy))\n\n"
        text +=
            TextTable(
                columns: [.init("Token"), .init("Role"), .init("Old"), .init("New"), .init("How"), .init("Why")],
                rows: rows
            ).rendered
        for failure in unresolved {
            text +=
                "\ncannot pass: \(failure.pair.path) \(failure.pair.foreground) on \(failure.pair.background)"
                + (failure.backdrop.map { " over \($0)" } ?? "") + " in \(failure.input): "
                + "\(ContrastMeasure.format(failure.ratio)) < \(JSONWriter.number(failure.required))"
        }
        let count = pairs.count
        let counts = Dictionary(grouping: tokens, by: \.kind).mapValues(\.count)
        let kinds = DerivedTokenReport.Kind.allCases
            .compactMap { kind in counts[kind].map { "\($0) \(kind.rawValue)" } }.joined(separator: ", ")
        text +=
            "\n\(tokens.count) tokens (\(kinds)); \(count - unresolved.count) of \(count) checks pass "
            + "(the audit of the written file in place)\n"
        return text
    }

    /// The report for `--json`: the token list and the audit (`livery audit --json`'s shape).
    public var json: JSONValue {
        [
            "strategy": .string(strategy), "from": .string(source.description), "to": .string(target.description),
            "passed": .bool(passed),
            "tokens": .array(
                tokens.map {
                    [
                        "name": .string($0.name), "kind": .string($0.kind.rawValue), "role": .string($0.role.rawValue),
                        "old": .string($0.old), "new": .string($0.new), "adjusted": .bool($0.adjusted),
                        "reason": .string($0.reason), "satisfies": .array($0.satisfies.map(JSONValue.string)),
                    ]
                }),
            "audit": AuditReport(results: pairs).json,
        ]
    }
}
