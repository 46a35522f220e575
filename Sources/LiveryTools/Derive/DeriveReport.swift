import LiveryCore

/// What happened to one token of the derived context.
public struct DerivedTokenReport: Sendable, Hashable {
    /// How a token's new value was made.
    public enum Kind: String, Sendable, Hashable {
        /// A literal color of the source, mapped by the strategy (and perhaps adjusted).
        case derived
        /// A reference in the source that stays a reference.
        case reference
        /// A reference to a token outside the derived scope, written as a derived literal.
        case baked
        /// Already defined by the target context and kept (no `--overwrite`).
        case kept
    }

    /// The token's name.
    public var name: String
    /// How its value was made.
    public var kind: Kind
    /// The source value: `"{ref}"` or a hex color.
    public var old: String
    /// The derived value: `"{ref}"` or a hex color.
    public var new: String
    /// Whether the contrast step moved the color beyond the strategy's mapping.
    public var adjusted: Bool
    /// The pairs (by path, e.g. `pairs[2]`) naming this token that pass in the new context.
    public var satisfies: [String]
}

/// One pair as evaluated in the derived context.
public struct DerivedPairResult: Sendable, Hashable {
    /// The pair evaluated.
    public var pair: ContrastPair
    /// The lowest ratio over the pair's backdrops.
    public var ratio: Double
    /// The ratio the pair needs.
    public var required: Double
    /// Whether the ratio reaches the requirement.
    public var passed: Bool { ratio >= required }
}

/// The report of `livery derive`: each token's old → new value, and every pair's outcome.
public struct DeriveReport: Sendable, Hashable {
    /// The strategy's id.
    public var strategy: String
    /// The combination derived from.
    public var source: ResolverInput
    /// The combination derived.
    public var target: ResolverInput
    /// Every derived token, in source order.
    public var tokens: [DerivedTokenReport]
    /// Every declared pair, evaluated in the target.
    public var pairs: [DerivedPairResult]

    /// Pairs that still fail after adjustment.
    public var unresolved: [DerivedPairResult] { pairs.filter { !$0.passed } }

    /// Whether every declared pair passes in the derived context.
    public var passed: Bool { pairs.allSatisfy(\.passed) }

    /// A table of tokens (old → new) and the pairs that still fail.
    public var text: String {
        let rows = tokens.map { t in
            [t.name, t.old, t.new, t.kind.rawValue + (t.adjusted ? ", adjusted" : ""), t.satisfies.joined(separator: " ")]
        }
        var text = "Derived \(target) from \(source) (\(strategy))\n\n"
        text += TextTable(
            columns: [.init("Token"), .init("Old"), .init("New"), .init("How"), .init("Satisfies")], rows: rows
        ).rendered
        for failure in unresolved {
            text += "\ncannot pass: \(failure.pair.path) \(failure.pair.foreground) on \(failure.pair.background): "
                + "\(ContrastMeasure.format(failure.ratio)) < \(JSONWriter.number(failure.required))"
        }
        let count = pairs.count
        text += "\n\(tokens.count) tokens; \(count - unresolved.count) of \(count) pairs pass\n"
        return text
    }

    /// The report for `--json`.
    public var json: JSONValue {
        [
            "strategy": .string(strategy), "from": .string(source.description), "to": .string(target.description),
            "passed": .bool(passed),
            "tokens": .array(
                tokens.map {
                    [
                        "name": .string($0.name), "kind": .string($0.kind.rawValue), "old": .string($0.old),
                        "new": .string($0.new), "adjusted": .bool($0.adjusted),
                        "satisfies": .array($0.satisfies.map(JSONValue.string)),
                    ]
                }),
            "pairs": .array(
                pairs.map {
                    [
                        "pair": .string($0.pair.path), "foreground": .string($0.pair.foreground),
                        "background": .string($0.pair.background),
                        "ratio": .number(($0.ratio * 1000).rounded(.down) / 1000), "required": .number($0.required),
                        "pass": .bool($0.passed),
                    ]
                }),
        ]
    }
}
