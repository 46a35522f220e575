import Foundation
import LiveryCore

/// Writes a set of ``OutputFile``s into a folder all at once or not at all, writing only the
/// files whose bytes changed.
///
/// A file the destination already holds with exactly the set's bytes is left untouched — same
/// inode, same modification time — so tools that watch the output (Xcode's asset compiler,
/// Gradle, a bundler's watcher) see only the files that really changed. Every other file is
/// compared byte by byte first (one `open`/`read`/`close`, no manifest to keep or trust), which
/// also finds conflicts with what is already there — a file where a folder is needed, a folder
/// where a file goes — before anything is written.
///
/// New and changed files are then written into a fresh temporary folder beside the
/// destination and moved into place with `rename(2)` (within one file system), so a failure
/// while writing (a full disk, a folder that cannot be made) leaves no partial output behind,
/// and each file is replaced atomically: a reader sees the old bytes or the new, never a mix.
/// When that takes more than one rename, the deepest folder holding every change is rebuilt
/// in the staging folder instead (hard links for the files that stay, so unchanged files keep
/// their inode and the destination's other files stay) and swapped in with one atomic
/// exchange: a process killed at any moment leaves the old files or the new, never a mix
/// (`swap(_:layout:survey:root:destination:staging:)`, `StagingFolder`).
/// Should a rename fail midway, the renames already made are undone (a replaced file keeps a
/// second name until the end, so it can be put back). A destination that does not exist yet
/// arrives in one rename, whole; so does each folder it lacks. Files of the destination that
/// the set does not name are left alone.
///
/// Comparing costs one `open`/`read`/`close` per file — about twice a bare `stat` — and needs
/// nothing kept in the destination: a manifest of sizes and times would save that difference,
/// but it would add a file the set does not name, and an edit within one timestamp tick of a
/// write would look unchanged to it.
///
/// ```swift
/// let report = try OutputWriter.write([OutputFile(path: "css/tokens.css", text: ":root {}")], to: "build")
/// report.written   // ["css/tokens.css"] the first time, [] when run again
/// ```
public enum OutputWriter {
    /// Writes the new and changed files of `files` under `directory`, creating it when needed.
    ///
    /// - Complexity: In an existing destination, one `open`/`read`/`close` per file to compare
    ///   it, and a `stat` per folder only where no file of the set was found; then, for what
    ///   changed only, one `open`/`write`/`close` per file and `mkdir` per new folder in the
    ///   staging folder, and one `rename` per changed file or new top folder (with a `link` and
    ///   an `unlink` to keep a replaced file until the end). Nothing is
    ///   created when nothing changed. Into a new destination: no comparisons, every folder and
    ///   file created in the staging folder, and one `rename`.
    /// - Returns: The files written and how many were left unchanged.
    /// - Throws: A `Diagnostic` naming the path that could not be written or is in the way;
    ///   nothing of the set is left in `directory` then.
    @discardableResult
    public static func write(_ files: [OutputFile], to directory: String) throws(Diagnostic) -> OutputWriteReport {
        let layout = try OutputLayout(files)
        let destination = standardized(directory)
        // A run killed midway left its staging folder (and perhaps the old output) beside the destination.
        StagingFolder.cleanUp(beside: destination)
        // Conflicts (a file where a folder goes, or the reverse) are found before anything is written.
        let survey = try DestinationSurvey(layout, of: files, in: destination, named: directory)
        let unchanged = survey.states.lazy.filter { $0 == .unchanged }.count
        if survey.destinationExists, unchanged == layout.files.count {
            return OutputWriteReport(written: [], unchanged: unchanged)
        }
        let root = survey.destinationExists ? swapRoot(of: layout, survey: survey, destination: destination) : ""
        let staging = try StagingFolder.make(beside: destination, swapping: root)
        defer { try? FileManager.default.removeItem(atPath: staging) }
        let tree = staging + "/" + StagingFolder.treeName
        let plan = StagingPlan(
            layout, survey: survey, staging: survey.destinationExists ? staging : tree, destination: destination)
        // More than one rename into an existing destination would leave a mix when the process
        // stops between them: the folder holding every change is rebuilt and swapped in whole.
        if survey.destinationExists, plan.moves.count > 1, StagingFolder.isRealFolder(destination) {
            try swap(files, layout: layout, survey: survey, root: root, destination: destination, staging: staging)
            return OutputWriteReport(written: plan.written, unchanged: unchanged)
        }
        if !survey.destinationExists {
            do throws(FileSystemCalls.Failure) {
                try FileSystemCalls.makeFolder(tree)
            } catch {
                throw .error("cannot create a folder here: \(error.message)", file: staging)
            }
        }
        try stage(plan, of: files, layout: layout, in: survey.destinationExists ? staging : tree)
        do throws(FileSystemCalls.Failure) {
            if survey.destinationExists {
                try commit(plan.moves, staging: staging)
            } else {
                try FileSystemCalls.move(tree, to: destination)
            }
        } catch {
            throw .error("cannot move the output into place: \(error.message)", file: destination)
        }
        return OutputWriteReport(written: plan.written, unchanged: unchanged)
    }

    /// Writes one file atomically (a temporary file renamed over the target), unless `path`
    /// already holds exactly its bytes: then the file is left untouched. A device, pipe or
    /// socket at `path` (`/dev/null`, a link to `/dev/stdout`) is refused: the rename would
    /// replace it with a file.
    public static func write(_ file: OutputFile, toPath path: String) throws(Diagnostic) {
        if FileSystemCalls.kind(at: path) == .special {
            throw .error("is a device, pipe or socket, not a file: write the output to a file", file: path)
        }
        if FileSystemCalls.compare(path, in: FileSystemCalls.currentFolder, with: file.contents) == .same { return }
        do {
            let url = URL(fileURLWithPath: path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents).write(to: url, options: .atomic)
        } catch {
            throw .error(FileProblem.describe(error, at: path), file: path)
        }
    }
}
