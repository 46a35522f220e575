/// A value a ``Registry`` lists: an id that picks it and one line for help.
public protocol RegistryEntry: Sendable {
    /// What picks the entry: `--format css`, `--from android`.
    var id: String { get }
    /// One line for help output.
    var summary: String { get }
}

/// Values picked by id, in the order given, each id once: the shape of the exporter registry
/// (`--format`) and the importer registry (`--from`) alike.
///
/// The built-in lists use ``init(builtIn:)``: their ids are fixed in the source, so a repeat is
/// a programming error caught by a precondition, not an error to report. Lists from elsewhere
/// use ``init(entries:)``, which throws the repeated id.
///
/// ```swift
/// let formats = Registry(builtIn: Exporter.all)
/// formats[id: "css"]?.summary   // "CSS custom properties …"
/// formats.helpLines             // ["css        CSS custom properties …", …]
/// ```
public struct Registry<Entry: RegistryEntry>: Sendable {
    /// The entries in the order they were given.
    public let entries: [Entry]
    /// Each id's position in ``entries``.
    private let positions: [String: Int]

    /// - Throws: ``RepeatedID`` naming the first id given twice.
    public init(entries: [Entry]) throws(RepeatedID) {
        var positions: [String: Int] = [:]
        for (position, entry) in entries.enumerated() {
            guard positions.updateValue(position, forKey: entry.id) == nil else { throw RepeatedID(id: entry.id) }
        }
        self.entries = entries
        self.positions = positions
    }

    /// A registry of built-in entries, whose ids must all differ (a precondition).
    public init(builtIn entries: [Entry]) {
        do {
            try self.init(entries: entries)
        } catch {
            preconditionFailure("two built-in \(Entry.self) entries share the id \"\(error.id)\"")
        }
    }

    /// The ids, in order.
    public var ids: [String] { entries.map(\.id) }

    /// The entry with this id, if there is one.
    public subscript(id id: String) -> Entry? {
        positions[id].map { entries[$0] }
    }

    /// One help line per entry: the id padded to a column, then the summary.
    public var helpLines: [String] {
        let width = (entries.map(\.id.count).max() ?? 0) + 2
        return entries.map { $0.id + String(repeating: " ", count: width - $0.id.count) + $0.summary }
    }
}

/// Two entries of one ``Registry`` list share an id.
public struct RepeatedID: Error, Sendable, Hashable {
    /// The id given twice.
    public let id: String

    /// The error for `id`, given twice.
    public init(id: String) {
        self.id = id
    }
}
