import Foundation

/// A temporary folder for one browser test: the pages it writes and the browser profiles it
/// uses. Call ``remove()`` when done.
struct BrowserWorkspace {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("livery-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// Writes `text` to `name` in the folder and returns its URL.
    @discardableResult
    func write(_ text: String, to name: String) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    /// A browser profile folder; runs given the same name share `localStorage`.
    func profile(_ name: String) throws -> URL {
        let url = folder.appendingPathComponent("profile-\(name)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}
