import LiveryCore

/// The steps of a shared palette a semantic token may point at: the literal color tokens of
/// one group (`color.gray.100` … `color.gray.1000`), outside the derived files.
///
/// Re-pointing a semantic token to another step keeps the palette's shape (the designer's
/// steps) where a step works; a ramp needs at least ``minimumSteps`` members to be one.
struct PaletteRamp {
    struct Step {
        var name: String
        var color: Color
        var luminance: Double
        /// OKLCH lightness, to find the steps nearest a wanted color.
        var lightness: Double
        /// OKLCH chroma and hue (degrees), to tell a color family from a set of loose colors.
        var chroma: Double
        var hue: Double

        /// The step `name` of color `color`.
        init(name: String, color: Color) {
            self.name = name
            self.color = color
            luminance = color.relativeLuminance
            let oklch = OKLCHValue(color)
            (lightness, chroma, hue) = (oklch.l, oklch.c, oklch.h)
        }
    }

    var group: String
    /// The steps in lightness order, darkest first (equal lightness: in the order given).
    let steps: [Step]

    /// The ramp `group` of `steps`, put in lightness order.
    init(group: String, steps: [Step]) {
        self.group = group
        self.steps = steps.enumerated().sorted { a, b in
            (a.element.lightness, a.offset) < (b.element.lightness, b.offset)
        }.map(\.element)
    }

    /// Whether the ramp has the ``rampSteps`` a token moves along on its own: steps that carry
    /// their place as a number (`gray.100`, `blue.60`, `Shade50`, `primary40`), or distinct
    /// colors of one hue family (`blue.lightest` … `blue.darkest`). A group of colors named by
    /// words that repeat a color or span several families (Fluent's `White`, `Black`,
    /// `hcCanvas`, `hcCanvasText` — white again —, `hcHighlightText`, a navy) is a set of
    /// loose colors however many it holds, not one color's scale.
    var isFull: Bool {
        guard steps.count >= Self.rampSteps else { return false }
        return steps.count(where: { Self.isScaleStep($0.name) }) >= Self.rampSteps
            || (Set(steps.map(\.color)).count == steps.count && hueSpan <= Self.familyHueSpan)
    }

    /// The hue arc one family spans at most, in degrees: a sixth of the circle, one of the six
    /// hue names (red, yellow, green, cyan, blue, magenta).
    static let familyHueSpan = 60.0

    /// The narrowest arc of the hue circle holding every chromatic step's hue (chroma at least
    /// ``greyChroma``), in degrees; 0 for a grey ramp.
    var hueSpan: Double {
        let hues = steps.filter { $0.chroma >= Self.greyChroma }.map(\.hue).sorted()
        guard let first = hues.first, let last = hues.last, hues.count > 1 else { return 0 }
        // The widest gap between neighbours (the wrap-around one included) is what the arc leaves out.
        let gaps = zip(hues, hues.dropFirst()).map { $1 - $0 } + [first + 360 - last]
        return 360 - (gaps.max() ?? 360)
    }

    /// Whether the last segment of `name` holds a digit, as a scale's step names do.
    static func isScaleStep(_ name: String) -> Bool {
        (name.split(separator: ".").last ?? "").contains(where: \.isNumber)
    }

    static let minimumSteps = 3
    /// The steps a group needs to be a ramp a token moves along on its own (and is mirrored
    /// across): fewer (`base.white`, `base.black`, `base.ink`) is a set of loose colors, and a
    /// token on one goes to the ramp holding the palette step nearest its derived color.
    static let rampSteps = 5

    /// The ramps of `palette` (name → color), keyed by group; groups too small to be ramps are
    /// left out.
    static func ramps(of palette: [(name: String, color: Color)]) -> [String: PaletteRamp] {
        var groups: [String: [Step]] = [:]
        for entry in palette {
            groups[Self.scale(of: entry.name), default: []].append(Step(name: entry.name, color: entry.color))
        }
        return groups.filter { $0.value.count >= minimumSteps }.reduce(into: [:]) { ramps, entry in
            ramps[entry.key] = PaletteRamp(group: entry.key, steps: entry.value)
        }
    }

    /// The steps as opaque as `color` (within 0.05 of its alpha): an opaque surface is never
    /// re-pointed to a translucent step, whose look depends on what lies under it. `nil` when
    /// fewer than ``minimumSteps`` remain.
    func opaque(like color: Color) -> PaletteRamp? {
        let kept = steps.filter { abs($0.color.alpha - color.alpha) <= 0.05 }
        return kept.count >= Self.minimumSteps ? PaletteRamp(group: group, steps: kept) : nil
    }

