import Foundation
import LiveryCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The folder a write stages in, beside its destination, and the clean-up of those a killed run
/// left behind.
///
/// Its name is `.<destination>.livery-staging-<pid>-<UUID>` (the destination's name cut to 100
/// bytes) and it holds a marker file, `.livery-staging`, whose first line is
/// ``markerMagic`` and whose second line is the path, relative to the destination, of the
/// folder a swap replaces (see ``OutputWriter``). Only a folder with that name, that marker,
/// and a process id that no longer runs is ever removed; symbolic links are never followed.
enum StagingFolder {
    /// The marker file's name inside a staging folder.
    static let markerName = ".livery-staging"
    /// The marker file's first line.
    static let markerMagic = "livery staging folder v1"
    /// Where a swap without an atomic exchange keeps the old folder, inside the staging folder.
    static let oldName = "old"
    /// Where the new tree of a swap is built, inside the staging folder.
    static let treeName = "tree"

    /// The start of the name of every staging folder for `destination`.
    static func prefix(for destination: String) -> String {
        var name = (destination as NSString).lastPathComponent
        while name.utf8.count > 100 { name.removeLast() }
        return "." + name + ".livery-staging-"
    }

    /// The prefix of a staging folder still being made: it gets its marker under this name and
    /// only then its staging name, so no staging-named folder ever lacks its marker (a kill
    /// between the two left one that no cleanup would touch).
    static func makingPrefix(for destination: String) -> String {
        var name = (destination as NSString).lastPathComponent
        while name.utf8.count > 100 { name.removeLast() }
        return "." + name + ".livery-making-"
    }

    /// The destination's parent folder.
    static func parent(of destination: String) -> String {
        (destination as NSString).deletingLastPathComponent
    }

    /// Makes a new staging folder beside `destination` (its parent is created when needed)
    /// holding the marker, which records `swapped`: the folder, relative to the destination,
    /// that this write may swap.
    static func make(beside destination: String, swapping swapped: String) throws(Diagnostic) -> String {
        let parent = parent(of: destination)
        do {
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        } catch {
            throw .error(
                FileProblem.describe(error, at: parent, action: "cannot create the folder", isFolder: true),
                file: parent)
        }
        let folder = parent == "/" ? "" : parent
        let suffix = "\(getpid())-\(UUID().uuidString)"
        let making = folder + "/" + makingPrefix(for: destination) + suffix
        let staging = folder + "/" + prefix(for: destination) + suffix
        do throws(FileSystemCalls.Failure) {
            try FileSystemCalls.makeFolder(making)
            try FileSystemCalls.writeFile(
                making + "/" + markerName, in: FileSystemCalls.currentFolder,
                Array((markerMagic + "\n" + swapped + "\n").utf8))
        } catch {
            try? FileManager.default.removeItem(atPath: making)
            throw .error("cannot create a folder here: \(error.message)", file: parent)
        }
        guard rename(making, staging) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: making)
            throw .error("cannot create a folder here: \(reason)", file: parent)
        }
        return staging
    }

    /// A stale staging folder found beside a destination.
    struct Stale: Equatable {
        /// Its path.
        var path: String
        /// The folder it may swap, relative to the destination (from its marker).
        var swapped: String
    }

    /// The staging folders beside `destination` that Livery made (name and marker) for a
    /// process that no longer runs.
    static func stale(beside destination: String) -> [Stale] {
        let parent = parent(of: destination)
        let prefix = prefix(for: destination)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: parent) else { return [] }
        var found: [Stale] = []
        for name in names.sorted() where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            guard let dash = rest.firstIndex(of: "-"), let pid = Int32(rest[..<dash]), pid > 0,
                UUID(uuidString: String(rest[rest.index(after: dash)...])) != nil
            else { continue }
            let path = (parent == "/" ? "" : parent) + "/" + name
            guard isRealFolder(path), let swapped = marker(in: path), !isRunning(pid) else { continue }
            found.append(Stale(path: path, swapped: swapped))
        }
        return found
    }

    /// Folders a dead process was making (``makingPrefix(for:)``) that hold nothing but,
    /// perhaps, a marker: safe to remove, as they never held any output.
    static func unfinished(beside destination: String) -> [String] {
        let parent = parent(of: destination)
        let prefix = makingPrefix(for: destination)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: parent) else { return [] }
        return names.sorted().compactMap { name -> String? in
            guard name.hasPrefix(prefix) else { return nil }
            let rest = name.dropFirst(prefix.count)
            guard let dash = rest.firstIndex(of: "-"), let pid = Int32(rest[..<dash]), pid > 0,
                UUID(uuidString: String(rest[rest.index(after: dash)...])) != nil, !isRunning(pid)
            else { return nil }
            let path = (parent == "/" ? "" : parent) + "/" + name
            guard isRealFolder(path), let inside = try? FileManager.default.contentsOfDirectory(atPath: path),
                inside.allSatisfy({ $0 == markerName })
            else { return nil }
            return path
        }
    }

    /// Puts back what an interrupted swap took away, then removes the stale staging folders
    /// beside `destination`; returns the paths removed. Failures are ignored: this is tidying,
    /// and a folder that cannot be removed is tried again next time.
    @discardableResult
    static func cleanUp(beside destination: String) -> [String] {
        var removed: [String] = []
        for unfinished in unfinished(beside: destination) {
            if (try? FileManager.default.removeItem(atPath: unfinished)) != nil { removed.append(unfinished) }
        }
        for stale in stale(beside: destination) {
            restore(stale, destination: destination)
            if (try? FileManager.default.removeItem(atPath: stale.path)) != nil { removed.append(stale.path) }
        }
        return removed
    }

    /// When the swapped folder is missing and the staging folder still holds the old one (a
    /// swap without an atomic exchange, killed between its two renames), renames it back: the
    /// new tree never arrived, so the old one is the whole output.
    static func restore(_ stale: Stale, destination: String) {
        let old = stale.path + "/" + oldName
        let target = stale.swapped.isEmpty ? destination : destination + "/" + stale.swapped
        guard isRealFolder(old) else { return }
        var status = stat()
        guard lstat(target, &status) != 0, errno == ENOENT else { return }
        _ = rename(old, target)
    }

    /// The marker's recorded folder when `folder` holds a regular file named ``markerName``
    /// that starts with ``markerMagic``; `nil` otherwise (or when the recorded path could
    /// leave the destination).
    static func marker(in folder: String) -> String? {
        let path = folder + "/" + markerName
        var status = stat()
        guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, status.st_size < 65_536,
            let data = FileManager.default.contents(atPath: path)
        else { return nil }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count >= 2, lines[0] == markerMagic else { return nil }
        let swapped = String(lines[1])
        let parts = swapped.split(separator: "/", omittingEmptySubsequences: false)
        if swapped.hasPrefix("/") || (!swapped.isEmpty && parts.contains { $0.isEmpty || $0 == "." || $0 == ".." }) {
            return nil
        }
        return swapped
    }

    /// Whether `path` is a folder itself, not a symbolic link to one.
    static func isRealFolder(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether a process with this id runs (or exists but is another user's).
    static func isRunning(_ pid: Int32) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }
}
