import Foundation
import LiveryCore

/// Keeps every user's record in one JSON file, `{"users": {"<user>": {…}}}`, written
/// atomically (a temporary file renamed over the old one).
///
/// Saving one user's record keeps every other entry exactly as it was, including entries
/// this version cannot read. A file that is not JSON at all is moved aside to
/// `<name>.corrupt` before a fresh file is written, so nothing is silently lost.
public final class JSONFilePreferenceStore: PreferenceStore {
    /// The file that holds every user's record.
    public let url: URL

    /// A store in the JSON file at `url` (created on the first save).
    public init(url: URL) { self.url = url }

    public func record(forUser user: String) throws -> JSONValue? {
        guard let users = try readUsers() else { return nil }
        return users[user]
    }

    public func setRecord(_ record: JSONValue, forUser user: String) throws {
        var users: JSONObject
        do {
            users = try readUsers() ?? JSONObject()
        } catch {
            try moveAside()
            users = JSONObject()
        }
        users[user] = record
        let text = JSONWriter.string(.object(JSONObject([(key: "users", value: .object(users))])))
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            throw PreferenceStoreError(place: url.path, message: "cannot write: \(error.localizedDescription)")
        }
    }

    /// The `users` object, `nil` when the file does not exist.
    private func readUsers() throws -> JSONObject? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let bytes: [UInt8]
        do {
            bytes = Array(try Data(contentsOf: url))
        } catch {
            throw PreferenceStoreError(place: url.path, message: "cannot read: \(error.localizedDescription)")
        }
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw PreferenceStoreError(place: url.path, message: "not JSON: \(error)")
        }
        guard let users = root["users"]?.objectValue else {
            throw PreferenceStoreError(place: url.path, message: "expected an object with a \"users\" object")
        }
        return users
    }

    private func moveAside() throws {
        let aside = url.appendingPathExtension("corrupt")
        do {
            if FileManager.default.fileExists(atPath: aside.path) { try FileManager.default.removeItem(at: aside) }
            try FileManager.default.moveItem(at: url, to: aside)
        } catch {
            throw PreferenceStoreError(place: url.path, message: "cannot move the unreadable file aside: \(error)")
        }
    }
}
