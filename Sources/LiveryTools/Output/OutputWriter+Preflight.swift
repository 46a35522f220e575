import Foundation
import LiveryCore

extension OutputWriter {
    /// Checks, before anything is written, that every file of the set can take its place under
    /// `directory`: no existing file stands where a folder is needed, and no existing folder
    /// where a file goes.
    ///
    /// ``write(_:to:)`` stages every file first, but then renames them into place one by one,
    /// so a conflict met halfway would leave the files renamed before it. Calling this first
    /// catches those conflicts while nothing has been touched.
    ///
    /// ```swift
    /// try OutputWriter.checkWritable(files, to: "build")   // throws: "build/css: a file stands where a folder is needed"
    /// try OutputWriter.write(files, to: "build")
    /// ```
    ///
    /// - Throws: A ``Diagnostic`` naming the first path in the way.
    public static func checkWritable(_ files: [OutputFile], to directory: String) throws(Diagnostic) {
        let fm = FileManager.default
        var checkedFolders: Set<String> = []
        func isDirectory(_ path: String) -> Bool? {
            var directory: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &directory) else { return nil }
            return directory.boolValue
        }
        let root = URL(fileURLWithPath: directory).standardizedFileURL.path
        var folders = [root]
        for file in files {
            let parts = file.path.split(separator: "/")
            var folder = root
            for part in parts.dropLast() {
                folder += "/" + part
                folders.append(folder)
            }
            if isDirectory(root + "/" + file.path) == true {
                throw .error("a folder stands where a file is to be written", file: directory + "/" + file.path)
            }
        }
        for folder in folders where checkedFolders.insert(folder).inserted {
            if isDirectory(folder) == false {
                throw .error("a file stands where a folder is needed", file: folder)
            }
        }
    }
}
