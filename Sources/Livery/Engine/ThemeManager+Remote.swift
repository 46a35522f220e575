import LiveryCore

/// The engine as the remote theme client's seams: delivered layers are validated and
/// installed exactly as ``ThemeManager/install(overrides:)`` does.
///
/// ```swift
/// let client = RemoteThemeClient(
///     configuration: .init(manifestURL: url, cacheDirectory: cacheFolder),
///     validator: manager.remoteLayerValidator, sink: manager.remoteLayerSink)
/// ```
extension ThemeManager {
    /// Every problem the engine would find installing `payload` (a layer's JSON form); empty
    /// when it would be accepted. Installs nothing.
    public func problems(inLayer payload: JSONValue) -> [Diagnostic] {
        let (layer, problems) = ThemeLayer.read(payload, base: baseSource)
        return problems + self.problems(inLayer: layer)
    }

    /// Every problem the engine would find installing `layer`; empty when it would be
    /// accepted. Installs nothing.
    public func problems(inLayer layer: ThemeLayer) -> [Diagnostic] {
        do {
            _ = try layer.validated(against: baseSource, themeModifier: themeModifier)
            return []
        } catch {
            return error.problems
        }
    }

    /// A validator that asks this engine (on the main actor) about each delivered layer, and
    /// types the files' bare values by its base theme (read without waiting for the main
    /// actor, so a busy main thread does not hold up the download).
    public nonisolated var remoteLayerValidator: ThemeLayerValidator {
        ThemeLayerValidator(
            base: { [weak self] in self?.sharedBaseSource.withLock { $0 } },
            problems: { [weak self] layer in
                await MainActor.run { self?.problems(inLayer: layer.overrides) ?? [] }
            })
    }

    /// A sink that installs each accepted layer into this engine, as ``install(overrides:)``
    /// does but without writing it into the user's saved record: the remote theme cache keeps
    /// it, and the client installs it from there at launch. (A bundle is up to 16 MiB; a
    /// preference store such as `UserDefaults` is for small values.) A refused layer throws,
    /// which keeps the previous one.
    public nonisolated var remoteLayerSink: ThemeLayerSink {
        ThemeLayerSink { [weak self] layer in
            try self?.install(overrides: layer.overrides, saved: false)
        }
    }
}