    /// The step mirrored across the ramp's own steps: the *k*-th lightest answers the *k*-th darkest (`gray.100` ↔ `gray.900` on a ramp of
    /// 100…900). A ramp's steps are rarely evenly spaced in lightness (tonal palettes crowd
    /// their ends), so mirroring ranks follows the design system's own curve where mirroring
    /// the number `L` would not.
    ///
    /// With `pages` (the source page's lightness and the derived page's), the mirror turns
    /// about the two pages rather than the ramp's ends: a surface as many steps inside the
    /// derived page as it was inside the source page (one step darker than a white page
    /// becomes one step lighter than the dark page, wherever on the ramp the dark page sits).
    /// With `block` (the steps of a surface and its state variants, ``StateFamilies``), the
    /// block is mirrored as a whole and its order kept: the block's span lands where the
    /// mirror puts it, and each step keeps its place inside it (`gray.100` / `gray.200` →
    /// `gray.800` / `gray.900` where the plain mirror gives `gray.900` / `gray.800`).
    ///
    /// `nil` when `name` is no step here or the group is too small to be a ramp (white ↔
    /// black is no designer's dark).
    func mirrored(_ name: String, pages: (source: Double, derived: Double)? = nil, block: [String] = []) -> Step? {
        guard isFull, let rank = steps.firstIndex(where: { $0.name == name }) else { return nil }
        let turn = pages.map { position(of: $0.source) + position(of: $0.derived) } ?? Double(steps.count - 1)
        let ranks = block.compactMap { member in steps.firstIndex { $0.name == member } } + [rank]
        let (low, high) = (ranks.min() ?? rank, ranks.max() ?? rank)
        // A lone step: turn − rank. A block [low, high] is shifted to [turn − high, turn − low].
        let mirroredRank = Int((turn - Double(low + high - rank)).rounded())
        return steps[Swift.min(Swift.max(mirroredRank, 0), steps.count - 1)]
    }

    /// Where lightness `l` falls among the steps: a fractional rank, interpolated between
    /// steps and clamped to the ramp's ends.
    func position(of l: Double) -> Double {
        guard let first = steps.first, let last = steps.last else { return 0 }
        if l <= first.lightness { return 0 }
        if l >= last.lightness { return Double(steps.count - 1) }
        for i in 1..<steps.count where l <= steps[i].lightness {
            let low = steps[i - 1].lightness
            let span = steps[i].lightness - low
            return Double(i - 1) + (span > 0 ? (l - low) / span : 0)
        }
        return Double(steps.count - 1)
    }

    /// How saturated step `name` is for its ramp: its OKLCH chroma over the ramp's most
    /// chromatic step's, 0…1. `nil` for a step not here, or on a grey ramp (peak chroma below
    /// ``greyChroma``), where every step is as neutral as the next.
    func relativeChroma(of name: String) -> Double? {
        steps.first(where: { $0.name == name }).flatMap { relativeChroma($0.chroma) }
    }

    /// `chroma` as a share of the ramp's peak chroma; `nil` for a grey ramp (peak below
    /// ``greyChroma``).
    func relativeChroma(_ chroma: Double) -> Double? {
        let peak = steps.map(\.chroma).max() ?? 0
        return peak >= Self.greyChroma ? chroma / peak : nil
    }

    /// Whether every step is neutral (OKLCH chroma below ``greyChroma``): a grey ramp, not a
    /// tinted grey nor a hue whose palest step happens to be near grey.
    var isGrey: Bool { steps.allSatisfy { $0.chroma < Self.greyChroma } }

    /// The ramp's neutral steps (OKLCH chroma below ``greyChroma``); `nil` when it has none.
    var neutralSteps: PaletteRamp? {
        let kept = steps.filter { $0.chroma < Self.greyChroma }
        return kept.isEmpty ? nil : PaletteRamp(group: group, steps: kept)
    }

    /// The peak chroma below which a ramp counts as grey (slate and gray ramps stay under 0.02).
    static let greyChroma = 0.03

    /// The step nearest `target`, both composited over `page` (what a user sees).
    func nearest(to target: Color, over page: Color) -> Step? {
        closest(to: target.composited(over: page), over: page)?.step
    }

    /// The step nearest `seen` (already composited over `page`) and its OKLab distance.
    func closest(to seen: Color, over page: Color) -> (step: Step, distance: Double)? {
        steps.map { (step: $0, distance: $0.color.composited(over: page).deltaEOK(seen)) }
            .min { $0.distance < $1.distance }
    }

