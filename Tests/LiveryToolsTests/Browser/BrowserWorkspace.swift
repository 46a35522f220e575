import Foundation
import LiveryTestSupport

/// A temporary folder for one browser test: the pages it writes and the browser profiles it
/// uses. Call ``remove()`` when done.
struct BrowserWorkspace {
    let scratch: TemporaryFolder
    var folder: URL { scratch.url }

    init() throws {
        scratch = try TemporaryFolder("browser")
    }

    /// Writes `text` to `name` in the folder and returns its URL.
    @discardableResult
    func write(_ text: String, to name: String) throws -> URL {
        URL(fileURLWithPath: try scratch.write(name, text: text))
    }

    /// A browser profile folder; runs given the same name share `localStorage`.
    func profile(_ name: String) throws -> URL {
        let url = folder.appendingPathComponent("profile-\(name)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func remove() { scratch.remove() }
}
