/// Where one write puts each new folder and each file to write inside its staging folder, and
/// the renames that then move them into the destination.
///
/// When the destination does not exist, the staging folder mirrors the whole set and becomes
/// the destination in one rename. Otherwise only what the survey found new or changed is
/// staged: each folder the destination lacks (whose parent it has) as `n<index>`, with its
/// whole subtree inside, and each new or changed file of an existing folder as `f<index>`;
/// each is then renamed to its place. Unchanged files are not staged at all.
struct StagingPlan {
    /// One file to write into the staging folder.
    struct File {
        /// The position in the set of the file whose bytes are written.
        var source: Int
        /// Its path relative to the staging folder.
        var path: String
    }

    /// One rename from the staging folder into the destination.
    struct Move {
        var from: String
        var to: String
    }

    /// Per folder of the layout, where it is made, relative to the staging folder; `nil` when
    /// the destination has it already. (Relative paths let the kernel walk only the part below
    /// the staging folder, which is opened once.)
    private(set) var folders: [String?]
    /// The files to write, in the order of the layout.
    private(set) var files: [File] = []
    /// The renames into the destination; none when the staging folder becomes the destination.
    private(set) var moves: [Move] = []
    /// The relative paths of the files written, in the order of the layout.
    private(set) var written: [String] = []

    init(_ layout: OutputLayout, survey: DestinationSurvey, staging: String, destination: String) {
        let whole = !survey.destinationExists
        folders = Array(repeating: nil, count: layout.folders.count)
        for (index, folder) in layout.folders.enumerated() where !survey.folderExists[index] {
            if whole {
                folders[index] = folder
            } else if let parent = layout.parents[index], let staged = folders[parent] {
                folders[index] = staged + "/" + Self.lastComponent(of: folder)
            } else {
                // The topmost folder the destination lacks: staged under a name of its own,
                // moved in whole.
                folders[index] = "n\(index)"
                moves.append(Move(from: staging + "/n\(index)", to: destination + "/" + folder))
            }
        }
        for (index, file) in layout.files.enumerated() {
            switch survey.states[index] {
            case .unchanged:
                continue
            case .inNewFolder where whole:
                files.append(File(source: file.source, path: file.path))
            case .inNewFolder:
                let name = Self.lastComponent(of: file.path)
                files.append(
                    File(source: file.source, path: file.folder.flatMap { folders[$0] }.map { $0 + "/" + name } ?? name)
                )
            case .changed:
                files.append(File(source: file.source, path: "f\(index)"))
                moves.append(Move(from: staging + "/f\(index)", to: destination + "/" + file.path))
            }
            written.append(file.path)
        }
    }

    /// Whether there is nothing to stage: every file is unchanged in an existing destination.
    var isEmpty: Bool { files.isEmpty && moves.isEmpty }

    /// The folders to make, grouped by depth (parents' group first): each one's path relative
    /// to the staging folder and its path in the set.
    func folderLevels(of layout: OutputLayout) -> [[(staged: String, folder: String)]] {
        var levels: [[(staged: String, folder: String)]] = []
        for (index, depth) in layout.depths.enumerated() {
            guard let staged = folders[index] else { continue }
            while levels.count <= depth { levels.append([]) }
            levels[depth].append((staged, layout.folders[index]))
        }
        return levels
    }

    private static func lastComponent(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(path[path.utf8.index(after: slash)...])
    }
}
