import LiveryCore

/// What `livery diff` found between an old and a new theme source: the differences of every
/// context either side has, sorted by context.
///
/// Renamed tokens are a guess (see ``TokenChange/Kind-swift.enum/renamed``); every renderer
/// says so when it reports one.
public struct ThemeDiff: Sendable, Hashable {
    /// How the old side is named in the output (a path, or `REV:path`).
    public var oldLabel: String
    /// How the new side is named in the output.
    public var newLabel: String
    /// Every context of either side, sorted by name, including those without differences.
    public var contexts: [ContextDiff]
    /// Whether a contrast pairs file was given (no pairs: no contrast comparison).
    public var comparedContrast: Bool

    /// A diff of `contexts` between the sides named `oldLabel` and `newLabel`.
    public init(oldLabel: String, newLabel: String, contexts: [ContextDiff], comparedContrast: Bool = false) {
        self.oldLabel = oldLabel
        self.newLabel = newLabel
        self.contexts = contexts.sorted { $0.context < $1.context }
        self.comparedContrast = comparedContrast
    }

    /// Whether no context differs.
    public var isEmpty: Bool { contexts.allSatisfy(\.isEmpty) }

    /// Whether some context has a breaking change (removed, renamed, type changed).
    public var hasBreakingChanges: Bool { contexts.contains { $0.changes.contains(where: \.isBreaking) } }

    /// Whether some declared contrast pair newly fails.
    public var hasNewContrastFailures: Bool { contexts.contains { $0.count(of: .newlyFails) > 0 } }

    /// Whether some context has a renamed token (a heuristic the output then explains).
    public var hasRenames: Bool { contexts.contains { $0.count(of: .renamed) > 0 } }

    /// The number of token changes of `kind` over every context.
    public func total(_ kind: TokenChange.Kind) -> Int { contexts.reduce(0) { $0 + $1.count(of: kind) } }

    /// The number of contrast flips of `kind` over every context.
    public func total(_ kind: ContrastChange.Kind) -> Int { contexts.reduce(0) { $0 + $1.count(of: kind) } }

    /// One line counting every kind over every context:
    /// `2 contexts: 1 added, 1 removed (breaking), … ; contrast: 1 newly fails, 0 newly pass`.
    public var summary: String {
        let counts = TokenChange.Kind.allCases.map { kind in
            "\(total(kind)) \(DiffWording.title(kind))\(kind.isBreaking ? " (breaking)" : "")"
        }
        var line = "\(CountText.of(contexts.count, "context")): " + counts.joined(separator: ", ")
        if comparedContrast {
            line += "; contrast: \(total(.newlyFails)) newly failing, \(total(.newlyPasses)) newly passing"
        }
        return line
    }

    /// The note every format prints when the diff reports renamed tokens.
    public static let renameNote =
        "Renamed tokens are a guess: a removed and an added token with the same type, the same value and the same place (the same parent group, or the same last name segment) are reported as one rename."
}
