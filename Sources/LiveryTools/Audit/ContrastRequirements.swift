import LiveryCore

/// The contrast requirements of a design system: pairs, and per-context minimums for the
/// named levels.
///
/// A pairs file is an object (or just the array of pairs):
///
/// ```json
/// {
///   "minimums": { "contrast=high": { "text": 7, "large-text": 4.5 } },
///   "pairs": [
///     { "foreground": "color.text", "background": "color.bg", "minimum": "text" },
///     { "foreground": "color.icon", "background": "color.scrim", "minimum": 3,
///       "over": ["color.bg"], "contexts": ["theme=dark"] }
///   ]
/// }
/// ```
///
/// Token names may be written with or without braces (`"{color.bg}"`). A level resolves, in
/// a given combination, to the most specific matching `minimums` entry naming it, else to its
/// WCAG default (``ContrastLevel/defaultMinimum``).
public struct ContrastRequirements: Sendable, Hashable {
    /// The pairs to check, in file order.
    public var pairs: [ContrastPair]
    /// Per-context values of the named levels, in declaration order.
    public var levelMinimums: [LevelMinimums]
    /// How diagnostics name the pairs file.
    public var file: String?

    /// The level values of the combinations one selector matches.
    public struct LevelMinimums: Sendable, Hashable {
        /// The combinations these values apply to.
        public var selector: ContextSelector
        /// The ratio of each named level there.
        public var values: [ContrastLevel: Double]

        /// Level values `values` where `selector` matches.
        public init(selector: ContextSelector, values: [ContrastLevel: Double]) {
            self.selector = selector
            self.values = values
        }
    }

    /// Requirements of `pairs`, with per-context level values, read from `file` when given.
    public init(pairs: [ContrastPair], levelMinimums: [LevelMinimums] = [], file: String? = nil) {
        self.pairs = pairs
        self.levelMinimums = levelMinimums
        self.file = file
    }

    /// The ratio `pair` requires in `input`.
    ///
    /// ```swift
    /// // with "minimums": {"contrast=high": {"text": 7}}
    /// requirements.required(textPair, in: ResolverInput([("contrast", "high")]))   // 7
    /// requirements.required(textPair, in: ResolverInput([("contrast", "normal")])) // 4.5
    /// ```
    public func required(_ pair: ContrastPair, in input: ResolverInput) -> Double {
        switch pair.minimum(in: input) {
        case .ratio(let ratio): return ratio
        case .level(let level): return value(of: level, in: input)
        }
    }

    /// The ratio a named level stands for in `input`.
    public func value(of level: ContrastLevel, in input: ResolverInput) -> Double {
        let candidates = levelMinimums.compactMap { entry in
            entry.values[level].map { (selector: entry.selector, value: $0) }
        }
        return candidates.mostSpecific(for: input) ?? level.defaultMinimum
    }
}
