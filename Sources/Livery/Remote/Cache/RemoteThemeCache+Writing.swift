import Foundation
import LiveryCore

extension RemoteThemeCache {
    /// What a commit changed, so that it can be undone exactly.
    struct Commit: Sendable {
        /// The pointer's bytes before the commit (`nil`: there was none).
        var previousPointer: [UInt8]?
        /// Files the commit wrote, with their bytes before (`nil`: the file did not exist).
        var replaced: [(url: URL, previous: [UInt8]?)]
    }

    /// Writes `bundle`'s files, then the pointer: after this, ``load()`` returns `bundle`.
    ///
    /// The theme files come from `staging`, where the download left them verified, and are
    /// copied one at a time (`nil`: the cache holds them already, as when only the ETag
    /// changed). Files already present with the right content are left alone. On failure every
    /// file written so far is put back as it was, and the pointer is untouched.
    ///
    /// Call it holding ``lock()``; the folder must be the cache's own (``CacheOwnership``):
    /// the ledger names every file before it is written.
    func commit(_ bundle: CachedBundle, staging: BundleStaging?) throws(RemoteThemeError) -> Commit {
        var commit = Commit(
            previousPointer: FileManager.default.contents(atPath: pointerURL.path).map { [UInt8]($0) }, replaced: [])
        do {
            var ledger = try CacheOwnership.ledger(directory.path).get()
            let added = bundle.paths.subtracting(ledger.files)
            if !added.isEmpty {
                ledger.files.formUnion(added)
                commit.replaced.append(
                    (ledgerURL, FileManager.default.contents(atPath: ledgerURL.path).map { [UInt8]($0) }))
                try AtomicFile.write(ledger.bytes, to: ledgerURL)
            }
            try place(bundle.manifestBytes, at: manifestURL(bundle.layer.revision), recording: &commit)
            if let staging {
                for revision in bundle.themeRevisions {
                    try place(staging.read(revision), at: themeURL(revision), recording: &commit)
                }
            }
            let pointer = CachePointer(
                manifestURL: bundle.manifestURL, etag: bundle.etag, manifestRevision: bundle.layer.revision)
            try AtomicFile.write(pointer.bytes, to: pointerURL)
        } catch {
            rollback(commit)
            throw RemoteThemeError(.cacheWrite(error.description), at: directory.path)
        }
        return commit
    }

    /// Writes `bytes` to `url` unless it holds them already, recording what it held before.
    private func place(
        _ bytes: [UInt8], at url: URL, recording commit: inout Commit
    ) throws(CacheFolder.Failure) {
        let existing = FileManager.default.contents(atPath: url.path).map { [UInt8]($0) }
        if existing == bytes { return }
        commit.replaced.append((url, existing))
        try AtomicFile.write(bytes, to: url)
    }

    /// Undoes `commit`: the pointer and every file it wrote are put back as they were.
    func rollback(_ commit: Commit) {
        if let previous = commit.previousPointer {
            try? AtomicFile.write(previous, to: pointerURL)
        } else {
            try? FileManager.default.removeItem(at: pointerURL)
        }
        for (url, previous) in commit.replaced.reversed() {
            if let previous {
                try? AtomicFile.write(previous, to: url)
            } else {
                try? FileManager.default.removeItem(at: url)
            }
        }
    }

    /// Removes the files the cache wrote that `bundle` (the one the pointer names: call it
    /// holding ``lock()``, after committing `bundle`) does not use, and the temporary files
    /// an interrupted write left behind. Nothing the ledger does not name is removed.
    func prune(keeping bundle: CachedBundle) {
        guard case .success(var ledger) = CacheOwnership.ledger(directory.path) else { return }
        let stale = ledger.files.subtracting(bundle.paths)
        for path in stale.sorted() { unlink(directory.appendingPathComponent(path).path) }
        ledger.files.subtract(stale)
        if !stale.isEmpty { try? AtomicFile.write(ledger.bytes, to: ledgerURL) }
        for folder in ["", "manifests", "themes"] {
            let url = folder.isEmpty ? directory : directory.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            for name in names where CacheOwnership.isTemporary(name) { unlink(url.appendingPathComponent(name).path) }
        }
    }

    /// Takes the folder's lock for one update (see ``CacheLock``).
    func lock() async throws(RemoteThemeError) -> CacheLock {
        do {
            return try await CacheLock.acquire(directory.path)
        } catch {
            throw RemoteThemeError(.cacheWrite(error.description), at: directory.path)
        }
    }

    var ledgerURL: URL { directory.appendingPathComponent(CacheLedger.fileName) }
}

extension CachedBundle {
    /// The cache paths of the bundle's files: its manifest and its theme files.
    var paths: Set<String> {
        Set(themeRevisions.map { "themes/\($0).json" }).union(["manifests/\(layer.revision).json"])
    }
}

/// Writes a file by writing a temporary file beside it and renaming it over the target.
enum AtomicFile {
    static func write(_ bytes: [UInt8], to url: URL) throws(CacheFolder.Failure) {
        let folder = url.deletingLastPathComponent().path
        let temporary = "\(folder)/.\(url.lastPathComponent).\(UUID().uuidString).tmp"
        do {
            try CacheFolder.create(folder)
            try CacheFolder.write(bytes, to: temporary)
            try CacheFolder.move(temporary, to: url.path)
        } catch {
            unlink(temporary)
            throw error
        }
    }
}
