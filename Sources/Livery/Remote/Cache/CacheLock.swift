import Foundation

/// An exclusive lock on a cache folder, held across one update (commit, install, prune or
/// roll back), so processes that share the folder (two `livery fetch` runs, an app and its
/// extension in one app group) never interleave: a prune cannot remove what another
/// process's pointer names.
///
/// `flock(2)` on `.lock` in the folder: the kernel drops it when the process dies, so a crash
/// never leaves the folder locked. It is taken without blocking a thread: a busy lock is
/// tried again every few milliseconds until the deadline.
final class CacheLock: Sendable {
    static let fileName = ".lock"

    private let descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// Lets the next holder in (closing the file when the lock is released does too).
    func release() {
        flock(descriptor, LOCK_UN)
    }

    /// Takes the lock of `folder` (made if missing), waiting up to `timeout` seconds for
    /// another holder to finish.
    static func acquire(_ folder: String, timeout: Double = 30) async throws(CacheFolder.Failure) -> CacheLock {
        try CacheFolder.create(folder)
        let path = folder + "/" + fileName
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard descriptor >= 0 else {
            throw CacheFolder.Failure(
                description: "cannot lock the cache folder \(folder): \(CacheFolder.message(errno))")
        }
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(max(0, timeout) * 1e9)
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            guard code == EWOULDBLOCK || code == EINTR, DispatchTime.now().uptimeNanoseconds < deadline,
                !Task.isCancelled
            else {
                close(descriptor)
                let reason =
                    Task.isCancelled
                    ? "cancelled while another process held it"
                    : code == EWOULDBLOCK ? "another process held it for \(timeout) s" : CacheFolder.message(code)
                throw CacheFolder.Failure(description: "cannot lock the cache folder \(folder): \(reason)")
            }
            try? await Task.sleep(nanoseconds: 5_000_000)
        }
        return CacheLock(descriptor: descriptor)
    }
}
