import LiveryCore

/// `livery derive`: generates a whole context (dark, dim, high contrast, a CVD variant) from
/// another one, at the semantic level.
///
/// 1. Each color token's role is inferred from the pairs (foreground, non-text foreground,
///    on-emphasis foreground, background, both) and from aliases and names (``TokenRole``);
///    a foreground named `… on <surface>` is read on the `<surface> background` of its state
///    (`NeutralForegroundOnBrand` on `BrandBackground`) where no declared pair says otherwise
///    (`ImpliedPairs`: roles and kept fills only, never checked).
/// 2. The ``DerivationStrategy`` maps each token's color by its role, in OKLCH; the dark
///    strategy follows the palette's own ramps (``DerivationStrategy/mirrorsRamps``): surfaces
///    take the step mirrored about the light and dark pages (a surface and its hover states as
///    one block, their order kept), text lands between that step and the
///    text curve; a ramp the theme defines itself (per-theme primitives) is mapped as one
///    ramp (`ThemeRamps`), and a solid fill on one (a background on a saturated step, not
///    named a tint — `subtle`, `muted`, `weak` — and reading no text that other backgrounds
///    read too) points at the step of its ramp whose image is nearest its own color. A token
///    that points at a step of a shared palette ramp is re-pointed to the step nearest that
///    color (the palette's shape kept, the palette itself never rewritten); a literal becomes a new literal; a reference to another derived token stays
///    a reference while both agree. A group of colors named by words that repeats a color or
///    spans hue families (`White`, `hcCanvas`) is loose colors, not a ramp, however many. Names saying `fixed`, `static`, `shadow`,
///    `scrim`, `on light` or `on dark` keep their color, and so do a translucent dark
///    `overlay` or `backdrop` (a dialog's dimming backdrop) and a fully transparent color; so
///    do a chromatic emphasis fill whose text is of another color family (white on blue:
///    `EmphasisFills`; not with ``Fills/mirror``) and a lone chromatic palette color (no ramp
///    of its hue to move along); an on-emphasis foreground that still reads on
///    its derived background keeps its step, and one whose own image (the image of the
///    token it refers to) reads there follows it.
/// 3. Tokens the target context already defines are kept unless `overwrite`; anchored tokens
///    (``Options/anchors``) are written as stated, and an anchored page (the background most
///    pairs are read on) is the derived page.
///    Kept steps of a per-theme ramp (a dark palette the designers made) are a palette the
///    semantic tokens move along: on a ramp the designers mirrored (`gray.1` the lightest in
///    the light, the darkest in the dark) a token keeps its step, on one whose order holds it
///    takes the step its image lands on; pairs move it either way.
/// 4. With requirements, tokens move until every pair passes in every combination with the
///    derived context (``DeriveInput/targetInput`` and, say, dark with high contrast, where
///    other files may override or point at derived tokens): the semantic token is re-pointed —
///    another step of its ramp, else a new derived color — never the shared primitive. Where
///    no step of a text reads on all of its backgrounds, a surface among them (a chip read with
///    the page) moves a step instead; a solid fill keeps its color and its text moves.
/// 5. The report's pairs are an audit of the written document *in place*: the resolver loaded
///    with the file at its output path (``DerivedPlacement``), every combination with the
///    derived context, through ``ContrastAudit`` — exactly what `livery audit` says.
///
/// Only color tokens are written; the file is meant to stand in for the context's color file.
///
/// ```swift
/// let input = try DeriveInput(resolver: resolver, from: "light", to: "dark")
/// let placement = try DerivedPlacement(resolverPath: "sds.resolver.json", output: "theme/dark.tokens.json",
///                                      modifier: "theme", context: "dark")
/// let result = try ThemeDerivation.derive(input, options: .init(strategy: .invertLightness,
///                                                               requirements: pairs), placement: placement)
/// try OutputWriter.write(result.outputFile(path: "theme/dark.tokens.json"), toPath: "theme/dark.tokens.json")
/// print(result.report.text)
/// ```
public enum ThemeDerivation {
    /// What a dark does with the light's saturated fills (a blue button with white text):
    /// design systems part ways here, and nothing in the light tells which way a system goes.
    public enum Fills: String, Sendable, CaseIterable {
        /// A chromatic fill whose text is of another color family keeps its color and its text
        /// (`EmphasisFills`): Carbon's, Fluent's and Chakra's designers do this. An anchor that
        /// states such text on the other side of mid-lightness (white button text stated dark)
        /// says the design mirrors its fills, and derive does, as with ``mirror``.
        case keep
        /// Every fill follows the palette like any surface, and its text is decided against
        /// the derived fill: PatternFly's and Paste's designers make their fills lighter in the
        /// dark, with dark text on them.
        case mirror
    }

