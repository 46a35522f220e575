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
}
