/// Why an export cannot run; each case names the input at fault and what was expected.
public enum ExportError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Two exporters in one registry share this id.
    case duplicateFormat(String)
    /// `--format` named no registered exporter.
    case unknownFormat(String, known: [String])
    /// A fixed context names a modifier the source does not have.
    case unknownModifier(String, known: [String])
    /// A fixed context names a context its modifier does not have.
    case unknownContext(String, modifier: String, known: [String])

    /// The message shown to the user, naming the offending value and the expected ones.
    public var description: String {
        switch self {
        case .duplicateFormat(let id): "two exporters share the format id \"\(id)\""
        case .unknownFormat(let id, let known):
            "unknown format \"\(id)\"; expected one of \(known.joined(separator: ", "))"
        case .unknownModifier(let name, let known):
            "unknown modifier \"\(name)\"; the source has \(known.isEmpty ? "no modifiers" : known.joined(separator: ", "))"
        case .unknownContext(let context, let modifier, let known):
            "modifier \"\(modifier)\" has no context \"\(context)\"; expected one of \(known.joined(separator: ", "))"
        }
    }
}