    /// What the dark does with a pair the light itself reads far below its minimum (under the
    /// square root of it: 1.73:1 where 3:1 is asked, 2.12:1 where 4.5:1 is), such as a hairline
    /// border: design systems part ways here too, and the light cannot tell which way.
    public enum FaintPairs: String, Sendable, CaseIterable {
        /// Raise it to its minimum, as every other failing pair: Radix's and PatternFly's
        /// designers fix such pairs in their darks.
        case fix
        /// Keep it as faint as the light has it (its light ratio is what derive moves its
        /// colors to): Garden's and Codex's designers leave their hairlines faint. The report
        /// still holds it to its minimum, as the audit does.
        case keep
    }

    /// How to derive: the strategy, the pairs to satisfy, whether to replace what the target
    /// defines, and what becomes of saturated fills and faint pairs.
    public struct Options: Sendable {
        /// The color mapping.
        public var strategy: DerivationStrategy
        /// Pairs the derived colors must satisfy (lightness adjusted until they do), if any.
        public var requirements: ContrastRequirements?
        /// Replace tokens the target context already defines.
        public var overwrite: Bool
        /// Whether saturated fills keep their colors (for strategies that follow the palette's
        /// ramps; the others map every color by its role).
        public var fills: Fills
        /// Whether a pair the light reads far below its minimum is raised to it in the target.
        public var faintPairs: FaintPairs
        /// Colors the designer states for tokens of the target (the dark page a brand has
        /// chosen), by token name: each is written as given (as a reference to a palette
        /// step of that hex, where there is one) and never moved for a pair — a pair that
        /// fails on anchors alone is reported, not hidden. An anchored page (the background
        /// most pairs are read on, when pairs are given) is where the mirrored surfaces turn (a
        /// surface as many steps inside it as it sat inside the light page). An anchor on a
        /// token the same in every context goes to the first derived token its references
        /// reach. An anchored token's unstated states (`…Hover` beside `…Rest`) follow it: those
        /// of its light color take the anchor, and where it is stated as its own light color,
        /// the others keep theirs; a token named one word apart on the same step number of
        /// another ramp takes the anchored step number on its own ramp (`AnchorFollowers`).
        public var anchors: [String: Color]

        /// Options of `strategy`, `requirements`, `overwrite`, `fills`, `faintPairs` and `anchors`.
        public init(
            strategy: DerivationStrategy, requirements: ContrastRequirements? = nil, overwrite: Bool = false,
            fills: Fills = .keep, faintPairs: FaintPairs = .fix, anchors: [String: Color] = [:]
        ) {
            self.strategy = strategy
            self.requirements = requirements
            self.overwrite = overwrite
            self.fills = fills
            self.faintPairs = faintPairs
            self.anchors = anchors
        }
    }

    /// The derived context's token file and the report.
    public struct Result: Sendable {
        /// A DTCG token document holding the derived context's color tokens.
        public var document: JSONValue
        /// What was derived and how every pair fares.
        public var report: DeriveReport
        /// Where the document goes and whether the resolver needs an entry for it.
        public var placement: DerivedPlacement

        /// The document as a file to write.
        public func outputFile(path: String) -> OutputFile { OutputFile(path: path, json: document) }
    }

