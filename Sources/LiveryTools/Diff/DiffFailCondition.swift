/// What makes `livery diff --fail-on` exit with a non-zero status, for CI.
public enum DiffFailCondition: String, Sendable, Hashable, CaseIterable {
    /// A token was removed, renamed, or changed type in some context.
    case breaking
    /// A declared contrast pair newly fails in some context.
    case contrast
    /// Anything differs at all.
    case any

    /// Whether `diff` meets the condition.
    public func isMet(by diff: ThemeDiff) -> Bool {
        switch self {
        case .breaking: diff.hasBreakingChanges
        case .contrast: diff.hasNewContrastFailures
        case .any: !diff.isEmpty
        }
    }
}
