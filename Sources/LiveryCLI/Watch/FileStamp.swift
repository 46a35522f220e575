import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a watcher compares to see that a file changed: its modification time, size and inode,
/// or that it is missing.
///
/// An editor that saves in place changes the time (and often the size); one that saves by
/// renaming a new file over the old changes the inode; a deleted file is `missing`.
///
/// ```swift
/// let before = FileStamp(path: "tokens/app.resolver.json")
/// …
/// FileStamp(path: "tokens/app.resolver.json") != before   // true after a save
/// ```
struct FileStamp: Sendable, Hashable {
    /// Seconds and nanoseconds since 1970 of the last modification; `nil` when the file is missing.
    var modified: [Int]?
    var size: Int64
    var inode: UInt64

    /// The stamp of `path` now (following symbolic links).
    init(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else {
            modified = nil
            size = 0
            inode = 0
            return
        }
        #if canImport(Darwin)
            modified = [Int(status.st_mtimespec.tv_sec), Int(status.st_mtimespec.tv_nsec)]
        #else
            modified = [Int(status.st_mtim.tv_sec), Int(status.st_mtim.tv_nsec)]
        #endif
        size = Int64(status.st_size)
        inode = UInt64(status.st_ino)
    }

    /// The stamps of `paths`, by path.
    static func of(_ paths: some Sequence<String>) -> [String: FileStamp] {
        Dictionary(paths.map { ($0, FileStamp(path: $0)) }, uniquingKeysWith: { first, _ in first })
    }

    /// The stamps of `paths` now, except those `read` holds (taken before a build read the
    /// files): a file edited after its stamp in `read` differs at the next look, so an edit
    /// made while a build runs is the next build. Only `paths` are kept, so a file the build
    /// stopped reading is not seen as changing at every look.
    static func of(_ paths: some Sequence<String>, keeping read: [String: FileStamp]) -> [String: FileStamp] {
        var stamps = of(paths)
        for (path, stamp) in read where stamps[path] != nil { stamps[path] = stamp }
        return stamps
    }

    /// The paths whose stamp differs between `old` and `new` (one missing from either counts), sorted.
    static func changes(from old: [String: FileStamp], to new: [String: FileStamp]) -> [String] {
        Set(old.keys).union(new.keys).filter { old[$0] != new[$0] }.sorted()
    }
}
