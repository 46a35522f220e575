import LiveryCore

/// `livery derive`: generates a whole context (dark, dim, high contrast) from another one.
///
/// 1. Every literal color token of the source is mapped by the ``DerivationStrategy`` in
///    OKLCH (hue kept, chroma kept as far as sRGB allows).
/// 2. A token that is a reference in the source stays the same reference; a reference to a
///    token outside the scope is baked into a derived literal.
/// 3. Tokens the target context already defines are kept unless `overwrite`.
/// 4. With requirements, colors move until every pair applying to the target combination
///    (``DeriveInput/targetInput``: the other modifiers at their defaults) passes; pairs that
///    cannot pass are reported. Other combinations that include the new context (say dark with
///    high contrast, where other files' references take over) are not checked here: audit the
///    written file with `livery audit`.
///
/// Only color tokens are written; the file is meant to stand in for the context's color file.
///
/// ```swift
/// let input = try DeriveInput(source: resolver, from: "light", to: "dark")
/// let result = try ThemeDerivation.derive(input, options: .init(strategy: .invertLightness,
///                                                               requirements: pairs))
/// try OutputWriter.write(result.outputFile(path: "dark.tokens.json"), toPath: out)
/// print(result.report.text)
/// ```
public enum ThemeDerivation {
    /// How to derive: the strategy, the pairs to satisfy, whether to replace what the target defines.
    public struct Options: Sendable {
        /// The color mapping.
        public var strategy: DerivationStrategy
        /// Pairs the derived colors must satisfy (lightness adjusted until they do), if any.
        public var requirements: ContrastRequirements?
        /// Replace tokens the target context already defines.
        public var overwrite: Bool

        /// Options of `strategy`, `requirements` and `overwrite`.
        public init(strategy: DerivationStrategy, requirements: ContrastRequirements? = nil, overwrite: Bool = false) {
            self.strategy = strategy
            self.requirements = requirements
            self.overwrite = overwrite
        }
    }

    /// The derived context's token file and the report.
    public struct Result: Sendable {
        /// A DTCG token document holding the derived context's color tokens.
        public var document: JSONValue
        /// What was derived and how every pair fares.
        public var report: DeriveReport

        /// The document as a file to write.
        public func outputFile(path: String) -> OutputFile { OutputFile(path: path, json: document) }
    }

    /// Derives the target context of `input`.
    ///
    /// - Throws: `DiagnosticsError` when a pair names a missing or non-color token (with the
    ///   pairs file and JSON path).
    /// - Complexity: O(tokens + pairs × revisits × bisection steps); pairs are indexed by the
    ///   colors they use, so a move re-checks only its own pairs.
    public static func derive(_ input: DeriveInput, options: Options) throws(DiagnosticsError) -> Result {
        var plan = DerivationPlan(input: input, options: options)
        let requirements = options.requirements ?? ContrastRequirements(pairs: [])
        let applicable = requirements.pairs.filter { $0.applies(to: input.targetInput) }
        var lookup = PairColorLookup(file: requirements.file)
        var solverPairs: [ContrastSolver.Pair] = []
        for pair in applicable {
            let names = [("foreground", pair.foreground), ("background", pair.background)]
                + pair.over.enumerated().map { ("over[\($0)]", $1) }
            let found = names.map { lookup.color($1, in: input.source, path: "\(pair.path).\($0)") != nil }
            guard found.allSatisfy({ $0 }) else { continue }
            solverPairs.append(
                ContrastSolver.Pair(
                    foreground: plan.slot(for: pair.foreground), background: plan.slot(for: pair.background),
                    backdrops: pair.over.map { plan.slot(for: $0) },
                    required: requirements.required(pair, in: input.targetInput)))
        }
        guard lookup.problems.isEmpty else { throw DiagnosticsError(lookup.problems) }
        var solver = ContrastSolver(slots: plan.slots, pairs: solverPairs)
        solver.solve()
        plan.slots = solver.slots
        let results = zip(applicable, solverPairs.indices).map { pair, i in
            DerivedPairResult(pair: pair, ratio: solver.ratio(i), required: solverPairs[i].required)
        }
        let report = DeriveReport(
            strategy: options.strategy.id, source: input.source.input, target: input.targetInput,
            tokens: plan.tokenReports(pairs: results), pairs: results)
        return Result(document: plan.document, report: report)
    }
}
