import Foundation

/// What `livery serve` compares to notice an edit: each input file's modification time, size
/// and inode (an editor that saves by renaming a new file over the old one changes the inode),
/// or its absence.
struct InputStamps: Equatable {
    private var stamps: [String: [Int]]

    /// The stamps of `paths` now.
    init(_ paths: [String]) {
        var stamps: [String: [Int]] = [:]
        for path in paths {
            var info = stat()
            if stat(path, &info) == 0 {
                #if canImport(Darwin)
                    let time = info.st_mtimespec
                #else
                    let time = info.st_mtim
                #endif
                stamps[path] = [Int(time.tv_sec), Int(time.tv_nsec), Int(info.st_size), Int(info.st_ino)]
            } else {
                stamps[path] = []
            }
        }
        self.stamps = stamps
    }
}
