import Foundation

/// The cache folder's file system work in POSIX calls, so that every failure says in words
/// what is wrong and where ("cannot write the cache folder /x: permission denied", "… is a
/// file, not a folder") instead of a Foundation error code.
enum CacheFolder {
    /// A failed step: one sentence naming the path.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Why `folder` cannot take the cache's files, or `nil` when it can: it is made (with its
    /// parents) if missing, its `manifests/` and `themes/` must be folders and `current.json`
    /// a file where they exist, and a probe file is written in each folder and removed.
    static func writeProblem(_ folder: String) -> Failure? {
        do throws(Failure) {
            try create(folder)
            for sub in ["", "/manifests", "/themes"] {
                let path = folder + sub
                switch kind(path) {
                case .missing: continue
                case .folder: try probe(path, cacheFolder: folder)
                case .other:
                    throw Failure(description: "the cache folder \(folder) is damaged: \(path) is a file, not a folder")
                }
            }
            if kind(folder + "/current.json") == .folder {
                throw Failure(
                    description: "the cache folder \(folder) is damaged: \(folder)/current.json is a folder, not a file"
                )
            }
            return nil
        } catch {
            return error
        }
    }

    /// Makes `folder` and any missing parent.
    static func create(_ folder: String) throws(Failure) {
        var prefix = folder.hasPrefix("/") ? "" : "."
        for component in folder.split(separator: "/", omittingEmptySubsequences: true) {
            prefix += "/\(component)"
            switch kind(prefix) {
            case .folder: continue
            case .other:
                let what = prefix == folder || "./" + folder == prefix ? "it" : prefix
                throw Failure(description: "cannot create the cache folder \(folder): \(what) is a file, not a folder")
            case .missing:
                if mkdir(prefix, 0o755) != 0, errno != EEXIST {
                    throw Failure(description: "cannot create the cache folder \(folder): \(message(errno))")
                }
            }
        }
    }

    /// Writes `bytes` to `path` (created or truncated).
    static func write(_ bytes: [UInt8], to path: String) throws(Failure) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Failure(description: "cannot write \(path): \(message(errno))") }
        var failure: Int32 = 0
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let written = Foundation.write(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        if close(descriptor) != 0, failure == 0 { failure = errno }
        if failure != 0 { throw Failure(description: "cannot write \(path): \(message(failure))") }
    }

    /// Renames `source` over `target`.
    static func move(_ source: String, to target: String) throws(Failure) {
        guard rename(source, target) != 0 else { return }
        let code = errno
        let reason = code == EISDIR || code == ENOTEMPTY || code == EEXIST ? "it is a folder" : message(code)
        throw Failure(description: "cannot replace \(target): \(reason)")
    }

    // MARK: Private

    private enum Kind { case missing, folder, other }

    private static func kind(_ path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        return info.st_mode & S_IFMT == S_IFDIR ? .folder : .other
    }

    private static func probe(_ path: String, cacheFolder: String) throws(Failure) {
        let file = "\(path)/.livery-write-check-\(UUID().uuidString).tmp"
        let descriptor = open(file, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            let place = path == cacheFolder ? cacheFolder : "\(cacheFolder) (\(path))"
            throw Failure(description: "cannot write the cache folder \(place): \(message(errno))")
        }
        close(descriptor)
        unlink(file)
    }

    /// `strerror`, starting lowercase: "permission denied", "read-only file system".
    static func message(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
