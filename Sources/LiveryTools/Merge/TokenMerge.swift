import LiveryCore

/// `livery merge`: combines several teams' DTCG token files into one document.
///
/// - Identical definitions (same effective type, same value by `CanonicalTokenValue`) are
///   kept once; metadata (`$description`, `$extensions`, …) comes from the first file.
/// - The same name with different values is a conflict naming every source; it fails the
///   merge unless one of the sources is in `prefer`, whose definition is then kept.
/// - Literal tokens with equal values under different names are reported as alias candidates.
/// - Group properties (`$type`, `$description`, `$extensions`) are kept; where files disagree
///   on a group's `$type`, the first wins and tokens whose type differs get an explicit `$type`.
///
/// Output order is the order of first appearance across the files, so it is deterministic.
///
/// ```swift
/// let result = TokenMerge.merge([
///     .init(name: "a.tokens.json", document: a), .init(name: "b.tokens.json", document: b),
/// ], prefer: ["b.tokens.json"])
/// if result.report.succeeded { print(JSONWriter.string(result.document)) }
/// ```
public enum TokenMerge {
    /// One input file: how the user named it, and its parsed contents.
    public struct Source: Sendable {
        /// The file's name as the user gave it.
        public var name: String
        /// The parsed token document.
        public var document: JSONValue

        /// A source `name` holding `document`.
        public init(name: String, document: JSONValue) {
            self.name = name
            self.document = document
        }

        /// Reads token files, each named in diagnostics and reports as given in `paths`.
        ///
        /// - Throws: `DiagnosticsError` naming every file that is missing or not valid JSON.
        public static func load(_ paths: [String]) throws(DiagnosticsError) -> [Source] {
            var sources: [Source] = []
            var problems: [Diagnostic] = []
            for path in paths {
                do {
                    sources.append(Source(name: path, document: try JSONFile.load(path: path)))
                } catch {
                    problems.append(error)
                }
            }
            guard problems.isEmpty else { throw DiagnosticsError(problems) }
            return sources
        }
    }

    /// The merged document and what happened; write the document only when
    /// `report.succeeded`.
    public struct Result: Sendable {
        /// The merged token document.
        public var document: JSONValue
        /// What the merge did.
        public var report: MergeReport

        /// The merged document as a file to write.
        public func outputFile(path: String) -> OutputFile { OutputFile(path: path, json: document) }
    }

    /// Merges `sources` in order.
    ///
    /// - Parameters:
    ///   - sources: The token files to merge, in order.
    ///   - prefer: Source names whose definition wins a conflict, highest priority first.
    /// - Complexity: O(n) in the total number of tokens (one hash per token).
    public static func merge(_ sources: [Source], prefer: [String] = []) -> Result {
        var problems: [Diagnostic] = []
        var tree = TokenTreeBuilder()
        var order: [String] = []
        var entries: [String: Entry] = [:]
        var groupSources: [String: String] = [:]
        for source in sources {
            let flat = FlatTokenDocument(source.document, file: source.name, problems: &problems)
            for group in flat.groups {
                let name = group.path.joined(separator: ".")
                if groupSources[name] == nil { groupSources[name] = source.name }
                tree.addGroup(group.path, properties: group.properties)
            }
            for token in flat.tokens {
                let definition = Entry.Definition(source: source.name, token: token)
                if entries[token.name] == nil {
                    order.append(token.name)
                    entries[token.name] = Entry(first: definition)
                } else {
                    entries[token.name]?.add(definition)
                }
            }
        }
        var duplicates: [MergeDuplicate] = []
        var conflicts: [MergeConflict] = []
        var winners: [FlatTokenDocument.Token] = []
        for name in order {
            guard let entry = entries[name] else { continue }
            let winner = entry.winner(prefer: prefer)
            if entry.distinct.count > 1 {
                conflicts.append(
                    MergeConflict(
                        name: name, definitions: entry.distinct.map(\.report),
                        settledBy: winner?.source))
            } else if entry.sources.count > 1 {
                duplicates.append(MergeDuplicate(name: name, sources: entry.sources))
            }
            let kept = winner ?? entry.distinct[0]
            if let groupSource = groupSources[name] {
                problems.append(
                    .error("is a token in \(entry.all[0].source) and a group in \(groupSource)", path: name))
                continue
            }
            tree.addToken(kept.token.path, kept.token.object)
            winners.append(kept.token)
        }
        for token in winners where token.effectiveType != nil {
            if tree.inheritedType(of: token.path) != token.effectiveType {
                tree.updateToken(token.path) { $0["$type"] = token.effectiveType.map(JSONValue.string) }
            }
        }
        let report = MergeReport(
            sources: sources.map(\.name), tokenCount: winners.count, duplicates: duplicates, conflicts: conflicts,
            aliasCandidates: aliasCandidates(winners), problems: problems)
        return Result(document: tree.document, report: report)
    }

    /// Groups literal tokens by (type, canonical value); groups of two or more, in order of
    /// their first token.
    private static func aliasCandidates(_ tokens: [FlatTokenDocument.Token]) -> [AliasCandidate] {
        struct Key: Hashable {
            var type: String?
            var value: JSONValue
        }
        var order: [Key] = []
        var groups: [Key: AliasCandidate] = [:]
        for token in tokens where !token.isReference {
            let key = Key(
                type: token.effectiveType, value: CanonicalTokenValue.of(token.value, type: token.effectiveType))
            if groups[key] == nil {
                order.append(key)
                groups[key] = AliasCandidate(type: token.effectiveType, value: token.value, names: [])
            }
            groups[key]?.names.append(token.name)
        }
        return order.compactMap { groups[$0] }.filter { $0.names.count > 1 }
    }
}

/// Every definition of one token name across the merged files.
private struct Entry {
    struct Definition {
        var source: String
        var token: FlatTokenDocument.Token
        var key: JSONValue

        init(source: String, token: FlatTokenDocument.Token) {
            self.source = source
            self.token = token
            key = [
                "type": token.effectiveType.map(JSONValue.string) ?? .null,
                "value": CanonicalTokenValue.of(token.value, type: token.effectiveType),
            ]
        }

        var report: MergeDefinition {
            MergeDefinition(source: source, type: token.effectiveType, value: token.value)
        }
    }

    /// The first definition of each distinct value, in file order.
    var distinct: [Definition]
    /// Every definition, in file order.
    var all: [Definition]
    var sources: [String] { all.map(\.source) }

    init(first: Definition) {
        distinct = [first]
        all = [first]
    }

    mutating func add(_ definition: Definition) {
        all.append(definition)
        if !distinct.contains(where: { $0.key == definition.key }) { distinct.append(definition) }
    }

    /// The definition to keep: the only one, or the preferred one of a conflict (`nil` when no
    /// preferred file defines it).
    func winner(prefer: [String]) -> Definition? {
        guard distinct.count > 1 else { return distinct.first }
        for file in prefer {
            if let preferred = all.first(where: { $0.source == file }) { return preferred }
        }
        return nil
    }
}
