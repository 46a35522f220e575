import LiveryCore

/// The differences in one context: one combination of the modifiers' contexts
/// (`theme=dark,contrast=high`), or the one context of a token file (named `""`).
public struct ContextDiff: Sendable, Hashable {
    /// Whether the context exists on both sides or on one only.
    public enum Presence: String, Sendable, Hashable, CaseIterable {
        /// Both sides have the combination.
        case both
        /// Only the new side has it: every token of it is added.
        case added
        /// Only the old side had it: every token of it is removed.
        case removed
    }

    /// The combination, as `modifier=context` joined by commas (`""` for a token file).
    public var context: String
    /// Which sides have the combination.
    public var presence: Presence
    /// The token changes, sorted by name, then kind.
    public var changes: [TokenChange]
    /// The contrast pairs whose verdict flipped, sorted by pair, then backdrop.
    public var contrast: [ContrastChange]

    /// The differences of `context`, sorted as the properties say.
    public init(context: String, presence: Presence = .both, changes: [TokenChange], contrast: [ContrastChange] = []) {
        self.context = context
        self.presence = presence
        self.changes = changes.sorted(by: ContextDiff.order)
        self.contrast = contrast.sorted(by: ContextDiff.order)
    }

    /// The context as a reader sees it: its name, or `tokens` for a token file.
    public var label: String { context.isEmpty ? "tokens" : context }

    /// How many changes of `kind` there are.
    public func count(of kind: TokenChange.Kind) -> Int { changes.reduce(0) { $0 + ($1.kind == kind ? 1 : 0) } }

    /// How many contrast flips of `kind` there are.
    public func count(of kind: ContrastChange.Kind) -> Int { contrast.reduce(0) { $0 + ($1.kind == kind ? 1 : 0) } }

    /// Whether nothing differs.
    public var isEmpty: Bool { changes.isEmpty && contrast.isEmpty }

    static func order(_ a: TokenChange, _ b: TokenChange) -> Bool {
        if a.name != b.name { return a.name < b.name }
        let kinds = TokenChange.Kind.allCases
        return kinds.firstIndex(of: a.kind) ?? 0 < kinds.firstIndex(of: b.kind) ?? 0
    }

    static func order(_ a: ContrastChange, _ b: ContrastChange) -> Bool {
        (a.pair, a.foreground, a.background, a.backdrop ?? "") < (b.pair, b.foreground, b.background, b.backdrop ?? "")
    }
}
