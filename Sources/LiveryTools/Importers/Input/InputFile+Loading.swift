import Foundation
import LiveryCore

extension InputFile {
    /// The largest single input file read (16 MiB); theme files are far smaller.
    public static let sizeLimit = 16 << 20

    /// Reads the files and folders the user named.
    ///
    /// A named file is always read. A named folder is walked recursively (hidden entries
    /// skipped, in sorted order), keeping the files `accepting` wants, with paths that start
    /// with the folder as the user wrote it: `res` → `res/values-night/colors.xml`.
    ///
    /// - Throws: A `Diagnostic` naming the first path that is missing, unreadable or too
    ///   large.
    public static func load(
        _ paths: [String], accepting: (String) -> Bool = { _ in true }
    ) throws(Diagnostic)
        -> [InputFile]
    {
        var files: [InputFile] = []
        for path in paths {
            let display = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw .error("no such file or folder", file: path)
            }
            if isDirectory.boolValue {
                for relative in try listFolder(path, display: display) where accepting(relative) {
                    let full = display + "/" + relative
                    files.append(
                        InputFile(
                            path: full, contents: try JSONFile.read(path: full, displayName: full, sizeLimit: sizeLimit)
                        ))
                }
            } else {
                files.append(
                    InputFile(
                        path: display,
                        contents: try JSONFile.read(path: path, displayName: display, sizeLimit: sizeLimit)))
            }
        }
        return files
    }

    /// Every regular file below `path`, relative to it, sorted; hidden entries skipped.
    private static func listFolder(_ path: String, display: String) throws(Diagnostic) -> [String] {
        let fm = FileManager.default
        guard let enumerator = fm.enumerator(atPath: path) else {
            throw .error("cannot list the folder", file: display)
        }
        var result: [String] = []
        while let next = enumerator.nextObject() as? String {
            if next.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            var isDirectory: ObjCBool = false
            if fm.fileExists(atPath: path + "/" + next, isDirectory: &isDirectory), !isDirectory.boolValue {
                result.append(next)
            }
        }
        return result.sorted()
    }
}
