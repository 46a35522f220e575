import LiveryCore

/// The tokens of the derived context and the color slot each one reads.
///
/// Derivation works at the semantic level: every semantic token has its own slot, so a pair
/// that needs one token to move never drags the shared palette (or the other tokens pointing
/// at the same step) along. A token pointing at a palette step is re-pointed to the step of
/// the same ramp nearest its image (``PaletteImage``; a token on a group of loose colors, to
/// the ramp holding the nearest step), the palette's shape kept; a literal is mapped to a new
/// literal; a reference to another derived token stays one while both keep the same color.
struct DerivationPlan {
    struct Token {
        var name: String
        var kind: DerivedTokenReport.Kind
        var role: TokenRole
        /// The derived token this one refers to in the source (kept as a reference while equal).
        var follows: String?
        /// A reference the target context writes and derive keeps.
        var keptReference: String?
        /// The shared alias the token refers through to `follows` (Spectrum's
        /// `accent-color.200` → the per-theme `blue.200`): written instead of `follows` while
        /// the two agree, so the token keeps its alias.
        var via: String?
        var slot: Int
        var reason: String
    }

    private let input: DeriveInput
    private(set) var tokens: [Token] = []
    var slots: [ColorSlot] = []
    private var slotByName: [String: Int] = [:]
    /// The derived tokens that are surfaces (``isSurface(_:)``).
    private var surfaces: Set<String> = []

