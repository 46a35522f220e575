#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension FileSystemCalls {
    /// How what stands at a path compares with the bytes a set holds for it.
    enum Comparison: Equatable {
        /// A file with exactly these bytes.
        case same
        /// A file with other bytes, or one that cannot be read to the end (so it is rewritten).
        case different
        /// Nothing there.
        case missing
        /// A folder stands where the file goes.
        case folder
        /// One of the path's folders is a file (`ENOTDIR`).
        case blocked
        /// The path could not be opened for another reason (a folder without search
        /// permission, say): nothing is known of what stands there.
        case unknown
    }

    /// Compares the file at `path` (relative to the open `folder`) with `bytes`: one
    /// `open`, one `read` of at most `bytes.count + 1` bytes (a longer file reads longer), one
    /// `close` — no `stat`. `O_NONBLOCK` keeps a FIFO in the way from blocking the open; it
    /// reads as different and is replaced.
    ///
    /// On Linux the file is opened with `O_NOATIME` when the caller owns it, so checking an
    /// output does not even touch its access time.
    static func compare(_ path: String, in folder: Int32, with bytes: [UInt8]) -> Comparison {
        var descriptor = openat(folder, path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | noAccessTime)
        if descriptor < 0, errno == EPERM, noAccessTime != 0 {
            // O_NOATIME is allowed on one's own files only.
            descriptor = openat(folder, path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        }
        guard descriptor >= 0 else {
            switch errno {
            case ENOENT: return .missing
            case ENOTDIR: return .blocked
            default: return .unknown
            }
        }
        defer { _ = close(descriptor) }
        let capacity = bytes.count + 1
        return withUnsafeTemporaryAllocation(byteCount: capacity, alignment: 1) { buffer -> Comparison in
            guard let base = buffer.baseAddress else { return .different }
            var filled = 0
            while filled < capacity {
                let count = read(descriptor, base + filled, capacity - filled)
                if count == 0 { break }
                if count < 0 {
                    if errno == EINTR { continue }
                    return errno == EISDIR ? .folder : .different
                }
                filled += count
            }
            guard filled == bytes.count else { return .different }
            let equal = bytes.withUnsafeBytes { expected in
                guard let start = expected.baseAddress else { return true } // no bytes: nothing to compare
                return memcmp(base, start, expected.count) == 0
            }
            return equal ? .same : .different
        }
    }

    /// What stands at `path` relative to the open `folder` (`fstatat(2)`, following links).
    static func kind(of path: String, in folder: Int32) -> Kind {
        var status = stat()
        guard fstatat(folder, path, &status, 0) == 0 else { return .missing }
        return Kind(mode: status.st_mode)
    }

    /// `O_NOATIME` where the system has it (Linux: `01000000` on the architectures Swift runs
    /// on; Glibc's module does not export the constant), else no flag.
    private static var noAccessTime: Int32 {
        #if os(Linux) && (arch(x86_64) || arch(arm64))
            return 0o1000000
        #else
            return 0
        #endif
    }
}
