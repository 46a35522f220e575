import LiveryCore

/// A declared contrast pair whose verdict flipped between the old and the new side, in one
/// context (and over one backdrop when the pair names any).
public struct ContrastChange: Sendable, Hashable {
    /// Which way the verdict went; the raw value is the JSON spelling.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// Passed before (or could not be measured, a token missing) and fails now.
        case newlyFails = "newly-fails"
        /// Failed before and passes now.
        case newlyPasses = "newly-passes"
    }

    /// Which way the verdict went.
    public var kind: Kind
    /// The foreground token's name.
    public var foreground: String
    /// The background token's name.
    public var background: String
    /// The backdrop token a translucent background was composited on, if the pair names any.
    public var backdrop: String?
    /// Where the pair stands in the pairs file (`pairs[3]`).
    public var pair: String
    /// The WCAG ratio on the old side; `nil` when a token of the pair was missing there.
    public var oldRatio: Double?
    /// The WCAG ratio on the new side.
    public var newRatio: Double
    /// The ratio the pair needs in this context.
    public var required: Double

    /// A flip of `kind` for the pair at `pair` (`foreground` on `background`, over `backdrop`).
    public init(
        kind: Kind, foreground: String, background: String, backdrop: String? = nil, pair: String,
        oldRatio: Double?, newRatio: Double, required: Double
    ) {
        self.kind = kind
        self.foreground = foreground
        self.background = background
        self.backdrop = backdrop
        self.pair = pair
        self.oldRatio = oldRatio
        self.newRatio = newRatio
        self.required = required
    }
}
