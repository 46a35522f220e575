import Foundation
import LiveryCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension OutputWriter {
    /// The folder, relative to the destination, that a swap replaces: the deepest real folder
    /// (no symbolic link on the way) of the destination holding every new and changed file.
    static func swapRoot(of layout: OutputLayout, survey: DestinationSurvey, destination: String) -> String {
        var common: [Substring]?
        for (index, file) in layout.files.enumerated() where survey.states[index] != .unchanged {
            let folders = file.path.split(separator: "/").dropLast()
            guard let known = common else {
                common = Array(folders)
                continue
            }
            common = Array(zip(known, folders).prefix { $0 == $1 }.map(\.0))
        }
        var parts = common ?? []
        while true {
            var path = destination
            var real = StagingFolder.isRealFolder(path)
            for part in parts where real {
                path += "/" + part
                real = StagingFolder.isRealFolder(path)
            }
            if real || parts.isEmpty { return parts.joined(separator: "/") }
            parts.removeLast()
        }
    }

    /// Builds the new `root` folder of the destination in `tree` inside `staging` — the
    /// current folder's entries given second names (hard links; copies where the file system
    /// has none), then the new and changed files written — and swaps it in.
    ///
    /// The swap is one `renameat2(RENAME_EXCHANGE)` on Linux or `renamex_np(RENAME_SWAP)` on
    /// Darwin: the folder is the old one or the new one, whenever the process stops. Where the
    /// file system cannot exchange, it is two renames (the old folder into the staging folder,
    /// the new one into place); a run killed between them leaves the old folder in the marked
    /// staging folder, and the next write puts it back (``StagingFolder/restore(_:destination:)``).
    /// Entries that appeared in the old folder while the new one was built are moved over
    /// before the old one is removed.
    static func swap(
        _ files: [OutputFile], layout: OutputLayout, survey: DestinationSurvey, root: String, destination: String,
        staging: String
    ) throws(Diagnostic) {
        let current = root.isEmpty ? destination : destination + "/" + root
        let tree = staging + "/" + StagingFolder.treeName
        let prefix = root.isEmpty ? "" : root + "/"
        var replaced = Set<String>()
        var written: [(path: String, source: Int)] = []
        for (index, file) in layout.files.enumerated() where survey.states[index] != .unchanged {
            let relative = String(file.path.dropFirst(prefix.count))
            replaced.insert(relative)
            written.append((relative, file.source))
        }
        try mirror(current, into: tree, skipping: replaced, relative: "", mode: mode(of: current))
        let folder: Int32
        do throws(FileSystemCalls.Failure) {
            folder = try FileSystemCalls.openFolder(tree)
        } catch {
            throw .error("cannot open the staging folder: \(error.message)", file: tree)
        }
        defer { FileSystemCalls.closeFolder(folder) }
        var made = Set<String>()
        for (path, _) in written {
            var parts = path.split(separator: "/").dropLast()
            var pending: [String] = []
            while !parts.isEmpty, !made.contains(parts.joined(separator: "/")) {
                pending.append(parts.joined(separator: "/"))
                parts.removeLast()
            }
            for folderPath in pending.reversed() {
                made.insert(folderPath)
                if mkdirat(folder, folderPath, 0o777) != 0, errno != EEXIST {
                    throw .error(
                        "cannot create a folder: \(FileSystemCalls.Failure(code: errno).message)",
                        file: destination + "/" + prefix + folderPath)
                }
            }
        }
        let toWrite = written
        try ParallelMap.forEach(toWrite.count, chunkSize: FileSystemCalls.chunkSize) { index throws(Diagnostic) in
            let file = files[toWrite[index].source]
            do throws(FileSystemCalls.Failure) {
                try FileSystemCalls.writeFile(toWrite[index].path, in: folder, file.contents)
            } catch {
                throw .error("cannot write: \(error.message)", file: file.path)
            }
        }
        let old: String
        do throws(FileSystemCalls.Failure) {
            old = try exchange(tree, current, staging: staging)
        } catch {
            throw .error("cannot move the output into place: \(error.message)", file: current)
        }
        moveArrivals(from: old, to: current)
    }

    /// Swaps `tree` in for `current`; returns where the old folder now is.
    static func exchange(_ tree: String, _ current: String, staging: String) throws(FileSystemCalls.Failure) -> String {
        if exchangeAtomically(tree, current) { return tree }
        let code = errno
        guard code == EINVAL || code == ENOSYS || code == ENOTSUP || code == EOPNOTSUPP else {
            throw FileSystemCalls.Failure(code: code)
        }
        let old = staging + "/" + StagingFolder.oldName
        try FileSystemCalls.move(current, to: old)
        do throws(FileSystemCalls.Failure) {
            try FileSystemCalls.move(tree, to: current)
        } catch {
            _ = rename(old, current)
            throw error
        }
        return old
    }

    #if canImport(Glibc)
        private typealias RenameAt2 =
            @convention(c) (Int32, UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?, UInt32) -> Int32
        /// glibc's `renameat2` (2.28 and later), looked up at run time: Swift's Glibc module
        /// does not declare it.
        private static let renameAt2: RenameAt2? = {
            guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "renameat2") else { return nil }
            return unsafeBitCast(symbol, to: RenameAt2.self)
        }()
    #endif

    /// One atomic exchange of two paths; `false` with `errno` set when it did not happen.
    static func exchangeAtomically(_ first: String, _ second: String) -> Bool {
        #if canImport(Glibc)
            guard let renameAt2 else {
                errno = ENOSYS
                return false
            }
            let renameExchange: UInt32 = 2 // RENAME_EXCHANGE
            return renameAt2(AT_FDCWD, first, AT_FDCWD, second, renameExchange) == 0
        #elseif canImport(Darwin)
            return renamex_np(first, second, UInt32(RENAME_SWAP)) == 0
        #else
            errno = ENOSYS
            return false
        #endif
    }

    /// The permission bits of a folder, or the usual ones when it cannot be read.
    private static func mode(of path: String) -> mode_t {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & 0o7777 : 0o777
    }

    /// Makes `target` with `mode` and gives each entry of `source` a name in it: a hard link
    /// per file (a copy where linking fails), a new link per symbolic link, a folder made and
    /// filled the same way per folder. Files whose path (relative to the swapped folder) is
    /// in `skipping` are left out: the set rewrites them.
    private static func mirror(
        _ source: String, into target: String, skipping: Set<String>, relative: String, mode: mode_t
    ) throws(Diagnostic) {
        if mkdir(target, 0o700) != 0 {
            throw .error("cannot create a folder: \(FileSystemCalls.Failure(code: errno).message)", file: target)
        }
        defer { _ = chmod(target, mode) }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: source)
        } catch {
            throw .error(
                FileProblem.describe(error, at: source, action: "cannot read the folder", isFolder: true),
                file: source)
        }
        for name in names {
            let from = source + "/" + name
            let to = target + "/" + name
            let path = relative.isEmpty ? name : relative + "/" + name
            var status = stat()
            guard lstat(from, &status) == 0 else { continue } // gone meanwhile
            switch status.st_mode & S_IFMT {
            case S_IFDIR:
                try mirror(from, into: to, skipping: skipping, relative: path, mode: status.st_mode & 0o7777)
            case S_IFREG:
                if skipping.contains(path) { continue }
                if link(from, to) == 0 { continue }
                do {
                    try FileManager.default.copyItem(atPath: from, toPath: to)
                } catch {
                    throw .error(FileProblem.describe(error, at: from, action: "cannot keep"), file: from)
                }
            case S_IFLNK:
                if skipping.contains(path) { continue }
                do {
                    let destination = try FileManager.default.destinationOfSymbolicLink(atPath: from)
                    try FileManager.default.createSymbolicLink(atPath: to, withDestinationPath: destination)
                } catch {
                    throw .error(FileProblem.describe(error, at: from, action: "cannot keep"), file: from)
                }
            default:
                throw .error("cannot keep a special file (not a file, folder or link) through the swap", file: from)
            }
        }
    }

    /// Moves the entries of `old` that `new` lacks (files someone added while the new folder
    /// was built) into `new`, folder by folder. Failures are ignored: what stays is removed
    /// with the staging folder only if it was ours (a second name) — see the caller.
    private static func moveArrivals(from old: String, to new: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: old) else { return }
        for name in names {
            let from = old + "/" + name
            let to = new + "/" + name
            var target = stat()
            if lstat(to, &target) != 0 {
                if errno == ENOENT { _ = rename(from, to) }
                continue
            }
            var status = stat()
            if lstat(from, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR, (target.st_mode & S_IFMT) == S_IFDIR {
                moveArrivals(from: from, to: to)
            }
        }
    }
}
