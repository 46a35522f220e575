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
    }

    var group: String
    var steps: [Step]

    static let minimumSteps = 3

    /// The ramps of `palette` (name → color), keyed by group; groups too small to be ramps are
    /// left out.
    static func ramps(of palette: [(name: String, color: Color)]) -> [String: PaletteRamp] {
        var groups: [String: PaletteRamp] = [:]
        for entry in palette {
            let group = Self.group(of: entry.name)
            groups[group, default: PaletteRamp(group: group, steps: [])].steps.append(
                Step(
                    name: entry.name, color: entry.color, luminance: entry.color.relativeLuminance,
                    lightness: OKLCHValue(entry.color).l))
        }
        return groups.filter { $0.value.steps.count >= minimumSteps }
    }

    /// The steps as opaque as `color` (within 0.05 of its alpha): an opaque surface is never
    /// re-pointed to a translucent step, whose look depends on what lies under it. `nil` when
    /// fewer than ``minimumSteps`` remain.
    func opaque(like color: Color) -> PaletteRamp? {
        let kept = steps.filter { abs($0.color.alpha - color.alpha) <= 0.05 }
        return kept.count >= Self.minimumSteps ? PaletteRamp(group: group, steps: kept) : nil
    }

    /// The group a token belongs to: its name without the last segment.
    static func group(of name: String) -> String {
        guard let dot = name.lastIndex(of: ".") else { return "" }
        return String(name[..<dot])
    }
}
