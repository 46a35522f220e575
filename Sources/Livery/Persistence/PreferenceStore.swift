import LiveryCore

/// Where the engine keeps each user's theme preferences: one JSON record per user ID, so
/// one device keeps every account's choice.
///
/// A store only reads and writes records; the engine validates them. Reading a record the
/// store cannot decode throws, and the engine falls back to defaults and reports it. Writing
/// one user's record never touches another's.
public protocol PreferenceStore {
    /// The record of `user`, or `nil` when none was saved.
    func record(forUser user: String) throws -> JSONValue?
    /// Saves the record of `user`, leaving every other user's record as it was.
    func setRecord(_ record: JSONValue, forUser user: String) throws
}

/// Why a store could not read or write a record.
public struct PreferenceStoreError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where the problem is (a file path, or a defaults key).
    public var place: String
    /// What went wrong.
    public var message: String

    /// An error at `place` (a file or a defaults key) saying `message`.
    public init(place: String, message: String) {
        self.place = place
        self.message = message
    }

    public var description: String { "\(place): \(message)" }
}
