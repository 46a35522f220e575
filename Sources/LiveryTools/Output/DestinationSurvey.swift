import LiveryCore

/// What a destination folder already holds for a set of files: which of the set's folders
/// exist, and whether each file is already there with exactly the set's bytes.
///
/// Every file is compared by its contents (one `open`, one `read`, one `close`), which also
/// finds the conflicts: a folder where a file goes, or a file where a folder is needed. A
/// folder is looked at on its own (one `stat`) only when no file of the set was found in it
/// and its parent exists, so surveying an unchanged output costs one comparison per file and
/// nothing per folder.
struct DestinationSurvey {
    /// Where a file of the set stands.
    enum FileState: Equatable {
        /// The destination already holds the file with these bytes: it is not written.
        case unchanged
        /// Its folder exists, and the file is missing there or holds other bytes.
        case changed
        /// Its folder is new too: the file arrives with the folder.
        case inNewFolder
    }

    /// Whether the destination folder exists.
    private(set) var destinationExists = false
    /// For each folder of the layout, whether it exists in the destination.
    private(set) var folderExists: [Bool]
    /// For each file of the layout, where it stands.
    private(set) var states: [FileState]

    /// Surveys `destination` (absolute) for `layout` of `set`.
    ///
    /// - Throws: A `Diagnostic` naming the first path in the way (a file where a folder is
    ///   needed, or a folder where a file goes), or a destination that cannot be read.
    init(
        _ layout: OutputLayout, of set: [OutputFile], in destination: String, named directory: String
    ) throws(Diagnostic) {
        folderExists = Array(repeating: false, count: layout.folders.count)
        states = Array(repeating: .inNewFolder, count: layout.files.count)
        switch FileSystemCalls.kind(at: destination) {
        case .missing: return
        case .file, .special: throw .error("a file stands where a folder is needed", file: destination)
        case .folder: destinationExists = true
        }
        let root: Int32
        do throws(FileSystemCalls.Failure) {
            root = try FileSystemCalls.openFolder(destination)
        } catch {
            throw .error("cannot read the folder: \(error.message)", file: destination)
        }
        defer { FileSystemCalls.closeFolder(root) }

        let files = layout.files
        let comparisons = ParallelMap.run(files.count, chunkSize: FileSystemCalls.chunkSize) { index in
            FileSystemCalls.compare(files[index].path, in: root, with: set[files[index].source].contents)
        }
        for (file, comparison) in zip(files, comparisons) {
            switch comparison {
            case .folder:
                throw .error("a folder stands where a file is to be written", file: directory + "/" + file.path)
            case .blocked:
                throw Self.blockedFolder(above: file, in: layout, root: root, destination: destination)
            case .same, .different:
                markExisting(file.folder, parents: layout.parents)
            case .missing, .unknown:
                continue
            }
        }
        try findFolders(of: layout, root: root, destination: destination)
        for (index, file) in files.enumerated() where file.folder.map({ folderExists[$0] }) ?? true {
            states[index] = comparisons[index] == .same ? .unchanged : .changed
        }
    }

    /// Marks `folder` and its ancestors as existing.
    private mutating func markExisting(_ folder: Int?, parents: [Int?]) {
        var next = folder
        while let index = next, !folderExists[index] {
            folderExists[index] = true
            next = parents[index]
        }
    }

    /// Looks at each folder not yet known to exist whose parent exists.
    private mutating func findFolders(of layout: OutputLayout, root: Int32, destination: String) throws(Diagnostic) {
        // `folders` lists each parent before its children.
        for (index, folder) in layout.folders.enumerated() where !folderExists[index] {
            guard layout.parents[index].map({ folderExists[$0] }) ?? true else { continue }
            switch FileSystemCalls.kind(of: folder, in: root) {
            case .missing: continue
            case .file, .special:
                throw .error("a file stands where a folder is needed", file: destination + "/" + folder)
            case .folder: folderExists[index] = true
            }
        }
    }

    /// The error for a file whose path runs through a file: names the topmost folder of its
    /// path that is a file in the destination.
    private static func blockedFolder(
        above file: OutputLayout.File, in layout: OutputLayout, root: Int32, destination: String
    ) -> Diagnostic {
        var chain: [Int] = []
        var next = file.folder
        while let index = next {
            chain.append(index)
            next = layout.parents[index]
        }
        for index in chain.reversed() where FileSystemCalls.kind(of: layout.folders[index], in: root) == .file {
            return .error("a file stands where a folder is needed", file: destination + "/" + layout.folders[index])
        }
        return .error("a file stands where a folder is needed", file: destination + "/" + file.path)
    }
}
