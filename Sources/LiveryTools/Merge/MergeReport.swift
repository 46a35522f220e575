import LiveryCore

/// One definition of a token name in one of the merged files.
public struct MergeDefinition: Sendable, Hashable {
    /// The file, as the user named it.
    public var source: String
    /// The definition's `$type` (its own or its group's), if any.
    public var type: String?
    /// `$value` as written.
    public var value: JSONValue

    /// A definition in `source` of `type` and `value`.
    public init(source: String, type: String?, value: JSONValue) {
        self.source = source
        self.type = type
        self.value = value
    }
}

/// A name defined differently by two or more files.
public struct MergeConflict: Sendable, Hashable {
    /// The token name.
    public var name: String
    /// Every distinct definition, in file order (the first is the one met first).
    public var definitions: [MergeDefinition]
    /// The file whose definition was kept because of `--prefer`; `nil` when unsettled.
    public var settledBy: String?

    /// A conflict over `name` between `definitions`, settled by `settledBy` when a preferred file decided.
    public init(name: String, definitions: [MergeDefinition], settledBy: String? = nil) {
        self.name = name
        self.definitions = definitions
        self.settledBy = settledBy
    }
}

/// A name several files define identically; it appears once in the output.
public struct MergeDuplicate: Sendable, Hashable {
    /// The token name.
    public var name: String
    /// The files that define it, in order.
    public var sources: [String]

    /// A duplicate `name` found in `sources`.
    public init(name: String, sources: [String]) {
        self.name = name
        self.sources = sources
    }
}

/// Literal tokens of different names with the same type and value: candidates for one to
/// become a reference to the other.
public struct AliasCandidate: Sendable, Hashable {
    /// Their `$type`, if any.
    public var type: String?
    /// The value as the first of them writes it.
    public var value: JSONValue
    /// The tokens that share the value.
    public var names: [String]

    /// Tokens `names` sharing `value` of `type`.
    public init(type: String?, value: JSONValue, names: [String]) {
        self.type = type
        self.value = value
        self.names = names
    }
}

/// What `livery merge` did: duplicates removed, conflicts found (settled or not), alias
/// candidates, and structural problems.
public struct MergeReport: Sendable, Hashable {
    /// The files merged, in order.
    public var sources: [String]
    /// The number of tokens in the merged document.
    public var tokenCount: Int
    /// Names defined identically more than once.
    public var duplicates: [MergeDuplicate]
    /// Names defined differently.
    public var conflicts: [MergeConflict]
    /// Literal tokens that could become references to one another.
    public var aliasCandidates: [AliasCandidate]
    /// A name that is a token in one file and a group in another, and similar problems.
    public var problems: [Diagnostic]

    /// Conflicts no `--prefer` settled.
    public var unsettledConflicts: [MergeConflict] { conflicts.filter { $0.settledBy == nil } }

    /// Whether the merged document may be written (no unsettled conflict, no error).
    public var succeeded: Bool { unsettledConflicts.isEmpty && !problems.contains(where: \.isError) }

    /// Human-readable report: conflicts first (each naming every source), then the rest.
    ///
    /// ```text
    /// conflict: color.bg
    ///   a.tokens.json: color "#ffffff"
    ///   b.tokens.json: color "#fafafa"
    /// ```
    public var text: String {
        var lines: [String] = []
        for problem in problems { lines.append(problem.description) }
        for conflict in conflicts {
            let settled = conflict.settledBy.map { " (kept \($0), preferred)" } ?? ""
            lines.append("conflict: \(conflict.name)\(settled)")
            for d in conflict.definitions {
                lines.append("  \(d.source): \(d.type ?? "untyped") \(JSONWriter.string(d.value, pretty: false))")
            }
        }
        for duplicate in duplicates {
            lines.append("duplicate: \(duplicate.name) (identical in \(duplicate.sources.joined(separator: ", ")))")
        }
        for candidate in aliasCandidates {
            lines.append(
                "alias candidate: \(candidate.names.joined(separator: ", ")) = "
                    + JSONWriter.string(candidate.value, pretty: false))
        }
        let unsettled = unsettledConflicts.count
        lines.append(
            "\(CountText.of(tokenCount, "token")) from \(CountText.of(sources.count, "file")); \(CountText.of(duplicates.count, "duplicate")), "
                + "\(CountText.of(conflicts.count, "conflict")) (\(unsettled) unsettled), "
                + "\(CountText.of(aliasCandidates.count, "alias candidate"))")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The report for `--json`.
    public var json: JSONValue {
        func definition(_ d: MergeDefinition) -> JSONValue {
            ["source": .string(d.source), "type": d.type.map(JSONValue.string) ?? .null, "value": d.value]
        }
        return [
            "succeeded": .bool(succeeded),
            "sources": .array(sources.map(JSONValue.string)),
            "tokens": .number(Double(tokenCount)),
            "conflicts": .array(
                conflicts.map {
                    [
                        "name": .string($0.name), "definitions": .array($0.definitions.map(definition)),
                        "settledBy": $0.settledBy.map(JSONValue.string) ?? .null,
                    ]
                }),
            "duplicates": .array(
                duplicates.map { ["name": .string($0.name), "sources": .array($0.sources.map(JSONValue.string))] }),
            "aliasCandidates": .array(
                aliasCandidates.map {
                    [
                        "type": $0.type.map(JSONValue.string) ?? .null, "value": $0.value,
                        "names": .array($0.names.map(JSONValue.string)),
                    ]
                }),
            "problems": .array(problems.map { .string($0.description) }),
        ]
    }
}
