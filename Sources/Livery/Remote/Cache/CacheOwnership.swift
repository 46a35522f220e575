import Foundation
import LiveryCore

/// Whether a folder is the cache's own, and what the cache wrote in it.
///
/// A cache folder holds only what the cache writes: `current.json`, `cache-files.json`,
/// `.lock`, `manifests/` and `themes/` with the files its ledger names, and the temporary
/// files of a write in progress (`.<name>.<UUID>.tmp`). A folder with anything else (a
/// publish folder's `manifest.json`, a theme file someone put there) is refused before
/// anything is downloaded, and so is a `manifests/` or `themes/` that is a symbolic link: the
/// cache never writes through one, and never deletes what it did not write.
///
/// A folder written before the ledger existed (a valid `current.json`, no ledger) is adopted:
/// its files whose bytes hash to their names are the cache's.
enum CacheOwnership {
    static let topLevel: Set<String> = [
        "current.json", CacheLedger.fileName, CacheLock.fileName, "manifests", "themes",
    ]

    /// The files the cache wrote in `folder`, or why the folder is not the cache's own.
    static func ledger(_ folder: String) -> Result<CacheLedger, CacheFolder.Failure> {
        var entries: [String] = []
        for sub in ["manifests", "themes"] {
            let path = folder + "/" + sub
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            if info.st_mode & S_IFMT == S_IFLNK {
                return .failure(refusal(folder, "\(sub)/ is a symbolic link, and the cache never writes through one"))
            }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            entries += names.filter { !isTemporary($0) }.map { sub + "/" + $0 }
        }
        let top = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        if let stranger = top.sorted().first(where: { !topLevel.contains($0) && !isTemporary($0) }) {
            return .failure(refusal(folder, "it holds \(stranger), which the cache did not write"))
        }
        let recorded = FileManager.default.contents(atPath: folder + "/" + CacheLedger.fileName)
        var ledger: CacheLedger
        if let recorded {
            guard let read = CacheLedger(bytes: [UInt8](recorded)) else {
                return .failure(refusal(folder, "\(CacheLedger.fileName) is not a cache ledger"))
            }
            ledger = read
        } else {
            ledger = adopted(folder, entries: entries)
        }
        // This check runs without the lock, beside other processes' updates: a prune removes a
        // file before the ledger forgets it, and a commit records a file before writing it, so a
        // file that still exists and is missing from a ledger read after seeing it is a
        // stranger. A candidate is checked against a fresh ledger, a few times.
        var candidates = entries.filter { !ledger.files.contains($0) }
        var tries = 0
        while !candidates.isEmpty, recorded != nil, tries < 3 {
            tries += 1
            guard let fresh = FileManager.default.contents(atPath: folder + "/" + CacheLedger.fileName),
                let current = CacheLedger(bytes: [UInt8](fresh))
            else { break }
            ledger = current
            candidates = candidates.filter {
                !ledger.files.contains($0) && FileManager.default.fileExists(atPath: folder + "/" + $0)
            }
        }
        if let stranger = candidates.sorted().first {
            return .failure(refusal(folder, "it holds \(stranger), which the cache did not write"))
        }
        ledger.files = ledger.files.filter { FileManager.default.fileExists(atPath: folder + "/" + $0) }
        return .success(ledger)
    }

    /// A temporary file of an interrupted or running write: `.<name>.<UUID>.tmp`, or the
    /// write probe's `.livery-write-check-<UUID>.tmp`.
    static func isTemporary(_ name: String) -> Bool {
        name.hasPrefix(".") && name.hasSuffix(".tmp") && name.utf8.count > 5
    }

    /// The files of a cache written before the ledger existed: only with a valid pointer, and
    /// only files whose bytes hash to the revision that names them.
    private static func adopted(_ folder: String, entries: [String]) -> CacheLedger {
        guard let pointer = FileManager.default.contents(atPath: folder + "/current.json"),
            CachePointer(bytes: [UInt8](pointer)) != nil
        else { return CacheLedger(files: []) }
        let verified = entries.filter { path in
            guard CacheLedger.isCachePath(path), let bytes = FileManager.default.contents(atPath: folder + "/" + path)
            else { return false }
            return path.hasSuffix("/" + SHA256.hex([UInt8](bytes)) + ".json")
        }
        return CacheLedger(files: Set(verified))
    }

    private static func refusal(_ folder: String, _ reason: String) -> CacheFolder.Failure {
        CacheFolder.Failure(
            description: "the folder \(folder) is not a theme cache: \(reason); give the cache a folder of its own")
    }
}
