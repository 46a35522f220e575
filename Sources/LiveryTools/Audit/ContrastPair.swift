import LiveryCore

/// One contrast requirement: a foreground token read on a background token.
///
/// In a pairs file:
///
/// ```json
/// { "foreground": "color.text.default", "background": "color.bg.overlay",
///   "minimum": "text", "contexts": ["theme=dark"], "over": ["color.bg.default"],
///   "minimums": { "contrast=high": 7 } }
/// ```
public struct ContrastPair: Sendable, Hashable {
    /// The foreground token's name.
    public var foreground: String
    /// The background token's name.
    public var background: String
    /// The minimum where no entry of ``minimums`` matches.
    public var minimum: ContrastMinimum
    /// The combinations to check; `nil` checks every combination of the source.
    public var contexts: [ContextSelector]?
    /// Backdrops a translucent background is composited on; each one is checked. Empty: none.
    public var over: [String]
    /// Per-context overrides of ``minimum``, most specific match first.
    public var minimums: [ContextMinimum]
    /// Where the pair stands in its file, e.g. `pairs[3]`.
    public var path: String

    /// A per-context override of a pair's minimum.
    public struct ContextMinimum: Sendable, Hashable {
        /// The combinations the override applies to.
        public var selector: ContextSelector
        /// The minimum there.
        public var minimum: ContrastMinimum

        /// An override of the minimum to `minimum` where `selector` matches.
        public init(selector: ContextSelector, minimum: ContrastMinimum) {
            self.selector = selector
            self.minimum = minimum
        }
    }

    /// A pair of `foreground` on `background` needing `minimum`, checked in `contexts` (all when `nil`), over each
    /// backdrop of `over`, with per-context `minimums`.
    public init(
        foreground: String, background: String, minimum: ContrastMinimum, contexts: [ContextSelector]? = nil,
        over: [String] = [], minimums: [ContextMinimum] = [], path: String = ""
    ) {
        self.foreground = foreground
        self.background = background
        self.minimum = minimum
        self.contexts = contexts
        self.over = over
        self.minimums = minimums
        self.path = path
    }

    /// Whether the pair is checked in `input`.
    public func applies(to input: ResolverInput) -> Bool {
        guard let contexts else { return true }
        return contexts.contains { $0.matches(input) }
    }

    /// The minimum that holds in `input`, before named levels are turned into numbers.
    public func minimum(in input: ResolverInput) -> ContrastMinimum {
        minimums.lazy.map { (selector: $0.selector, value: $0.minimum) }.mostSpecific(for: input) ?? minimum
    }
}
