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
}