    /// The ramp a token pointing at `referred` (of color `color`) moves along, with its step
    /// nearest `target`: the token's own group when it is a full ramp; for a group of loose
    /// colors, the ramp holding the palette's step nearest `target` (the light page's
    /// `base.white` becomes `neutral.950`, a black state layer a white one; a neutral keeps
    /// to neutral steps, a grey ramp's where the palette has one), while a loose chromatic
    /// color keeps its own step. Only steps as opaque as `color` count. `nil` when
    /// no group fits.
    static func placement(
        of referred: String, color: Color, target: Color, page: Color, in ramps: [String: PaletteRamp]
    ) -> (ramp: PaletteRamp, step: Step)? {
        let own = ramps[scale(of: referred)]?.opaque(like: color)
        let seen = target.composited(over: page)
        if let own, own.isFull { return own.closest(to: seen, over: page).map { (own, $0.step) } }
        // A loose chromatic color (a lone brand or status yellow) has no ramp of its hue to
        // move along, and another family's step would change what it means: it keeps its step.
        if OKLCHValue(color).c >= greyChroma {
            let step = Step(name: referred, color: color)
            return (PaletteRamp(group: scale(of: referred), steps: [step]), step)
        }
        // A loose neutral (the page's white) keeps to neutral steps for the same reason: the
        // step nearest by lightness may be another family's (a high-contrast navy), which
        // would tint the page. Where the palette has grey ramps, only theirs: the palest step
        // of a red ramp is below the grey chroma too, and white text there turns pink. The
        // token's own group first, so that it wins a tie.
        let others = ramps.keys.sorted().filter { $0 != scale(of: referred) }.compactMap {
            ramps[$0]?.opaque(like: color)
        }
        let greys = others.filter(\.isGrey)
        let pool = [own].compactMap { $0 } + (greys.isEmpty ? others : greys)
        let nearest = pool.compactMap(\.neutralSteps).compactMap { ramp in
            ramp.closest(to: seen, over: page).map { (ramp: ramp, step: $0.step, distance: $0.distance) }
        }.min { $0.distance < $1.distance }
        return nearest.map { ($0.ramp, $0.step) }
    }

    /// The group a token belongs to: its name without the last segment.
    static func group(of name: String) -> String {
        guard let dot = name.lastIndex(of: ".") else { return "" }
        return String(name[..<dot])
    }

    /// The scale a palette step belongs to, the key of its ramp: its group, or — when the step
    /// number is written inside the last segment, with the color's name (`color.blue700`,
    /// `color-gray-100`, `md.ref.palette.primary40`, Base Web's dark ramp `primitive.red400Dark`)
    /// — the group and that segment without its number (`color.blue`, `color-gray`,
    /// `md.ref.palette.primary`, `primitive.redDark`), so that a palette written that way is
    /// one ramp per color instead of one group of every hue. A `Shade` or `Tint` number
    /// (`Charcoal.Shade50`, `Charcoal.Tint40`) is a step of its group's scale: the two words
    /// name its darker and its lighter half, not two colors.
    static func scale(of name: String) -> String {
        let group = group(of: name)
        let last = Substring(name.split(separator: ".", omittingEmptySubsequences: false).last ?? Substring(name))
        // The last run of digits is the step number; what stands around it names the color.
        guard let end = last.lastIndex(where: \.isNumber) else { return group }
        let start = last[..<end].lastIndex(where: { !$0.isNumber }).map { last.index(after: $0) } ?? last.startIndex
        let separators: Set<Character> = ["-", "_"]
        var before = last[..<start]
        var after = last[last.index(after: end)...]
        var separated = false
        while let character = before.last, separators.contains(character) { before.removeLast(); separated = true }
        while let character = after.first, separators.contains(character) { after.removeFirst(); separated = true }
        let stem = before.isEmpty || after.isEmpty || !separated ? before + after : before + "-" + after
        guard stem.contains(where: \.isLetter), !halfWords.contains(stem.lowercased()) else { return group }
        return group.isEmpty ? String(stem) : group + "." + stem
    }

    /// The words naming a half of one color's scale, not a color of their own (``scale(of:)``).
    private static let halfWords: Set<String> = ["shade", "tint"]

    /// What names a step within its scale (``scale(of:)``): the step number written inside
    /// the last segment with the color's name (`700` of `color.blue700`, `400` of
    /// `primitive.red400Dark`), else the whole last segment (`30` of `patternfly.blue.30`,
    /// `Shade50` of `Charcoal.Shade50`). Steps of the same number on two ramps share it.
    static func stepNumber(of name: String) -> String {
        let last = name.split(separator: ".", omittingEmptySubsequences: false).last ?? Substring(name)
        guard scale(of: name) != group(of: name), let end = last.lastIndex(where: \.isNumber) else {
            return String(last)
        }
        let start = last[..<end].lastIndex(where: { !$0.isNumber }).map { last.index(after: $0) } ?? last.startIndex
        return String(last[start...end])
    }
}
