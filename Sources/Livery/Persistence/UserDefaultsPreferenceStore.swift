import Foundation
import LiveryCore

/// Keeps each user's record as a JSON string in `UserDefaults`, under `"<prefix>.<user>"`.
///
/// ```swift
/// let store = UserDefaultsPreferenceStore()          // UserDefaults.standard
/// let manager = ThemeManager(source: source, store: store, user: account.id)
/// ```
public final class UserDefaultsPreferenceStore: PreferenceStore {
    private let defaults: UserDefaults
    private let prefix: String

    /// A store in `defaults`, one key per user under `prefix`.
    public init(defaults: UserDefaults = .standard, prefix: String = "livery.preferences") {
        self.defaults = defaults
        self.prefix = prefix
    }

    private func key(_ user: String) -> String { "\(prefix).\(user)" }

    public func record(forUser user: String) throws -> JSONValue? {
        let key = key(user)
        guard let stored = defaults.object(forKey: key) else { return nil }
        guard let text = stored as? String else {
            throw PreferenceStoreError(place: key, message: "expected a JSON string")
        }
        do {
            return try JSONParser.parse(text)
        } catch {
            throw PreferenceStoreError(place: key, message: "\(error)")
        }
    }

    public func setRecord(_ record: JSONValue, forUser user: String) throws {
        defaults.set(JSONWriter.string(record, pretty: false), forKey: key(user))
    }
}
