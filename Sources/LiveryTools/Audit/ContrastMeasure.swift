import LiveryCore

/// The contrast ratio of a foreground on a background, the way audit and derive both measure it.
enum ContrastMeasure {
    /// The WCAG 2 ratio of `foreground` on `background`, a translucent background composited
    /// over `backdrop` first (over white when no backdrop is named, as ``Color/contrastRatio(_:_:backdrop:)``
    /// does).
    static func ratio(_ foreground: Color, on background: Color, over backdrop: Color? = nil) -> Double {
        Color.contrastRatio(foreground, background, backdrop: backdrop ?? .white)
    }

    /// The lowest ratio over every backdrop (or with none when `backdrops` is empty).
    static func worstRatio(_ foreground: Color, on background: Color, over backdrops: [Color]) -> Double {
        guard !backdrops.isEmpty else { return ratio(foreground, on: background) }
        return backdrops.reduce(Double.infinity) { Swift.min($0, ratio(foreground, on: background, over: $1)) }
    }

    /// A ratio for display, cut (not rounded) to two decimals so a failing 4.499 never reads 4.50.
    static func format(_ ratio: Double) -> String {
        let cut = (ratio * 100).rounded(.down) / 100
        let whole = Int(cut)
        let hundredths = Int(((cut - Double(whole)) * 100).rounded())
        return "\(whole).\(hundredths < 10 ? "0" : "")\(hundredths)"
    }
}
