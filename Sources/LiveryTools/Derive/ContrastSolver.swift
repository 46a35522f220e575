import LiveryCore

/// Moves derived colors until every pair meets its minimum, or reports that it cannot.
///
/// Failing pairs go through a work list. For each, the foreground moves first: re-pointed to
/// the step of its palette ramp nearest its wanted lightness that passes, else to a new
/// derived color whose lightness moves away from the background's just far enough (a
/// bisection on OKLCH L, hue and chroma kept); when the foreground cannot get there, the
/// background moves instead; failing that, both go to their extremes. A surface read with
/// other backgrounds (a chip beside the page) moves first, to another step of its ramp, when
/// no step of its foreground's ramp passes all of the foreground's pairs and the surface's
/// step breaks none of its own (the palette kept where the text would become a new color); a
/// solid fill, whose text is read on it alone, never does (``Pair/backgroundIsSurface``).
///
/// Each semantic token has its own slot, so moving one never moves a shared primitive. Moving
/// a color re-checks only the pairs that use it (pairs are indexed by slot), and each pair is
/// revisited a bounded number of times, so the work stays near-linear in the number of pairs.
struct ContrastSolver {
    struct Pair {
        var foreground: Int
        var background: Int
        var backdrops: [Int]
        var required: Double
        /// Where the pair stands in its file (`pairs[3]`), for the report.
        var path: String
        /// The ratio the pair has in the source context, when its foreground should read at
        /// least as well in the derived one (``keepSourceContrast()``); `nil` for the others.
        var source: Double? = nil
        /// Whether the background is a surface read with other backgrounds (a chip beside the
        /// page), which may move first, to another step, where no step of its text passes
        /// everywhere. Otherwise — a solid fill, whose text is read on it alone — the
        /// background keeps its color while the foreground can move (a yellow button stays
        /// yellow and its text turns dark).
        var backgroundIsSurface = false
    }

    var slots: [ColorSlot]
    let pairs: [Pair]
    let pairsBySlot: [[Int]]
    private static let maxVisits = 6
    /// Bisection steps on L: 2⁻¹⁴ ≈ 0.00006, finer than one 8-bit sRGB step.
    private static let steps = 14

    init(slots: [ColorSlot], pairs: [Pair]) {
        self.slots = slots
        self.pairs = pairs
        var index = [[Int]](repeating: [], count: slots.count)
        for (i, pair) in pairs.enumerated() {
            for slot in Set([pair.foreground, pair.background] + pair.backdrops) { index[slot].append(i) }
        }
        pairsBySlot = index
    }

    func ratio(_ p: Int) -> Double {
        let pair = pairs[p]
        return ratio(
            pair, slots[pair.foreground].color, slots[pair.foreground].luminance,
            slots[pair.background].color, slots[pair.background].luminance)
    }

    /// The pair's worst ratio for these colors; opaque colors without backdrops use the
    /// luminances directly.
    func ratio(
        _ pair: Pair, _ foreground: Color, _ foregroundLuminance: Double, _ background: Color,
        _ backgroundLuminance: Double
    ) -> Double {
        if pair.backdrops.isEmpty && foreground.alpha >= 1 && background.alpha >= 1 {
            return Color.contrastRatio(luminance: foregroundLuminance, backgroundLuminance)
        }
        return ContrastMeasure.worstRatio(foreground, on: background, over: pair.backdrops.map { slots[$0].color })
    }

    /// Adjusts the slots until every pair passes or no pair can be helped further.
    mutating func solve() {
        var queue = Array(pairs.indices)
        var queued = [Bool](repeating: true, count: pairs.count)
        var visits = [Int](repeating: 0, count: pairs.count)
        var head = 0
        while head < queue.count {
            let p = queue[head]
            head += 1
            queued[p] = false
            guard ratio(p) < pairs[p].required, visits[p] < Self.maxVisits else { continue }
            visits[p] += 1
            for moved in fix(p) {
                for other in pairsBySlot[moved]
                where !queued[other] && other != p && ratio(other) < pairs[other].required {
                    queued[other] = true
                    queue.append(other)
                }
            }
        }
    }

