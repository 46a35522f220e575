import Foundation
import LiveryTools

#if canImport(Glibc)
    import Glibc
#endif

/// What the file system itself costs for a build's file tree, with no Livery logic, on one
/// thread: the folders and files made with bare `mkdir` / `open` / `write` / `close`; one bare
/// `open` / `read` / `close` per file of a tree that exists (what comparing each file costs);
/// one bare `stat` per file (the least any check of an existing output can cost, a manifest of
/// sizes and times included).
///
/// Paths are prepared before the clock starts; only the system calls are timed.
struct FileSystemFloor {
    /// Every folder of the tree, parents first, relative.
    private let folders: [String]
    private let files: [OutputFile]

    init(_ files: [OutputFile]) {
        var seen: Set<String> = []
        var folders: [String] = []
        for file in files {
            let parts = file.path.split(separator: "/").dropLast()
            var path = ""
            for part in parts {
                path = path.isEmpty ? String(part) : path + "/" + part
                if seen.insert(path).inserted { folders.append(path) }
            }
        }
        self.folders = folders
        self.files = files
    }

    /// Milliseconds to create the tree under `root` (which must not exist), and whether every
    /// call succeeded.
    @MainActor
    func create(under root: String) -> (milliseconds: Double, succeeded: Bool) {
        let folderPaths = [root] + folders.map { root + "/" + $0 }
        let filePaths = files.map { root + "/" + $0.path }
        var failures = 0
        let milliseconds = Measure.milliseconds {
            for path in folderPaths where mkdir(path, 0o777) != 0 { failures += 1 }
            for (path, file) in zip(filePaths, files) {
                let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
                guard descriptor >= 0 else {
                    failures += 1
                    continue
                }
                let written = file.contents.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                if written != file.contents.count { failures += 1 }
                close(descriptor)
            }
        }
        return (milliseconds, failures == 0)
    }

    /// Milliseconds to read every file under `root` once (`open`, one `read` of up to one byte
    /// more than the set's bytes, `close`), and whether all were read whole.
    @MainActor
    func readEveryFile(under root: String) -> (milliseconds: Double, succeeded: Bool) {
        let filePaths = files.map { root + "/" + $0.path }
        var buffer = [UInt8](repeating: 0, count: (files.map(\.contents.count).max() ?? 0) + 1)
        var failures = 0
        let milliseconds = Measure.milliseconds {
            buffer.withUnsafeMutableBytes { space in
                for (path, file) in zip(filePaths, files) {
                    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
                    guard descriptor >= 0 else {
                        failures += 1
                        continue
                    }
                    if read(descriptor, space.baseAddress, file.contents.count + 1) != file.contents.count {
                        failures += 1
                    }
                    close(descriptor)
                }
            }
        }
        return (milliseconds, failures == 0)
    }

    /// Milliseconds for one `stat` of every file under `root`, and whether all were found.
    @MainActor
    func statEveryFile(under root: String) -> (milliseconds: Double, succeeded: Bool) {
        let filePaths = files.map { root + "/" + $0.path }
        var failures = 0
        var status = stat()
        let milliseconds = Measure.milliseconds {
            for path in filePaths where stat(path, &status) != 0 { failures += 1 }
        }
        return (milliseconds, failures == 0)
    }
}