    init(input: DeriveInput, options: ThemeDerivation.Options, pairs: [ContrastPair]) {
        self.input = input
        let colorNames = input.source.tokens.filter { entry in
            entry.token.type == .color && (input.scope?.contains(entry.name) ?? true)
        }.map(\.name)
        let output = Set(colorNames)
        // The target's own primitives, kept (no --overwrite): a dark palette the designers
        // made. Semantic tokens move along it as along a shared palette, rather than copying
        // the step of the same name (a scale whose steps keep their order in the dark —
        // `neutral.0` the lightest in both — is no mirror of the light's).
        let themeRamps = ThemeRamps(
            literals: colorNames.compactMap { name in
                guard input.sourceAliases[name] == nil, let color = input.source[name]?.value.color else {
                    return nil
                }
                return (name, color)
            })
        // A ramp counts when the target keeps at least a ramp's worth of its steps
        // (``PaletteRamp/rampSteps``); fewer kept steps are followed by name.
        let keptSteps = colorNames.filter { name in
            themeRamps.span(of: name) != nil && input.targetAliases[name] == nil
                && input.keepsTarget(name, overwrite: options.overwrite)
        }
        let targetPalette = Set(
            Dictionary(grouping: keptSteps, by: PaletteRamp.group(of:)).values
                .filter { $0.count >= PaletteRamp.rampSteps }.flatMap { $0 })
        // The tokens derive decides: a reference to one of them follows it.
        let moving = output.subtracting(targetPalette)
        let palette = input.source.tokens.compactMap { entry -> (name: String, color: Color)? in
            guard !moving.contains(entry.name), input.sourceAliases[entry.name] == nil,
                let color = options.anchors[entry.name] ?? input.target?[entry.name]?.value.color
                    ?? entry.token.value.color
            else { return nil }
            return (entry.name, color)
        }
        let ramps = PaletteRamp.ramps(of: palette)
        // A palette holding the derived context's own ramps (`red400Dark` beside `red600`).
        let counterparts = PaletteRamp.counterparts(in: ramps, context: input.targetContext ?? "")
        let steps = Dictionary(
            palette.map { ($0.name, PaletteRamp.Step(name: $0.name, color: $0.color)) }, uniquingKeysWith: { a, _ in a }
        )
        let required = { (pair: ContrastPair) in
            options.requirements?.required(pair, in: input.targetInput) ?? TokenRoleInference.textMinimum
        }
        // The pairs the names state add to the declared ones where roles and fills are
        // decided; only the declared ones are checked.
        let implied = ImpliedPairs.pairs(names: colorNames, declared: pairs)
        let roles = TokenRoleInference(
            pairs: pairs, implied: implied, names: colorNames, aliases: input.sourceAliases,
            lightness: { input.source[$0]?.value.color.map { OKLCHValue($0.composited(over: .white)).l } },
            required: required)
        let pageToken = DerivedContextComparison.page(of: pairs)
        // An anchor that turns on-emphasis text to the other side says the design lightens its
        // fills, as `--fills mirror` does.
        let mirroredBy = EmphasisFills.mirroringAnchor(
            options.anchors, pairs: pairs, roles: roles, light: { input.source[$0]?.value.color })
        let fills = EmphasisFills(
            pairs: options.strategy.mirrorsRamps && options.fills == .keep && mirroredBy == nil ? pairs + implied : [],
            roles: roles,
            aliases: input.sourceAliases, derived: moving, color: { input.source[$0]?.value.color })
        let images = PaletteImage(
            keptFills: fills.kept,
            movingFills: Set(
                (pairs + implied).filter { roles.role(of: $0.foreground) == .onEmphasis }.map(\.background)),
            anchors: options.anchors,
            givenMirrors: PaletteImage.mirroredSteps(of: targetPalette, input: input),
            input: input, strategy: options.strategy, ramps: ramps, counterparts: counterparts,
            overwrite: options.overwrite,
            pageToken: pageToken,
            families: StateFamilies(
                names: colorNames, aliases: input.sourceAliases, roles: roles, ramps: ramps, page: pageToken),
            themeRamps: themeRamps)
        // On-emphasis foregrounds whose own image reads on their background's image: they
        // follow what they refer to, as other tokens do.
        var movesWithPalette: Set<String> = []
        // Surfaces, however saturated: backgrounds (and their state variants) a foreground is
        // read on along with another background; a fill's text is read on that fill alone.
        let known = Set(colorNames)
        let family = { (name: String) in StateFamilies.base(of: name, among: known) ?? name }
        var readOn: [String: Set<String>] = [:]
        for pair in pairs { readOn[pair.foreground, default: []].insert(family(pair.background)) }
        let surfaces = Set(pairs.filter { (readOn[$0.foreground]?.count ?? 0) > 1 }.map { family($0.background) })
        self.surfaces = Set(colorNames.filter { surfaces.contains(family($0)) })
        let anchorFollowers = AnchorFollowers(
            anchors: options.anchors, names: colorNames, color: { input.source[$0]?.value.color },
            aliases: input.sourceAliases, palette: palette, counterparts: counterparts.mapValues(\.group))
        for name in colorNames {
            let role = roles.role(of: name)
            let sourceColor = input.source[name]?.value.color ?? .black
            if let anchor = options.anchors[name] {
                slots.append(ColorSlot(fixed: anchor))
                tokens.append(
                    Token(
                        name: name, kind: .anchored, role: role,
                        keptReference: Self.step(
                            of: anchor, near: input.sourceAliases[name], in: palette.filter { $0.name != name }),
                        slot: slots.count - 1,
                        reason: mirroredBy == name ? EmphasisFills.mirroringReason : "anchored: the color stated for it"
                    ))
                slotByName[name] = slots.count - 1
                continue
            }
            if images.isKept(name), let existing = input.target?[name]?.value.color {
                slots.append(ColorSlot(fixed: existing))
                tokens.append(
                    Token(
                        name: name, kind: .kept, role: role, keptReference: input.targetAliases[name],
                        slot: slots.count - 1, reason: "defined by the target context (no --overwrite)"))
                continue
            }
            let image = images.mapped(name, as: role)
            let invariant = TokenRoleInference.isInvariant(name, color: sourceColor)
            let follower = invariant || fills.kept.contains(name) ? nil : anchorFollowers.followers[name]
            let alpha = follower?.color?.alpha ?? sourceColor.alpha
            var note =
                invariant
                ? Self.invariantReason
                : fills.kept.contains(name) ? EmphasisFills.reason : follower.map(AnchorFollowers.reason)
            var wanted = note == nil ? image.color : OKLCHValue(follower?.color ?? sourceColor)
            if role == .onEmphasis, note == nil, let background = roles.emphasisBackground[name] {
                let pair = pairs.first { $0.foreground == name && $0.background == background }
                // A reference into the derived file moves as what it refers to does.
                let followed = input.sourceAliases[name].flatMap { moving.contains($0) ? $0 : nil }
                (wanted, note) = images.onEmphasis(
                    name, image: followed.map { images.mapped($0, as: roles.role(of: $0)).color } ?? wanted,
                    on: background, as: roles.role(of: background),
                    required: pair.map(required) ?? TokenRoleInference.textMinimum)
                if note == PaletteImage.imageReads {
                    movesWithPalette.insert(name)
                    note = nil
                }
            }
            let referred = input.sourceAliases[name]
            if note == nil, role == .background, name != pageToken, !surfaces.contains(family(name)),
                !TokenRoleInference.isTint(name), let fill = images.themeFillStep(name)
            {
                appendReference(
                    name, role: role, follows: fill.step, at: fill.image, alpha: alpha,
                    reason: "a solid fill on a ramp the theme defines: the step whose image keeps its color")
            } else if let referred, moving.contains(referred) {
                appendReference(
                    name, role: role, follows: referred, at: wanted, alpha: alpha,
                    reason: note ?? "refers to \(referred), derived too")
            } else if let referred,
                let end = Self.derivedEnd(of: referred, aliases: input.sourceAliases, in: moving)
            {
                appendReference(
                    name, role: role, follows: end, via: referred, at: wanted, alpha: alpha,
                    reason: note
                        ?? "refers to \(referred), which points into the derived file at \(end): follows its image")
            } else if let analogue = follower?.step.flatMap({ steps[$0] }) {
                // An analogue lands on the step of its own ramp it was given, however short the ramp.
                slots.append(
                    ColorSlot(
                        derived: wanted, alpha: alpha, step: analogue,
                        ramp: ramps[PaletteRamp.scale(of: analogue.name)]?.steps ?? [analogue]))
                tokens.append(
                    Token(name: name, kind: .mapped, role: role, slot: slots.count - 1, reason: note ?? ""))
            } else if let referred,
                let (ramp, nearest) = PaletteRamp.placement(
                    of: referred, color: sourceColor, target: wanted.srgb(alpha: alpha), page: images.page,
                    in: images.landingRamps)
            {
                slots.append(ColorSlot(derived: wanted, alpha: alpha, step: nearest, ramp: ramp.steps))
                let same = nearest.name == referred
                tokens.append(
                    Token(
                        name: name, kind: same ? .kept : .mapped, role: role, slot: slots.count - 1,
                        reason: note
                            ?? (same
                                ? "\(role.rawValue): the strategy lands on the same step of \(ramp.group)"
                                : image.inBlock
                                    ? "\(role.rawValue): mirrored across \(ramp.group) with its state variants, their order kept"
                                    : image.mirrored
                                        ? "\(role.rawValue): from the step mirrored across \(ramp.group)"
                                        : "\(role.rawValue): the step of \(ramp.group) nearest the strategy's color")))
            } else if let referred, targetPalette.contains(referred) {
                // A kept step no ramp placement takes (a translucent dark step for an opaque
                // token): the token follows it by name, movable by the pairs.
                appendReference(
                    name, role: role, follows: referred, at: wanted, alpha: alpha,
                    reason: note ?? "refers to \(referred), a step of the target's own palette, kept")
            } else if let note, let referred, let step = steps[referred] {
                slots.append(ColorSlot(derived: wanted, alpha: alpha, step: step, ramp: [step]))
                tokens.append(Token(name: name, kind: .kept, role: role, slot: slots.count - 1, reason: note))
            } else {
                slots.append(ColorSlot(derived: wanted, alpha: alpha))
                tokens.append(
                    Token(
                        name: name, kind: referred == nil ? .derived : .baked, role: role, slot: slots.count - 1,
                        reason: note
                            ?? referred.map {
                                "refers to \($0), outside the derived files and in no palette ramp: a new color"
                            }
                            ?? "\(role.rawValue): a literal, mapped by the strategy"))
            }
            slotByName[name] = slots.count - 1
        }
        for token in tokens where token.kind == .kept { slotByName[token.name] = token.slot }
        keepOnEmphasisLiterals(movingWithPalette: movesWithPalette)
        // A reference starts as a copy of what it refers to (chains followed), so it stays a
        // reference unless a pair moves one of the two. An on-emphasis foreground whose image
        // does not read on its fill's keeps the color decided against the fill (a reference
        // while the two agree).
        let follows = Dictionary(
            tokens.compactMap { t in t.follows.map { (t.name, $0) } }, uniquingKeysWith: { a, _ in a })
        for token in tokens
        where token.follows != nil && (token.role != .onEmphasis || movesWithPalette.contains(token.name)) {
            var current = token.follows
            var seen: Set<String> = [token.name]
            while let name = current, seen.insert(name).inserted, let next = follows[name] {
                current = next
            }
            guard let name = current, let other = slotByName[name] else { continue }
            // A token that is kept or anchored is fixed; what refers to it starts at its color
            // but stays movable, so a pair it fails moves it rather than its background.
            slots[token.slot] =
                slots[other].adjustable
                ? slots[other] : ColorSlot(startingAt: slots[other].color)
        }
    }