    /// Derives the target context of `input`.
    ///
    /// - Parameter input: The source theme and the context to derive.
    /// - Parameter options: The strategy, the pairs to satisfy, and whether existing target tokens are replaced.
    /// - Parameter placement: Where the file will stand; `nil` lays it over the source theme in
    ///   memory (``DerivedPlacement/init(over:modifier:from:to:)``).
    /// - Throws: `DiagnosticsError` when a pair names a missing or non-color token (with the
    ///   pairs file and JSON path), or the resolver with the derived file in place has errors.
    /// - Complexity: O(tokens + pairs × revisits × (ramp steps + bisection steps)), plus one
    ///   resolver load and audit of the combinations with the derived context.
    public static func derive(
        _ input: DeriveInput, options: Options, placement: DerivedPlacement? = nil
    )
        throws(DiagnosticsError) -> Result
    {
        var options = options
        options.anchors = try placedAnchors(options.anchors, in: input)
        let requirements = options.requirements ?? ContrastRequirements(pairs: [])
        let applicable = requirements.pairs.filter { $0.applies(to: input.targetInput) }
        var plan = DerivationPlan(input: input, options: options, pairs: applicable)
        var lookup = PairColorLookup(file: requirements.file)
        var solverPairs: [ContrastSolver.Pair] = []
        let readers = plan.sourceContrastReaders(options.strategy)
        for pair in applicable {
            let names =
                [("foreground", pair.foreground), ("background", pair.background)]
                + pair.over.enumerated().map { ("over[\($0)]", $1) }
            let colors = names.compactMap { lookup.color($1, in: input.source, path: "\(pair.path).\($0)") }
            guard colors.count == names.count else { continue }
            let light = ContrastMeasure.worstRatio(colors[0], on: colors[1], over: Array(colors.dropFirst(2)))
            let minimum = requirements.required(pair, in: input.targetInput)
            solverPairs.append(
                ContrastSolver.Pair(
                    foreground: plan.slot(for: pair.foreground), background: plan.slot(for: pair.background),
                    backdrops: pair.over.map { plan.slot(for: $0) },
                    required: options.faintPairs == .keep ? Self.faintTarget(minimum: minimum, light: light) : minimum,
                    path: pair.path, source: readers.contains(pair.foreground) ? light : nil,
                    backgroundIsSurface: plan.isSurface(pair.background)))
        }
        guard lookup.problems.isEmpty else { throw DiagnosticsError(lookup.problems) }
        let (modifier, from, to) = changedModifier(input)
        let placed = placement ?? DerivedPlacement(over: input.source, modifier: modifier, from: from, to: to)
        solverPairs += otherCombinationPairs(&plan, input: input, placement: placed, requirements: requirements)
        var solver = ContrastSolver(slots: plan.slots, pairs: solverPairs)
        solver.solve()
        if options.strategy.keepsSourceContrast { solver.keepSourceContrast() }
        plan.slots = solver.slots
        let document = plan.document
        let results = try audit(document, at: placed, requirements: requirements)
        let report = DeriveReport(
            strategy: options.strategy.id, source: input.source.input, target: input.targetInput,
            tokens: plan.tokenReports(results: results), pairs: results)
        return Result(document: document, report: report, placement: placed)
    }

    /// The contrast a pair's colors are moved to under ``FaintPairs/keep``: the light's own
    /// ratio where the light reads the pair below the square root of its `minimum`, else the
    /// minimum.
    static func faintTarget(minimum: Double, light: Double) -> Double {
        light < minimum.squareRoot() ? light : minimum
    }

    /// The anchors placed on the tokens the derivation writes: an anchor on a token outside
    /// the derived file (a shared `background-base-color` the same in every theme) goes to the
    /// first derived token its references reach (the per-theme `gray.25`). An anchor naming
    /// no color token, one whose references reach no derived token, or one that lands on a
    /// token another anchor states otherwise is an error with the anchor's name as its path.
    static func placedAnchors(
        _ anchors: [String: Color], in input: DeriveInput
    ) throws(DiagnosticsError)
        -> [String: Color]
    {
        var targets: [(name: String, target: String, color: Color)] = []
        var problems: [Diagnostic] = []
        for (name, color) in anchors.sorted(by: { $0.key < $1.key }) {
            guard let token = input.source[name] else {
                problems.append(.error("anchor '\(name)': no token of that name in the source context", path: name))
                continue
            }
            guard token.type == .color else {
                problems.append(.error("anchor '\(name)': not a color token", path: name))
                continue
            }
            guard let end = input.derivedToken(for: name) else {
                problems.append(
                    .error(
                        "anchor '\(name)': the same in every context and refers to no token derive writes",
                        path: name))
                continue
            }
            targets.append((name, end, color))
        }
        // Two anchors on one token must agree; the one stated through a reference is named.
        var placed: [String: Color] = [:]
        for (target, group) in Dictionary(grouping: targets, by: \.target).sorted(by: { $0.key < $1.key }) {
            let colors = group.map(\.color)
            guard colors.allSatisfy({ $0 == colors[0] }) else {
                for anchor in group where anchor.name != target {
                    problems.append(
                        .error(
                            "anchor '\(anchor.name)': refers to \(target), which another anchor states otherwise",
                            path: anchor.name))
                }
                continue
            }
            placed[target] = colors[0]
        }
        guard problems.isEmpty else { throw DiagnosticsError(problems) }
        return placed
    }

