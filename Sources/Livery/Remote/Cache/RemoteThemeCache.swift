import Foundation
import LiveryCore

/// The on-disk cache of the last good remote theme layer.
///
/// Layout under ``directory``:
///
/// | path | what |
/// | --- | --- |
/// | `current.json` | the "last good" pointer: manifest URL, ETag, manifest revision |
/// | `manifests/<revision>.json` | manifests, named by the SHA-256 of their bytes |
/// | `themes/<revision>.json` | theme files, named by the SHA-256 of their bytes |
/// | `cache-files.json` | every file the cache wrote (the only files it ever removes) |
/// | `.lock` | the lock one update holds (`flock`) |
///
/// The folder must be the cache's own: one that holds anything else, or whose `themes/` or
/// `manifests/` is a symbolic link, is refused (``writeProblem()``), so pointing the cache at
/// a publish folder or a home folder deletes nothing.
///
/// Every file is written to a temporary name and renamed into place; the pointer is written
/// last, so a crash mid-update leaves the previous layer in force. On load every file is
/// checked against the revision that names it, so a corrupted file is detected, never used.
public struct RemoteThemeCache: Sendable {
    /// The cache folder.
    public let directory: URL

    /// A cache in `directory` (created on the first write).
    public init(directory: URL) {
        self.directory = directory
    }

    var pointerURL: URL { directory.appendingPathComponent("current.json") }

    func manifestURL(_ revision: String) -> URL {
        directory.appendingPathComponent("manifests/\(revision).json")
    }

    func themeURL(_ revision: String) -> URL {
        directory.appendingPathComponent("themes/\(revision).json")
    }

    /// Why nothing could be stored in the cache now (checked before downloading), or `nil`:
    /// the folder is made if missing and a probe file written in it.
    ///
    /// - Returns: ``RemoteThemeError/Reason/cacheWrite(_:)`` saying what is wrong in words.
    public func writeProblem() -> RemoteThemeError? {
        let problem: CacheFolder.Failure?
        if let unwritable = CacheFolder.writeProblem(directory.path) {
            problem = unwritable
        } else if case .failure(let foreign) = CacheOwnership.ledger(directory.path) {
            problem = foreign
        } else {
            problem = nil
        }
        return problem.map { RemoteThemeError(.cacheWrite($0.description), at: directory.path) }
    }

    /// The last good bundle, every file verified; `nil` when the cache is empty.
    ///
    /// The theme files are read one at a time: each is verified and decoded into the layer
    /// before the next is read.
    ///
    /// - Parameter base: types the files' bare values (as ``ThemeLayerValidator/base`` does);
    ///   without it every token must name its type.
    /// - Throws: ``RemoteThemeError`` with ``RemoteThemeError/Reason/corruptCache(_:)`` (or the
    ///   specific mismatch) naming the file that is missing, unreadable or altered.
    public func load(typingBareValuesBy base: (any ThemeSource)? = nil) throws(RemoteThemeError) -> CachedBundle? {
        try load(types: base.map(LayerBaseTypes.init))
    }

    /// The pointer as it is now on disk (`nil`: none, or not one this build wrote), without
    /// reading the files it names: what another process may have committed since a load.
    func currentPointer() -> CachePointer? {
        FileManager.default.contents(atPath: pointerURL.path).flatMap { CachePointer(bytes: [UInt8]($0)) }
    }

    /// ``load(typingBareValuesBy:)`` with the base's types already read.
    func load(types: LayerBaseTypes?) throws(RemoteThemeError) -> CachedBundle? {
        guard FileManager.default.fileExists(atPath: pointerURL.path) else { return nil }
        let pointerBytes = try read(pointerURL)
        guard let pointer = CachePointer(bytes: pointerBytes) else {
            throw RemoteThemeError(.corruptCache("the pointer is not a cache pointer"), at: pointerURL.path)
        }
        let manifestFile = manifestURL(pointer.manifestRevision)
        let manifestBytes = try read(manifestFile)
        let actual = SHA256.hex(manifestBytes)
        guard actual == pointer.manifestRevision else {
            throw RemoteThemeError(
                .revisionMismatch(expected: pointer.manifestRevision, actual: actual), at: manifestFile.path)
        }
        let manifest: ThemeBundleManifest
        do {
            manifest = try ThemeBundleManifest(json: LayerAssembler.parse(manifestBytes), file: manifestFile.path)
        } catch let error as DiagnosticsError {
            throw RemoteThemeError(.invalidManifest(error.diagnostics), at: manifestFile.path)
        } catch {
            throw RemoteThemeError(
                error as? RemoteThemeError.Reason ?? .corruptCache("\(error)"), at: manifestFile.path)
        }
        let layer = try LayerAssembler.assemble(
            manifest: manifest, revision: pointer.manifestRevision, types: types,
            read: { entry throws(RemoteThemeError) in try read(themeURL(entry.revision)) },
            place: { themeURL($0.revision).path })
        return CachedBundle(
            manifestURL: pointer.manifestURL, etag: pointer.etag, manifestBytes: manifestBytes, layer: layer)
    }

    /// The bytes of the cached theme file `entry` names, checked against its size and SHA-256.
    func verifiedTheme(_ entry: ThemeBundleManifest.Entry) throws(RemoteThemeError) -> [UInt8] {
        let url = themeURL(entry.revision)
        let bytes = try read(url)
        do {
            try LayerAssembler.verify(bytes, against: entry)
        } catch {
            throw RemoteThemeError(error, at: url.path)
        }
        return bytes
    }

    private func read(_ url: URL) throws(RemoteThemeError) -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw RemoteThemeError(.corruptCache("missing or unreadable"), at: url.path)
        }
        return [UInt8](data)
    }
}
