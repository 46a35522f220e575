import Foundation

/// Where one download keeps the verified theme files of a new bundle until the cache commits
/// them: a folder of its own in ``RemoteThemeConfiguration/stagingDirectory``, one file per
/// revision.
///
/// A download holds one theme file in memory at a time: each is verified, written here and
/// dropped before the next is requested, so the memory a refresh takes does not grow with the
/// bundle's files (only with the layer the engine installs). ``RemoteThemeCache/commit(_:staging:)``
/// copies them into the cache one at a time; ``remove()`` deletes the folder afterwards.
struct BundleStaging: Sendable {
    /// The staging folder (created by the first ``write(_:revision:)``).
    let folder: URL

    /// A new, empty staging folder in `parent`.
    init(parent: URL) {
        folder = parent.appendingPathComponent("livery-bundle-\(UUID().uuidString)", isDirectory: true)
    }

    /// Where the verified bytes of the theme file `revision` are kept.
    func url(_ revision: String) -> URL {
        folder.appendingPathComponent("\(revision).json")
    }

    /// Keeps the verified bytes of the theme file `revision`.
    func write(_ bytes: [UInt8], revision: String) throws(RemoteThemeError) {
        do {
            try CacheFolder.create(folder.path)
            try CacheFolder.write(bytes, to: url(revision).path)
        } catch {
            throw RemoteThemeError(.cacheWrite(error.description), at: folder.path)
        }
    }

    /// The bytes kept for `revision`.
    func read(_ revision: String) throws(CacheFolder.Failure) -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: url(revision).path) else {
            throw CacheFolder.Failure(description: "the staged theme file \(url(revision).path) is missing")
        }
        return [UInt8](data)
    }

    /// Deletes the folder and what it holds.
    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Deletes the staging folders in `parent` that no refresh can still be using: those last
    /// written more than `age` seconds before `now`. A refresh ended by a kill or a crash never
    /// reaches ``remove()``; without this its verified files (up to a bundle's size) stayed in
    /// the temporary folder for good. Only `livery-bundle-…` folders are looked at.
    static func removeAbandoned(in parent: URL, olderThan age: TimeInterval, now: Date = Date()) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        for name in names where name.hasPrefix("livery-bundle-") {
            let folder = parent.appendingPathComponent(name, isDirectory: true)
            let modified = (try? FileManager.default.attributesOfItem(atPath: folder.path))?[.modificationDate] as? Date
            if let modified, now.timeIntervalSince(modified) > age { try? FileManager.default.removeItem(at: folder) }
        }
    }
}
