/// Installs a validated layer into the running app: the seam to the theme engine.
///
/// Called on the main actor, only with layers the ``ThemeLayerValidator`` accepted and the cache
/// already holds. Wire it to the engine's override install; an error thrown here keeps the
/// previous layer and rolls the cache back.
///
/// ```swift
/// let sink = ThemeLayerSink { layer in
///     try manager.install(overrides: layer.overrides)
/// }
/// ```
public struct ThemeLayerSink: Sendable {
    /// `nil` for ``none``.
    public var install: (@MainActor @Sendable (RemoteThemeLayer) throws -> Void)?

    /// A sink that runs `install` on the main actor for each accepted layer.
    public init(install: @escaping @MainActor @Sendable (RemoteThemeLayer) throws -> Void) {
        self.install = install
    }

    private init() { install = nil }

    /// Installs nothing: for command-line fetches that only fill the cache.
    public static let none = ThemeLayerSink()
}
