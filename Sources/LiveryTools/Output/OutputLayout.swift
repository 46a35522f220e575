import LiveryCore

/// The folder tree a set of ``OutputFile``s makes: every folder once, parents before children,
/// and every distinct file once, so ``OutputWriter`` can check, create and move folders rather
/// than one path per file.
///
/// Paths are normalised (empty and `.` components dropped), so `a//b.txt` and `./a/b.txt`
/// name the same file as `a/b.txt`; when the set names a path twice, the later file wins.
struct OutputLayout {
    /// One distinct file of the set.
    struct File {
        /// The normalised path, relative to the output folder.
        var path: String
        /// The position in the set of the file whose bytes are written (the last naming `path`).
        var source: Int
        /// The index in ``OutputLayout/folders`` of the file's folder; `nil` at the top.
        var folder: Int?
    }

    /// Every folder the set needs, relative to the output folder, each before its children.
    private(set) var folders: [String] = []
    /// The index in ``folders`` of each folder's parent; `nil` at the top.
    private(set) var parents: [Int?] = []
    /// Every distinct file, in the order each path first appears.
    private(set) var files: [File] = []
    /// Folder paths (slices of file paths, so looking one up builds no string) to indices.
    private var folderIndex: [Substring: Int] = [:]

    /// - Throws: A `Diagnostic` when a path leaves the output folder (absolute, or with a
    ///   `..` component), names no file, or is both a file and a folder of the set.
    init(_ set: [OutputFile]) throws(Diagnostic) {
        var fileIndex: [String: Int] = [:]
        fileIndex.reserveCapacity(set.count)
        files.reserveCapacity(set.count)
        // Generated sets often hold a folder per file (an asset catalog's color sets).
        folderIndex.reserveCapacity(set.count)
        folders.reserveCapacity(set.count)
        parents.reserveCapacity(set.count)
        for (source, file) in set.enumerated() {
            let path = try Self.normalised(file.path)
            if let known = fileIndex.updateValue(files.count, forKey: path) {
                fileIndex[path] = known
                files[known].source = source
                continue
            }
            files.append(File(path: path, source: source, folder: folder(of: path[...])))
        }
        if let clash = folders.first(where: { fileIndex[$0] != nil }) {
            throw .error("cannot write: the set names this path both as a file and as a folder", file: clash)
        }
    }

    /// The depth of each folder: 0 at the top.
    var depths: [Int] {
        var depths: [Int] = []
        depths.reserveCapacity(folders.count)
        for parent in parents { depths.append(parent.map { depths[$0] + 1 } ?? 0) }
        return depths
    }

    /// Registers the folder holding `path` and its missing ancestors; returns its index.
    private mutating func folder(of path: Substring) -> Int? {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return nil }
        let folder = path[..<slash]
        if let known = folderIndex[folder] { return known }
        let parent = self.folder(of: folder)
        folderIndex[folder] = folders.count
        folders.append(String(folder))
        parents.append(parent)
        return folders.count - 1
    }

    /// `path` without empty or `.` components, checked in one pass over its bytes; a path that
    /// is already normal is returned as it is, without building a new string.
    ///
    /// - Throws: A `Diagnostic` when `path` is empty or absolute, has a `..` component, or
    ///   names no file (`.`, `/`).
    static func normalised(_ path: String) throws(Diagnostic) -> String {
        guard let first = path.utf8.first, first != UInt8(ascii: "/") else {
            throw .error("refusing to write outside the output folder", file: path)
        }
        var isNormal = true
        var length = 0 // bytes of the current component
        var allDots = true // the current component is dots only, so far
        func endComponent() throws(Diagnostic) {
            if allDots, length == 2 { throw .error("refusing to write outside the output folder", file: path) }
            if length == 0 || allDots && length == 1 { isNormal = false }
            length = 0
            allDots = true
        }
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                try endComponent()
            } else {
                allDots = allDots && byte == UInt8(ascii: ".")
                length += 1
            }
        }
        try endComponent()
        if isNormal { return path }
        let parts = path.split(separator: "/").filter { $0 != "." }
        guard !parts.isEmpty else { throw .error("not a file path", file: path) }
        return parts.joined(separator: "/")
    }
}
