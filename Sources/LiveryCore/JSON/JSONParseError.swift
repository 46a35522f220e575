/// Why a JSON text could not be read, and where.
public struct JSONParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong with the text.
    public var message: String
    /// Where it is, line and column.
    public var location: SourceLocation

    /// An error saying `message` at `location`.
    public init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }

    public var description: String { "\(location): \(message)" }
}

/// A key that appears twice in one JSON object; the parser keeps the last value.
public struct JSONDuplicateKey: Sendable, Hashable {
    /// The member name that appears twice.
    public var key: String
    /// Where the repeated (kept) occurrence stands.
    public var location: SourceLocation
}