    /// Tries to make pair `p` pass; returns the slots it moved.
    private mutating func fix(_ p: Int) -> [Int] {
        let pair = pairs[p]
        let fg = pair.foreground
        let bg = pair.background
        guard fg != bg else { return [] }
        let why = "\(pair.path) (\(ContrastMeasure.format(ratio(p))) < \(JSONWriter.number(pair.required)))"
        // A surface read with others (a chip) moves first, to another step of its ramp, when
        // no step of the foreground's ramp reads on all of its backgrounds and the surface's
        // step breaks none of its pairs: text light enough for the dark page is too light for
        // a mid-grey chip, and a step of the chip keeps both on the palette where the text
        // would otherwise become a new color.
        if pair.backgroundIsSurface, slots[bg].adjustable, !slots[fg].steps.isEmpty, !anyStepPassesAll(fg),
            let step = step(moving: bg, against: fg, in: pair, movingForeground: false),
            failures(of: bg, as: step) == 0
        {
            slots[bg].point(at: step)
            slots[bg].movedFor = why
            return [bg]
        }
        for (slot, other, isForeground) in [(fg, bg, true), (bg, fg, false)] where slots[slot].adjustable {
            if let moved = move(slot, against: other, in: pair, movingForeground: isForeground) {
                slots[slot] = moved
                slots[slot].movedFor = why
                return [slot]
            }
        }
        // Neither alone suffices: push both apart as far as they go, foreground first.
        var moved: [Int] = []
        if slots[fg].adjustable {
            let up = slots[fg].lch.l >= slots[bg].lch.l
            slots[fg].setLightness(up ? 1 : 0)
            slots[fg].movedFor = why
            moved.append(fg)
        }
        if slots[bg].adjustable {
            if let l = lightness(moving: bg, against: fg, in: pair, movingForeground: false) {
                slots[bg].setLightness(l)
            } else {
                slots[bg].setLightness(slots[fg].lch.l >= slots[bg].lch.l ? 0 : 1)
            }
            slots[bg].movedFor = why
            moved.append(bg)
        }
        return moved
    }

    /// `slot` moved so that `pair` passes: re-pointed to a step of its ramp, else given a new
    /// lightness; `nil` when neither gets there.
    private func move(_ slot: Int, against other: Int, in pair: Pair, movingForeground: Bool) -> ColorSlot? {
        var moved = slots[slot]
        if let step = step(moving: slot, against: other, in: pair, movingForeground: movingForeground) {
            moved.point(at: step)
        } else if let l = lightness(moving: slot, against: other, in: pair, movingForeground: movingForeground) {
            moved.setLightness(l)
        } else {
            return nil
        }
        return moved
    }

    /// Whether some step of `slot`'s ramp passes every pair that uses it, the other slots as
    /// they are.
    private func anyStepPassesAll(_ slot: Int) -> Bool {
        slots[slot].steps.contains { failures(of: slot, as: $0) == 0 }
    }

    /// The step of `slot`'s ramp that makes `pair` pass and breaks the fewest of the slot's
    /// other pairs, nearest its wanted lightness among those (text on a button and on its
    /// hover state wants the one step readable on both).
    private func step(
        moving slot: Int, against other: Int, in pair: Pair, movingForeground: Bool
    )
        -> PaletteRamp.Step?
    {
        let wanted = slots[slot].lch.l
        let fixed = slots[other]
        let passing = slots[slot].steps.filter { step in
            let r =
                movingForeground
                ? ratio(pair, step.color, step.luminance, fixed.color, fixed.luminance)
                : ratio(pair, fixed.color, fixed.luminance, step.color, step.luminance)
            return r >= pair.required
        }
        let ranked = passing.map {
            (step: $0, failing: failures(of: slot, as: $0), distance: abs($0.lightness - wanted))
        }
        return ranked.min { ($0.failing, $0.distance) < ($1.failing, $1.distance) }?.step
    }

    /// How many pairs using `slot` would fail with the slot pointing at `step`.
    func failures(of slot: Int, as step: PaletteRamp.Step) -> Int {
        var trial = self
        trial.slots[slot].point(at: step)
        return trial.failures(of: slot)
    }

    /// How many pairs using `slot` fail now.
    func failures(of slot: Int) -> Int {
        pairsBySlot[slot].reduce(0) { $0 + (ratio($1) < pairs[$1].required ? 1 : 0) }
    }

    /// The lightness closest to `slot`'s current one that makes `pair` pass, moving away from
    /// `other` first and across it second; `nil` when neither direction gets there.
    private func lightness(moving slot: Int, against other: Int, in pair: Pair, movingForeground: Bool) -> Double? {
        let current = slots[slot].lch.l
        let otherL = slots[other].lch.l
        let up = current >= otherL
        let required = pair.required
        let fixed = slots[other]
        let passes = { (l: Double) -> Bool in
            let moved = slots[slot].color(atLightness: l)
            let luminance = moved.relativeLuminance
            let r =
                movingForeground
                ? ratio(pair, moved, luminance, fixed.color, fixed.luminance)
                : ratio(pair, fixed.color, fixed.luminance, moved, luminance)
            return r >= required
        }
        for (start, extreme) in [(current, up ? 1.0 : 0.0), (otherL, up ? 0.0 : 1.0)] where passes(extreme) {
            var near = start
            var far = extreme
            for _ in 0..<Self.steps {
                let mid = (near + far) / 2
                if passes(mid) { far = mid } else { near = mid }
            }
            return far
        }
        return nil
    }
}
