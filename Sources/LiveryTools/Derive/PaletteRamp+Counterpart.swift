/// A shared palette that holds a ramp of each color for the derived context as well:
/// Base Web's `primitive.red600` beside `primitive.red400Dark`. The second ramp is the
/// designers' colors for the dark (their own dark themes point at it), so a token on the
/// first moves along the second.
extension PaletteRamp {
    /// The counterpart of each ramp of `ramps` for the context named `context`: the ramp whose
    /// scale is the same with the context's name after it (`primitive.red` →
    /// `primitive.redDark`; `palette.gray` → `palette.gray-dark`, the scale of `gray-100-dark`
    /// and `gray_100_dark` alike). Both must be full ramps.
    static func counterparts(in ramps: [String: PaletteRamp], context: String) -> [String: PaletteRamp] {
        guard let first = context.first else { return [:] }
        let suffixes = [first.uppercased() + context.dropFirst(), "-" + context]
        var found: [String: PaletteRamp] = [:]
        for (scale, ramp) in ramps where ramp.isFull {
            guard let other = suffixes.lazy.compactMap({ ramps[scale + $0] }).first(where: \.isFull) else { continue }
            found[scale] = other
        }
        return found
    }

    /// The ramps a token's step is placed on when `counterparts` are the derived context's own:
    /// each ramp that has one stands for it, and the counterparts are no ramps of their own
    /// (a loose neutral goes to the dark's greys, not to the light's).
    static func placing(_ ramps: [String: PaletteRamp], counterparts: [String: PaletteRamp]) -> [String: PaletteRamp] {
        guard !counterparts.isEmpty else { return ramps }
        let standIns = Set(counterparts.values.map(\.group))
        var placed = ramps.filter { !standIns.contains($0.key) }
        for (scale, other) in counterparts { placed[scale] = other }
        return placed
    }

    /// The step of `other` (this color's ramp for the derived context) standing where `name`
    /// stands here, counted from the page: as ``mirrored(_:pages:block:)`` does on one ramp,
    /// a step *k* steps inside the source page lands *k* steps (scaled to `other`'s count)
    /// inside the derived page — from `other`'s dark end when there are no pages —, a block of
    /// state variants keeping its order.
    func counterpart(
        of name: String, in other: PaletteRamp, pages: (source: Double, derived: Double)? = nil, block: [String] = []
    ) -> Step? {
        guard isFull, other.isFull, steps.count > 1, let rank = steps.firstIndex(where: { $0.name == name }) else {
            return nil
        }
        let ranks = block.compactMap { member in steps.firstIndex { $0.name == member } } + [rank]
        let (low, high) = (ranks.min() ?? rank, ranks.max() ?? rank)
        let last = Double(steps.count - 1)
        let fromPage = (pages.map { position(of: $0.source) } ?? last) - Double(low + high - rank)
        let start = pages.map { other.position(of: $0.derived) } ?? 0
        let target = start + fromPage * Double(other.steps.count - 1) / last
        return other.steps[Swift.min(Swift.max(Int(target.rounded()), 0), other.steps.count - 1)]
    }
}
