import Foundation
import LiveryCore

extension OutputWriter {
    /// Makes the plan's folders in the staging folder, one depth at a time so that each parent
    /// exists before its children, then writes its files; each step on several threads, each
    /// call relative to the staging folder opened once.
    static func stage(
        _ plan: StagingPlan, of set: [OutputFile], layout: OutputLayout, in staging: String
    ) throws(Diagnostic) {
        let root: Int32
        do throws(FileSystemCalls.Failure) {
            root = try FileSystemCalls.openFolder(staging)
        } catch {
            throw .error("cannot open the staging folder: \(error.message)", file: staging)
        }
        defer { FileSystemCalls.closeFolder(root) }
        for level in plan.folderLevels(of: layout) {
            try ParallelMap.forEach(level.count, chunkSize: FileSystemCalls.chunkSize) { index throws(Diagnostic) in
                do throws(FileSystemCalls.Failure) {
                    try FileSystemCalls.makeFolder(level[index].staged, in: root)
                } catch {
                    throw .error("cannot create a folder: \(error.message)", file: level[index].folder)
                }
            }
        }
        let files = plan.files
        try ParallelMap.forEach(files.count, chunkSize: FileSystemCalls.chunkSize) { index throws(Diagnostic) in
            let file = files[index]
            do throws(FileSystemCalls.Failure) {
                try FileSystemCalls.writeFile(file.path, in: root, set[file.source].contents)
            } catch {
                throw .error("cannot write: \(error.message)", file: set[file.source].path)
            }
        }
    }

    /// A new, empty folder in the destination's parent (created when needed), so that the
    /// final renames stay within one file system.
    static func makeStagingFolder(beside destination: String) throws(Diagnostic) -> String {
        let parent = (destination as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        } catch {
            throw .error(
                FileProblem.describe(error, at: parent, action: "cannot create the folder", isFolder: true),
                file: parent)
        }
        let staging = (parent == "/" ? "" : parent) + "/.livery-staging-\(UUID().uuidString)"
        do throws(FileSystemCalls.Failure) {
            try FileSystemCalls.makeFolder(staging)
        } catch {
            throw .error("cannot create a folder here: \(error.message)", file: parent)
        }
        return staging
    }
}
