import LiveryCore

extension ContrastSolver {
    /// Moves each foreground that reads worse than it did in the source to the step of its
    /// ramp nearest its current color that reads at least as well in every pair giving a
    /// ``Pair/source`` ratio, when such a step exists and breaks no more pairs than now.
    ///
    /// A pair's minimum is a floor; the source's contrast is the designer's level (Figma SDS's
    /// light text reads mostly 7–17:1, far above the 4.5:1 it must). A dark that mirrors the palette
    /// lands its text a step dimmer than that; the step back up keeps the system's level. Only
    /// palette steps are taken, never new colors: the preference gives way where the ramp has
    /// no such step.
    mutating func keepSourceContrast() {
        var visited: Set<Int> = []
        for pair in pairs where pair.source != nil {
            let slot = pair.foreground
            guard slots[slot].adjustable, !slots[slot].steps.isEmpty, visited.insert(slot).inserted else { continue }
            let asked = pairsBySlot[slot].filter { pairs[$0].foreground == slot && pairs[$0].source != nil }
            guard
                let short = asked.first(where: { ratio($0) < pairs[$0].source ?? 0 }),
                let step = sourceContrastStep(for: slot, asked: asked)
            else { continue }
            let was = ratio(short)
            slots[slot].point(at: step)
            slots[slot].movedFor =
                "\(pairs[short].path) (\(ContrastMeasure.format(was)) < \(ContrastMeasure.format(pairs[short].source ?? 0)) in the source)"
        }
    }

    /// The step of `slot`'s ramp nearest its current lightness that meets every source ratio
    /// of `asked` and fails no more of the slot's pairs than its current color does.
    private func sourceContrastStep(for slot: Int, asked: [Int]) -> PaletteRamp.Step? {
        let failing = failures(of: slot)
        let lightness = OKLCHValue(slots[slot].color).l
        let fitting = slots[slot].steps.filter { step in
            var trial = self
            trial.slots[slot].point(at: step)
            return asked.allSatisfy { trial.ratio($0) >= pairs[$0].source ?? 0 } && trial.failures(of: slot) <= failing
        }
        return fitting.min { abs($0.lightness - lightness) < abs($1.lightness - lightness) }
    }
}
