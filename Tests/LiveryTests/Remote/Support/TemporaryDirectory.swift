import Foundation

/// A fresh folder under the system temporary directory, removed by `remove()`.
struct TemporaryDirectory {
    let url: URL

    init(_ label: String = "remote") throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("livery-\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func path(_ relative: String) -> URL { url.appendingPathComponent(relative) }

    func remove() { try? FileManager.default.removeItem(at: url) }
}

/// Every file under `directory` with its bytes, by relative path: what a test compares to
/// prove a failure left the cache exactly as it was.
func snapshot(of directory: URL) -> [String: [UInt8]] {
    var files: [String: [UInt8]] = [:]
    let root = directory.standardizedFileURL.path
    guard let enumerator = FileManager.default.enumerator(atPath: root) else { return files }
    while let relative = enumerator.nextObject() as? String {
        let full = root + "/" + relative
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue,
            let data = FileManager.default.contents(atPath: full)
        {
            files[relative] = [UInt8](data)
        }
    }
    return files
}
