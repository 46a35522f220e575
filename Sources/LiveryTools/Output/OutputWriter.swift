import Foundation
import LiveryCore

/// Writes a set of ``OutputFile``s into a folder all at once or not at all.
///
/// Files are written into a fresh temporary folder beside the destination, then renamed into
/// place (renames within one file system), so a failure while writing (a bad path, a full
/// disk) leaves no partial output behind. Files of the destination that the set does not name
/// are left alone.
public enum OutputWriter {
    /// Writes `files` under `directory`, creating it when needed.
    ///
    /// - Throws: A ``Diagnostic`` naming the file that could not be written; nothing of the
    ///   set is left in `directory` then.
    public static func write(_ files: [OutputFile], to directory: String) throws(Diagnostic) {
        let fm = FileManager.default
        let destination = URL(fileURLWithPath: directory).standardizedFileURL
        for file in files {
            guard isSafeRelativePath(file.path) else {
                throw .error("refusing to write outside the output folder", file: file.path)
            }
        }
        // Conflicts (a file where a folder goes, or the reverse) are found before anything moves.
        try checkWritable(files, to: directory)
        let parent = destination.deletingLastPathComponent()
        let staging = parent.appendingPathComponent(".livery-staging-\(UUID().uuidString)")
        do {
            try fm.createDirectory(at: staging, withIntermediateDirectories: true)
        } catch {
            throw .error("cannot create a folder here: \(error.localizedDescription)", file: parent.path)
        }
        defer { try? fm.removeItem(at: staging) }
        for file in files {
            let url = staging.appendingPathComponent(file.path)
            do {
                try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.contents).write(to: url)
            } catch {
                throw .error("cannot write: \(error.localizedDescription)", file: file.path)
            }
        }
        do {
            try fm.createDirectory(at: destination, withIntermediateDirectories: true)
            for file in files {
                let target = destination.appendingPathComponent(file.path)
                try fm.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try renameReplacing(staging.appendingPathComponent(file.path), to: target)
            }
        } catch {
            throw .error("cannot move the output into place: \(error.localizedDescription)", file: destination.path)
        }
    }

    /// Writes one file atomically (a temporary file renamed over the target).
    public static func write(_ file: OutputFile, toPath path: String) throws(Diagnostic) {
        do {
            let url = URL(fileURLWithPath: path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents).write(to: url, options: .atomic)
        } catch {
            throw .error("cannot write: \(error.localizedDescription)", file: path)
        }
    }

    /// `rename(2)`: replaces an existing file in one atomic step. (Foundation's
    /// `replaceItemAt` fails on Linux when the target exists.)
    private static func renameReplacing(_ source: URL, to target: URL) throws {
        let result = source.withUnsafeFileSystemRepresentation { from in
            target.withUnsafeFileSystemRepresentation { to -> Int32 in
                guard let from, let to else { return -1 }
                return rename(from, to)
            }
        }
        if result != 0 {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: target.path])
        }
    }

    static func isSafeRelativePath(_ path: String) -> Bool {
        !path.isEmpty && !path.hasPrefix("/") && !path.split(separator: "/").contains("..")
    }
}
