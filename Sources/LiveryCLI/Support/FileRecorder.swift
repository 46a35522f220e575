import Foundation
import LiveryCore

/// Remembers every file a ``FileLoader`` was asked for, so `livery validate` can say how many
/// files it checked (the resolvers named and every token file they reference).
///
/// `@unchecked Sendable` because the loader closure must be `@Sendable` while it records into
/// this shared set: every access to `paths` holds `lock`, so no two threads touch it at once.
final class FileRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var paths: Set<String> = []

    /// A loader that reads like `base` and records each path it is asked for.
    func recording(_ base: FileLoader) -> FileLoader {
        FileLoader { path, displayName, warnings throws(Diagnostic) in
            self.record(path)
            return try base.load(path, displayName, &warnings)
        }
    }

    /// How many distinct files were asked for (the same file through two spellings counts once).
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return paths.count
    }

    private func record(_ path: String) {
        let key = URL(fileURLWithPath: path).standardizedFileURL.path
        lock.lock()
        paths.insert(key)
        lock.unlock()
    }
}