    /// Appends `name` as a reference to the derived token `follows` (written through `via`
    /// while the two agree), its own slot starting at `image`.
    private mutating func appendReference(
        _ name: String, role: TokenRole, follows: String, via: String? = nil, at image: OKLCHValue, alpha: Double,
        reason: String
    ) {
        slots.append(ColorSlot(derived: image, alpha: alpha))
        tokens.append(
            Token(
                name: name, kind: .reference, role: role, follows: follows, via: via, slot: slots.count - 1,
                reason: reason))
    }

    /// A derived literal that only on-emphasis foregrounds refer to (the `white` the text on
    /// every solid fill points at) keeps its color: it has no background of its own, and
    /// each of those foregrounds is decided against its fill — the ones that still read stay
    /// references to it, the others keep their own slot, moved by the pairs. Not when one of
    /// them moves with the palette (`movingWithPalette`): its image was decided as the
    /// literal's, so the literal moves too.
    private mutating func keepOnEmphasisLiterals(movingWithPalette: Set<String>) {
        var referrers: [String: [Token]] = [:]
        for token in tokens {
            if let referred = input.sourceAliases[token.name] { referrers[referred, default: []].append(token) }
        }
        for (index, token) in tokens.enumerated() where token.kind == .derived {
            guard let users = referrers[token.name],
                users.allSatisfy({ $0.role == .onEmphasis && !movingWithPalette.contains($0.name) }),
                let color = input.source[token.name]?.value.color
            else { continue }
            slots[token.slot] = ColorSlot(derived: OKLCHValue(color), alpha: color.alpha)
            tokens[index].reason = "only on-emphasis foregrounds refer to it: kept"
        }
    }