    /// The pairs of the other combinations with the derived context (dark with high contrast,
    /// dark with another brand), so the solver moves tokens for every row the audit will
    /// check. A token the derived file decides shares its slot; a token another file
    /// overrides in that combination, or any other token, is fixed at its value there.
    static func otherCombinationPairs(
        _ plan: inout DerivationPlan, input: DeriveInput, placement: DerivedPlacement,
        requirements: ContrastRequirements
    ) -> [ContrastSolver.Pair] {
        guard !requirements.pairs.isEmpty, let resolver = try? placement.resolver(with: plan.document),
            let targetSet = try? resolver.tokenSet(for: input.targetInput)
        else { return [] }
        let derivedFile = plan.tokens.lazy.compactMap { targetSet.token(named: $0.name)?.file }.first
        var pairs: [ContrastSolver.Pair] = []
        for combination in resolver.allInputs
        where combination[placement.modifier] == placement.context && combination != input.targetInput {
            guard let theme = try? resolver.theme(for: combination), let set = try? resolver.tokenSet(for: combination)
            else { continue }
            // A token the file decides, or one another file points at such a token with.
            func slot(_ name: String) -> Int? {
                var current = name
                for _ in 0..<16 {
                    guard let token = set.token(named: current) else { break }
                    if token.file == derivedFile, let slot = plan.derivedSlot(for: current) { return slot }
                    guard case .reference(.alias(let next)) = TokenReference.parse(token.value) else { break }
                    current = next
                }
                return theme[name]?.value.color.map { plan.fixedSlot($0) }
            }
            for pair in requirements.pairs where pair.applies(to: combination) {
                guard let fg = slot(pair.foreground), let bg = slot(pair.background) else { continue }
                let backdrops = pair.over.compactMap(slot)
                guard backdrops.count == pair.over.count else { continue }
                pairs.append(
                    ContrastSolver.Pair(
                        foreground: fg, background: bg, backdrops: backdrops,
                        required: requirements.required(pair, in: combination), path: pair.path,
                        backgroundIsSurface: plan.isSurface(pair.background)))
            }
        }
        return pairs
    }

    /// The audit of `document` in place: every combination of the placed resolver that has the
    /// derived context, through the same code as `livery audit`.
    static func audit(
        _ document: JSONValue, at placement: DerivedPlacement, requirements: ContrastRequirements
    )
        throws(DiagnosticsError) -> [AuditResult]
    {
        let resolver = try placement.resolver(with: document)
        var themes: [ResolvedTheme] = []
        var problems: [Diagnostic] = []
        for combination in resolver.allInputs where combination[placement.modifier] == placement.context {
            do {
                themes.append(try resolver.theme(for: combination))
            } catch {
                problems += error.diagnostics
            }
        }
        guard problems.isEmpty else { throw DiagnosticsError(problems) }
        return try ContrastAudit.run(requirements, themes: themes).results
    }

    /// The modifier the derivation changes, with its source and target contexts
    /// (`("theme", "light", "dark")`).
    public static func changedModifier(_ input: DeriveInput) -> (String, String, String) {
        for selection in input.source.input.selections where input.targetInput[selection.modifier] != selection.context
        {
            return (selection.modifier, selection.context, input.targetInput[selection.modifier] ?? "")
        }
        let first = input.targetInput.selections.first
        return (first?.modifier ?? "theme", first?.context ?? "", first?.context ?? "")
    }
}
