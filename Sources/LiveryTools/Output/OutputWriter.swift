import Foundation
import LiveryCore

/// Writes a set of ``OutputFile``s into a folder all at once or not at all.
///
/// Conflicts with what is already in the destination are found before anything is written.
/// Files are then written into a fresh temporary folder beside the destination and moved into
/// place with `rename(2)` (within one file system), so a failure while writing (a full disk,
/// a folder that cannot be made) leaves no partial output behind. A folder the destination does
/// not have yet moves in one rename, whole; only folders that already exist are merged entry
/// by entry. Files of the destination that the set does not name are left alone.
///
/// ```swift
/// try OutputWriter.write([OutputFile(path: "css/tokens.css", text: ":root {}")], to: "build")
/// ```
public enum OutputWriter {
    /// Writes `files` under `directory`, creating it when needed.
    ///
    /// - Complexity: One `open`/`write`/`close` per file and one `mkdir` per folder in the
    ///   staging folder; one `rename` per top-level entry the destination does not have yet (one
    ///   in all when `directory` is new), file-by-file renames only inside existing folders.
    /// - Throws: A ``Diagnostic`` naming the path that could not be written or is in the way;
    ///   nothing of the set is left in `directory` then.
    public static func write(_ files: [OutputFile], to directory: String) throws(Diagnostic) {
        for file in files where !isSafeRelativePath(file.path) {
            throw .error("refusing to write outside the output folder", file: file.path)
        }
        let layout = try OutputLayout(files)
        let destination = standardized(directory)
        // Conflicts (a file where a folder goes, or the reverse) are found before anything moves.
        let existing = try existingFolders(of: layout, in: destination, named: directory)
        let staging = try makeStagingFolder(beside: destination)
        var moved = false
        defer {
            if !moved { try? FileManager.default.removeItem(atPath: staging) }
        }
        try stage(files, layout: layout, in: staging)
        do throws(FileSystemCalls.Failure) {
            if existing.isEmpty {
                try FileSystemCalls.move(staging, to: destination)
            } else {
                try merge("", of: layout, from: staging, into: destination, existing: existing)
                FileSystemCalls.removeEmptyFolder(staging)
            }
            moved = true
        } catch {
            throw .error("cannot move the output into place: \(error.message)", file: destination)
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

    static func isSafeRelativePath(_ path: String) -> Bool {
        !path.isEmpty && !path.hasPrefix("/") && !path.split(separator: "/").contains("..")
    }

    /// A new, empty folder in the destination's parent (created when needed), so that the
    /// final renames stay within one file system.
    private static func makeStagingFolder(beside destination: String) throws(Diagnostic) -> String {
        let parent = (destination as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        } catch {
            throw .error("cannot create a folder here: \(error.localizedDescription)", file: parent)
        }
        let staging = (parent == "/" ? "" : parent) + "/.livery-staging-\(UUID().uuidString)"
        do throws(FileSystemCalls.Failure) {
            try FileSystemCalls.makeFolder(staging)
        } catch {
            throw .error("cannot create a folder here: \(error.message)", file: parent)
        }
        return staging
    }

    /// Moves the entries of `folder` from `staging` into `destination`: an entry the destination
    /// lacks moves whole in one rename; a folder it already has is merged entry by entry.
    private static func merge(
        _ folder: String, of layout: OutputLayout, from staging: String, into destination: String,
        existing: Set<String>
    ) throws(FileSystemCalls.Failure) {
        for name in layout.entries[folder] ?? [] {
            let path = OutputLayout.join(folder, name)
            if layout.isFolder(path), existing.contains(path) {
                try merge(path, of: layout, from: staging, into: destination, existing: existing)
                FileSystemCalls.removeEmptyFolder(staging + "/" + path)
            } else {
                try FileSystemCalls.move(staging + "/" + path, to: destination + "/" + path)
            }
        }
    }
}