    /// The palette step whose color is `color` (the same hex, alpha included), one of the
    /// group of `referred` (the step the token pointed at) first; `nil` when no step is.
    static func step(of color: Color, near referred: String?, in palette: [(name: String, color: Color)]) -> String? {
        let matches = palette.filter { $0.color.hex == color.hex }.map(\.name)
        let scale = referred.map(PaletteRamp.scale(of:))
        return matches.first { PaletteRamp.scale(of: $0) == scale } ?? matches.first
    }

    /// The derived token that `referred`, a token outside the derived file, reaches through
    /// its aliases (16 deep at most); `nil` when its references end outside the file.
    static func derivedEnd(of referred: String, aliases: [String: String], in output: Set<String>) -> String? {
        var current = referred
        for _ in 0..<16 {
            guard let next = aliases[current] else { return nil }
            if output.contains(next) { return next }
            current = next
        }
        return nil
    }

    /// The foregrounds that should read at least as well as in the source with `strategy`
    /// (``DerivationStrategy/keepsSourceContrast``): text and non-text foregrounds, not
    /// on-emphasis ones (they follow their own background) nor those named the same in every
    /// theme. (Tokens the target context keeps have fixed slots, which never move.)
    func sourceContrastReaders(_ strategy: DerivationStrategy) -> Set<String> {
        guard strategy.keepsSourceContrast else { return [] }
        return Set(
            tokens.filter { [.foreground, .nonText].contains($0.role) && !TokenRoleInference.isInvariant($0.name) }
                .map(\.name))
    }

    static let invariantReason =
        "the same in every theme (a name saying fixed, static, scrim, on light, on dark, always light, always dark, or shadow on a dark color; a translucent dark overlay or backdrop; a fully transparent color): kept"

