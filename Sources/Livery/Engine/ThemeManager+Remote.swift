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
        do {
            _ = try layer.validated(against: baseSource, themeModifier: themeModifier)
            return problems
        } catch {
            return problems + error.problems
        }
    }

    /// A validator that asks this engine (on the main actor) about each delivered layer.
    public nonisolated var remoteLayerValidator: ThemeLayerValidator {
        ThemeLayerValidator { [weak self] layer in
            await MainActor.run { self?.problems(inLayer: layer.payload) ?? [] }
        }
    }

    /// A sink that installs each accepted layer into this engine (and so persists it for the
    /// current user); a refused layer throws, which keeps the previous one.
    public nonisolated var remoteLayerSink: ThemeLayerSink {
        ThemeLayerSink { [weak self] layer in
            guard let self else { return }
            try install(overrides: ThemeLayer(json: layer.payload, base: baseSource))
        }
    }
}
