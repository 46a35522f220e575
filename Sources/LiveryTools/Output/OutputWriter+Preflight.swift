import Foundation
import LiveryCore

extension OutputWriter {
    /// Checks, before anything is written, that every file of the set can take its place under
    /// `directory`: no existing file stands where a folder is needed, and no existing folder
    /// where a file goes.
    ///
    /// ``write(_:to:)`` runs this check itself before it moves anything; call it on its own to
    /// learn of a conflict without writing.
    ///
    /// ```swift
    /// try OutputWriter.checkWritable(files, to: "build")   // throws: "build/css: a file stands where a folder is needed"
    /// try OutputWriter.write(files, to: "build")
    /// ```
    ///
    /// - Complexity: One `stat` per distinct folder whose parent exists in `directory`, and one
    ///   per file whose folder exists there; nothing beyond `directory` itself when it is new.
    /// - Throws: A ``Diagnostic`` naming the first path in the way.
    public static func checkWritable(_ files: [OutputFile], to directory: String) throws(Diagnostic) {
        _ = try existingFolders(of: OutputLayout(files), in: standardized(directory), named: directory)
    }

    /// The folders of `layout` that already exist under `root` (`""` for `root` itself, absent
    /// when `root` does not exist yet).
    ///
    /// A folder is only looked at when its parent exists, and a file only when its folder does.
    ///
    /// - Throws: A ``Diagnostic`` when a file stands where a folder is needed, or the reverse.
    static func existingFolders(
        of layout: OutputLayout, in root: String, named directory: String
    ) throws(Diagnostic) -> Set<String> {
        switch FileSystemCalls.kind(at: root) {
        case .missing: return []
        case .file: throw .error("a file stands where a folder is needed", file: root)
        case .folder: break
        }
        var existing: Set<String> = [""]
        // `folders` lists each parent before its children.
        for folder in layout.folders where existing.contains(parent(of: folder)) {
            switch FileSystemCalls.kind(at: root + "/" + folder) {
            case .missing: continue
            case .file: throw .error("a file stands where a folder is needed", file: root + "/" + folder)
            case .folder: existing.insert(folder)
            }
        }
        for path in layout.filePaths where existing.contains(parent(of: path)) {
            if FileSystemCalls.kind(at: root + "/" + path) == .folder {
                throw .error("a folder stands where a file is to be written", file: directory + "/" + path)
            }
        }
        return existing
    }

    /// The folder part of a relative path; `""` at the top.
    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    /// `directory` as an absolute path without `.` or `..` components.
    static func standardized(_ directory: String) -> String {
        URL(fileURLWithPath: directory).standardizedFileURL.path
    }
}
