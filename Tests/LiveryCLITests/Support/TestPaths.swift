import Foundation

/// Where the tests find the package's examples and the shared fixtures.
enum TestPaths {
    /// The package root: `Tests/LiveryCLITests/Support/TestPaths.swift` is four levels below it.
    static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// `Examples/Themes/app.resolver.json`.
    static let exampleResolver = packageRoot + "/Examples/Themes/app.resolver.json"

    /// `shared/fixtures` beside the package (a clean clone in CI), else `/work/shared/fixtures`.
    static let sharedFixtures: String = {
        let beside = URL(fileURLWithPath: packageRoot).deletingLastPathComponent()
            .appendingPathComponent("shared/fixtures").path
        return FileManager.default.fileExists(atPath: beside) ? beside : "/work/shared/fixtures"
    }()

    /// The Figma Simple Design System resolver.
    static var figmaResolver: String { sharedFixtures + "/dtcg/figma-sds/sds.resolver.json" }
}

/// A fresh folder under the system's temporary folder, removed by ``remove()``.
struct TemporaryFolder {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "livery-cli-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Writes `bytes` to `name` inside the folder and returns the file's path.
    @discardableResult
    func write(_ name: String, bytes: [UInt8]) throws -> String {
        let file = path + "/" + name
        try FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        return file
    }

    /// Writes `text` as UTF-8 to `name` inside the folder and returns the file's path.
    @discardableResult
    func write(_ name: String, text: String) throws -> String {
        try write(name, bytes: Array(text.utf8))
    }

    /// Every regular file below `subpath`, relative to it, sorted.
    func files(under subpath: String = "") -> [String] {
        let root = subpath.isEmpty ? path : path + "/" + subpath
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        var files: [String] = []
        while let item = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + item, isDirectory: &isDirectory), !isDirectory.boolValue {
                files.append(item)
            }
        }
        return files.sorted()
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
