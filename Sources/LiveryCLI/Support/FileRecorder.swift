import Foundation
import LiveryCore

/// Remembers every file a ``FileLoader`` was asked for, so `livery validate` can say how many
/// files it checked (the resolvers named and every token file they reference), from the
/// loader's threads.
final class FileRecorder: Sendable {
    private let paths = Locked<Set<String>>([])

    /// A loader that reads like `base` and records each path it is asked for.
    func recording(_ base: FileLoader) -> FileLoader {
        FileLoader { path, displayName, warnings throws(Diagnostic) in
            self.record(path)
            return try base.load(path, displayName, &warnings)
        }
    }

    /// How many distinct files were asked for (the same file through two spellings counts once).
    var count: Int { paths.withLock { $0.count } }

    private func record(_ path: String) {
        let key = URL(fileURLWithPath: path).standardizedFileURL.path
        paths.withLock { _ = $0.insert(key) }
    }
}
