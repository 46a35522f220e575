import LiveryCore

/// How close a derived context is to a hand-made one: the median OKLab distance (ΔE OK × 100)
/// over the tokens both define, translucent colors composited over one backdrop first (the
/// hand-made context's page, say) so that what is compared is what a user sees.
///
/// ```swift
/// // `derived`: the dark theme `livery derive` made; `dark`: the designer's.
/// let derived = dark
/// let distance = DerivedContextComparison.medianDistance(
///     derived: derived, handMade: dark, names: ["color.background"], over: .white)   // 0: the same colors
/// ```
public enum DerivedContextComparison {
    /// The median ΔE OK × 100 over `names` (those colors in both themes); `nil` when none is.
    public static func medianDistance(
        derived: ResolvedTheme, handMade: ResolvedTheme, names: [String], over backdrop: Color
    ) -> Double? {
        let distances = names.compactMap { name -> Double? in
            guard let a = derived[name]?.value.color, let b = handMade[name]?.value.color else { return nil }
            return distance(a, b, over: backdrop)
        }.sorted()
        guard !distances.isEmpty else { return nil }
        let middle = distances.count / 2
        return distances.count % 2 == 1 ? distances[middle] : (distances[middle - 1] + distances[middle]) / 2
    }

    /// ΔE OK × 100 between `a` and `b` as seen over `backdrop` (translucent colors composited
    /// over it first).
    public static func distance(_ a: Color, _ b: Color, over backdrop: Color) -> Double {
        100 * a.composited(over: backdrop).deltaEOK(b.composited(over: backdrop))
    }

    /// The background most pairs are read on (the page), for ``medianDistance(derived:handMade:names:over:)``.
    public static func page(of requirements: ContrastRequirements) -> String? {
        page(of: requirements.pairs)
    }

    /// The background most of `pairs` are read on (ties: the first name in order).
    static func page(of pairs: [ContrastPair]) -> String? {
        var counts: [String: Int] = [:]
        for pair in pairs { counts[pair.background, default: 0] += 1 }
        return counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key
    }
}
