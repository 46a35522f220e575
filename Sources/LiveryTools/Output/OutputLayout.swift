import LiveryCore

/// The folder tree a set of ``OutputFile``s makes: every folder once, parents before children,
/// and each folder's entries, so ``OutputWriter`` can check, create and move folders rather
/// than one path per file.
///
/// Paths are normalised (empty and `.` components dropped), so `a//b.txt` and `./a/b.txt`
/// name the same file as `a/b.txt`.
struct OutputLayout {
    /// Every folder the set needs, relative to the output folder, each before its children.
    private(set) var folders: [String] = []
    /// Each file's normalised path, in the order of the set.
    private(set) var filePaths: [String] = []
    /// The entries (file and folder names) of each folder; the output folder itself is `""`.
    private(set) var entries: [String: [String]] = [:]
    private(set) var folderSet: Set<String> = []
    private var fileSet: Set<String> = []

    /// - Throws: A ``Diagnostic`` when a path names no file, or one path is both a file and a
    ///   folder of the set.
    init(_ files: [OutputFile]) throws(Diagnostic) {
        filePaths.reserveCapacity(files.count)
        for file in files {
            var parent = ""
            let parts = file.path.split(separator: "/").filter { $0 != "." }
            guard !parts.isEmpty else { throw .error("not a file path", file: file.path) }
            for (index, part) in parts.enumerated() {
                let path = parent.isEmpty ? String(part) : parent + "/" + part
                if index == parts.count - 1 {
                    if fileSet.insert(path).inserted { entries[parent, default: []].append(String(part)) }
                    filePaths.append(path)
                } else {
                    if folderSet.insert(path).inserted {
                        folders.append(path)
                        entries[parent, default: []].append(String(part))
                    }
                    parent = path
                }
            }
        }
        if let clash = folders.first(where: fileSet.contains) {
            throw .error("cannot write: the set names this path both as a file and as a folder", file: clash)
        }
    }

    /// Whether `path` (relative, normalised) is a folder of the set.
    func isFolder(_ path: String) -> Bool { folderSet.contains(path) }

    /// `parent/name`, or `name` at the top.
    static func join(_ parent: String, _ name: String) -> String {
        parent.isEmpty ? name : parent + "/" + name
    }
}
