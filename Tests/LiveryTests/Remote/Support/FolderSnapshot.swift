import Foundation

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
