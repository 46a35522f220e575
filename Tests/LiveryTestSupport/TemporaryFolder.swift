import Foundation

/// A fresh folder under the system's temporary folder, for one test; removed by ``remove()``.
///
/// The one scratch-folder helper of every test target:
///
/// ```swift
/// let folder = try TemporaryFolder("export")
/// defer { folder.remove() }
/// let file = try folder.write("a.tokens.json", text: "{}")   // …/livery-export-<uuid>/a.tokens.json
/// ```
public struct TemporaryFolder: Sendable {
    /// The folder.
    public let url: URL

    /// The folder's path.
    public var path: String { url.path }

    /// Creates `livery-<label>-<uuid>` in the temporary folder.
    public init(_ label: String = "tests") throws {
        url = URL(fileURLWithPath: Self.unusedPath(label), isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// A path in the temporary folder that nothing uses yet (`livery-<label>-<uuid>`), not created.
    public static func unusedPath(_ label: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("livery-\(label)-\(UUID().uuidString)").path
    }

    /// The URL of `relative` inside the folder.
    public func url(_ relative: String) -> URL { url.appendingPathComponent(relative) }

    /// Writes `bytes` to `name` inside the folder (creating folders on the way) and returns the
    /// file's path.
    @discardableResult
    public func write(_ name: String, bytes: [UInt8]) throws -> String {
        let file = url(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
        return file.path
    }

    /// Writes `text` as UTF-8 to `name` inside the folder and returns the file's path.
    @discardableResult
    public func write(_ name: String, text: String) throws -> String {
        try write(name, bytes: Array(text.utf8))
    }

    /// Writes `text` to `name` as an executable (mode 0755) and returns its path.
    ///
    /// The file is opened close-on-exec. Tests run in parallel: a process another test spawns
    /// while this file is open for writing would otherwise keep it open across its `exec`, and
    /// running the file would then fail with ETXTBSY ("Text file busy").
    @discardableResult
    public func writeExecutable(_ name: String, text: String) throws -> String {
        let file = url(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let descriptor = open(file.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            written += count
        }
        guard fchmod(descriptor, 0o755) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        return file.path
    }

    /// Every regular file below `subpath`, relative to it, sorted.
    public func files(under subpath: String = "") -> [String] {
        let root = subpath.isEmpty ? path : path + "/" + subpath
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        var files: [String] = []
        while let item = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + item, isDirectory: &isDirectory),
                !isDirectory.boolValue
            {
                files.append(item)
            }
        }
        return files.sorted()
    }

    /// Removes the folder and everything in it.
    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