    /// An on-emphasis foreground stays on the far side of its own background: when the
    /// strategy's foreground curve would put it on the same side as the mapped background
    /// (light text on a button that turned light), it goes to the other side, as far from the
    /// background as it was in the source.
    static func onEmphasis(
        _ mapped: OKLCHValue, source: OKLCHValue, sourceBackground: OKLCHValue, mappedBackground: OKLCHValue
    ) -> OKLCHValue {
        let wasAbove = source.l >= sourceBackground.l
        let isAbove = mapped.l >= mappedBackground.l
        guard wasAbove != isAbove else { return mapped }
        let gap = abs(source.l - sourceBackground.l)
        let l = mappedBackground.l >= 0.55 ? mappedBackground.l - gap : mappedBackground.l + gap
        return OKLCHValue(l: Swift.min(Swift.max(l, 0), 1), c: mapped.c, h: mapped.h)
    }

    /// The slot of any color token a pair names: derived tokens have theirs, and so does a
    /// token outside the derived files that refers to one (a shared `background-base-color`
    /// pointing at a per-theme `gray.25` shows what derive writes there); other tokens are
    /// fixed at their value in the target context (else the source).
    mutating func slot(for name: String) -> Int {
        if let slot = slotByName[name] { return slot }
        var current = name
        for _ in 0..<16 {
            guard let next = input.sourceAliases[current] else { break }
            if let slot = slotByName[next] { return slot }
            current = next
        }
        let color = input.target?[name]?.value.color ?? input.source[name]?.value.color ?? .black
        slots.append(ColorSlot(fixed: color))
        slotByName[name] = slots.count - 1
        return slots.count - 1
    }

    /// The slot of a token the derived file defines, `nil` for any other name.
    func derivedSlot(for name: String) -> Int? {
        tokens.contains { $0.name == name } ? slotByName[name] : nil
    }

    /// Whether `name` is a surface: a background (or a state variant of one) that a foreground
    /// is read on along with another background, as text is on the page and on a chip. A
    /// solid fill, whose text is read on it alone, is none.
    func isSurface(_ name: String) -> Bool { surfaces.contains(name) }

    /// A new fixed slot: a color another combination gives a token the file does not decide.
    mutating func fixedSlot(_ color: Color) -> Int {
        slots.append(ColorSlot(fixed: color))
        return slots.count - 1
    }

    /// What `token` writes: a reference (`{name}`) or a literal color.
    private func written(_ token: Token) -> (reference: String?, color: Color) {
        let slot = slots[token.slot]
        if [.kept, .anchored].contains(token.kind), slot.step == nil { return (token.keptReference, slot.color) }
        if let follows = token.follows, let other = slotByName[follows], slots[other].color == slot.color,
            slots[other].step == slot.step
        {
            return (token.via ?? follows, slot.color)
        }
        return (slot.step, slot.color)
    }

    /// The derived context as a DTCG document, tokens in the source's order.
    var document: JSONValue {
        var tree = TokenTreeBuilder()
        for token in tokens {
            var object = JSONObject()
            object["$type"] = "color"
            let (reference, color) = written(token)
            object["$value"] = reference.map { .string("{\($0)}") } ?? color.dtcg
            tree.addToken(token.name.split(separator: ".", omittingEmptySubsequences: false).map(String.init), object)
        }
        return tree.document
    }

    func tokenReports(results: [AuditResult]) -> [DerivedTokenReport] {
        var satisfied: [String: [String]] = [:]
        for result in results where result.passed {
            for name in Set([result.pair.foreground, result.pair.background] + result.pair.over)
            where satisfied[name]?.last != result.pair.path {
                satisfied[name, default: []].append(result.pair.path)
            }
        }
        return tokens.map { token in
            let old =
                input.sourceAliases[token.name].map { "{\($0)}" } ?? (input.source[token.name]?.value.color?.hex ?? "")
            let (reference, color) = written(token)
            let slot = slots[token.slot]
            var kind = token.kind
            var reason = token.reason
            if let why = slot.movedFor {
                kind = .repointed
                reason =
                    slot.step.map { "\(why): re-pointed to {\($0)}" } ?? "\(why): no palette step passes, a new color"
            } else if token.follows != nil && reference != (token.via ?? token.follows) {
                kind = .repointed
                reason = "\(token.follows ?? "") moved for a pair; this token keeps its own color"
            }
            return DerivedTokenReport(
                name: token.name, kind: kind, role: token.role, old: old,
                new: reference.map { "{\($0)}" } ?? color.hex, adjusted: slot.movedFor != nil, reason: reason,
                satisfies: satisfied[token.name] ?? [])
        }
    }
}
