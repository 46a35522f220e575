import LiveryCore

/// Decides whether a delivered layer may be installed: the seam to the engine's validation.
///
/// Runs before anything is written or installed and returns every problem found (an empty
/// list accepts the layer). Wire it to the same validation as the engine's
/// `install(overrides:)` (``ThemeManager/remoteLayerValidator``), so a layer the engine would
/// refuse never reaches the cache. It is `async` so a main-actor engine can be asked
/// (`await MainActor.run { … }`).
///
/// ```swift
/// let validator = ThemeLayerValidator.against(base: table)   // names, types, values
/// await validator.problems(layer)   // [] or every problem
/// ```
public struct ThemeLayerValidator: Sendable {
    /// Every problem of a delivered layer; empty accepts it.
    public var problems: @Sendable (RemoteThemeLayer) async -> [Diagnostic]

    /// A validator that asks `problems`.
    public init(problems: @escaping @Sendable (RemoteThemeLayer) async -> [Diagnostic]) {
        self.problems = problems
    }

    /// Checks the payload's shape only: an object of layers, each an object of tokens, each
    /// token an object with a string `type` and a `value`. For fetches without a base theme.
    public static let structural = ThemeLayerValidator { layer in
        PayloadChecker(base: nil).problems(in: layer.payload)
    }

    /// Checks the shape, and against `base`: every layer key is one of the base's input
    /// combinations, every token exists in the base with the same type, and every value reads
    /// as its type, as `ResolvedThemeJSON` decodes payloads.
    public static func against(base: some ThemeSource) -> ThemeLayerValidator {
        let checker = PayloadChecker(base: base)
        return ThemeLayerValidator { layer in checker.problems(in: layer.payload) }
    }
}
