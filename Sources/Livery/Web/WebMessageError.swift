/// Why the bridge refused a message a page posted to the `livery` handler: every problem it
/// found, each at its place in the message (`set.theme`). A refused message changes nothing.
public struct WebMessageError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The problems, in the order they were found.
    public let problems: [Problem]

    /// One problem of a message.
    public enum Problem: Sendable, Hashable, CustomStringConvertible {
        /// The message is not an object.
        case notAnObject
        /// `livery` is missing or not `1` (what the value was, as text).
        case unsupportedVersion(found: String)
        /// `set` is missing or not an object of names.
        case noSelection
        /// The context at `path` (`set.theme`) is not a string.
        case notAString(path: String)
        /// The modifier at `path` is not on the allow-list.
        case modifierNotAllowed(path: String, modifier: String)
        /// The context at `path` is not on the modifier's allow-list.
        case contextNotAllowed(path: String, modifier: String, context: String)
        /// The engine refused an allowed choice (the source cannot build it, say).
        case rejected(path: String, error: ThemeSelectionError)

        /// The problem as one line (`set.brand: the modifier "brand" is not allowed`).
        public var description: String {
            switch self {
            case .notAnObject: "the message is not an object"
            case .unsupportedVersion(let found): "livery: expected 1, found \(found)"
            case .noSelection: "set: expected an object of modifier names and contexts"
            case .notAString(let path): "\(path): expected a string"
            case .modifierNotAllowed(let path, let modifier): "\(path): the modifier \"\(modifier)\" is not allowed"
            case .contextNotAllowed(let path, let modifier, let context):
                "\(path): the context \"\(context)\" of \"\(modifier)\" is not allowed"
            case .rejected(let path, let error): "\(path): \(error)"
            }
        }
    }

    /// An error of `problems` (at least one).
    public init(_ problems: [Problem]) { self.problems = problems }

    /// Every problem, one per line.
    public var description: String { problems.map(\.description).joined(separator: "\n") }
}
