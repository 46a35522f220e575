import LiveryCore

/// Decides whether a delivered layer may be installed: the seam to the engine's validation.
///
/// Every theme file is decoded as it arrives (each token an object with a `type` and a
/// `value` that reads as that type, or a bare value typed by ``base``); a file that does not
/// decode fails the refresh with every token that does not, before the validator is asked.
/// The validator then runs on the decoded layer before anything is written or installed, and
/// returns every problem found (an empty list accepts the layer). Wire it to the same
/// validation as the engine's `install(overrides:)` (``ThemeManager/remoteLayerValidator``),
/// so a layer the engine would refuse never reaches the cache. It is `async` so a main-actor
/// engine can be asked (`await MainActor.run { … }`).
///
/// ```swift
/// let validator = ThemeLayerValidator.against(base: table)   // names and types
/// await validator.problems(layer)   // [] or every problem
/// ```
public struct ThemeLayerValidator: Sendable {
    /// The base theme whose token types type a file's bare values (`"color.bg": "#1b1b1d"`),
    /// asked once per download; `nil` when every token must name its type.
    public var base: @Sendable () async -> (any ThemeSource)?
    /// Every problem of a delivered layer; empty accepts it.
    public var problems: @Sendable (RemoteThemeLayer) async -> [Diagnostic]

    /// A validator that asks `problems`, with bare values typed by `base` (none by default).
    public init(
        base: @escaping @Sendable () async -> (any ThemeSource)? = { nil },
        problems: @escaping @Sendable (RemoteThemeLayer) async -> [Diagnostic]
    ) {
        self.base = base
        self.problems = problems
    }

    /// Accepts any layer whose files decode: every token names its type and its value reads
    /// as that type. For fetches without a base theme.
    public static let structural = ThemeLayerValidator { _ in [] }

    /// Checks against `base`: every layer key is one of the base's input combinations, and
    /// every token exists in the base with the same type. Bare values are typed by `base`.
    public static func against(base: some ThemeSource) -> ThemeLayerValidator {
        let checker = PayloadChecker(base: base)
        return ThemeLayerValidator(base: { base }, problems: { layer in checker.problems(in: layer.overrides) })
    }
}
