#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few POSIX calls ``OutputWriter`` makes per file: `mkdir`, `open`/`write`/`close`,
/// `rename`, `rmdir`, and (in `FileSystemCalls+Reading.swift`) `stat` and the reads that
/// compare a file with the bytes it should hold. Thousands of files make FileManager's
/// per-call overhead the bulk of a build, so the writer goes to the system directly.
///
/// Paths are absolute, or relative to a folder opened with ``openFolder(_:)`` for the calls
/// that take one (the kernel then walks only the relative part).
enum FileSystemCalls {
    /// How many files one task of ``ParallelMap`` handles: file system calls cost far more in
    /// the kernel than in the writer, and calls on different files proceed in parallel, but a
    /// task per file would cost more to schedule than one call.
    static let chunkSize = 64

    /// What stands at a path.
    enum Kind: Equatable {
        case missing, file, folder
        /// A device, pipe or socket: nothing an output may replace.
        case special

        /// The kind of a `stat` mode.
        init(mode: mode_t) {
            switch mode & S_IFMT {
            case S_IFDIR: self = .folder
            case S_IFREG: self = .file
            default: self = .special
            }
        }
    }

    /// A failed call: its `errno` and what the system says about it.
    struct Failure: Error {
        var code: Int32
        var message: String { String(cString: strerror(code)) }
    }

    /// `stat(2)`, following symbolic links (a link to a folder counts as a folder, a link to
    /// `/dev/stdout` as special).
    static func kind(at path: String) -> Kind {
        var status = stat()
        guard stat(path, &status) == 0 else { return .missing }
        return Kind(mode: status.st_mode)
    }

    /// `mkdir(2)` with the usual permissions (umask applies).
    static func makeFolder(_ path: String) throws(Failure) {
        try makeFolder(path, in: currentFolder)
    }

    /// `mkdirat(2)`: `path` relative to `folder` (see ``openFolder(_:)``).
    static func makeFolder(_ path: String, in folder: Int32) throws(Failure) {
        if mkdirat(folder, path, 0o777) != 0 { throw Failure(code: errno) }
    }

    /// Creates or truncates `path`, relative to `folder` (see ``openFolder(_:)``), and writes
    /// `bytes` to it.
    static func writeFile(_ path: String, in folder: Int32, _ bytes: [UInt8]) throws(Failure) {
        let descriptor = openat(folder, path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw Failure(code: errno) }
        var failure: Int32 = 0
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let written = write(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        if close(descriptor) != 0, failure == 0 { failure = errno }
        if failure != 0 { throw Failure(code: failure) }
    }

    /// `rename(2)`: moves a file or a whole folder in one step, replacing a file at `target`.
    static func move(_ source: String, to target: String) throws(Failure) {
        if rename(source, target) != 0 { throw Failure(code: errno) }
    }

    /// `rmdir(2)`; an empty folder only. Failures are ignored: used for tidying.
    static func removeEmptyFolder(_ path: String) {
        _ = rmdir(path)
    }

    /// Opens a folder for the calls that take paths relative to it; close it with
    /// ``closeFolder(_:)``.
    static func openFolder(_ path: String) throws(Failure) -> Int32 {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure(code: errno) }
        return descriptor
    }

    /// Stands for the working folder where a folder descriptor is expected (`AT_FDCWD`).
    static var currentFolder: Int32 { AT_FDCWD }

    static func closeFolder(_ descriptor: Int32) {
        _ = close(descriptor)
    }
}
