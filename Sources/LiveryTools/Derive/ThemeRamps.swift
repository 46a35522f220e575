import LiveryCore

/// The ramps a theme defines for itself: per-theme primitives (`radix.gray.1` … `radix.gray.12`
/// in the light file, their dark values in the dark file), which derive writes along with the
/// semantic tokens pointing at them.
///
/// A shared palette is never rewritten, so semantic tokens move along it (``PaletteRamp``). A
/// per-theme ramp is rewritten, and a dark that maps each step by the curve of the role its
/// tokens play (surface steps by the surface curve, text steps by the text curve) bends the
/// ramp where the roles change and leaves unpaired steps on a third curve. Mapped as one
/// ramp instead, it keeps its structure: every step on one line, the lightest where the
/// strategy sends a surface of its lightness and the darkest where it sends text of its
/// lightness, the order reversed and the spacing kept
/// (``DerivationStrategy/map(_:alongRamp:)``).
///
/// A group is a per-theme ramp when it has at least ``PaletteRamp/rampSteps`` opaque literal
/// colors named by numbers (`gray.1`, `blue.1600`): the steps of a scale, not the states of
/// one token (`Fill.Color.Rest`, `…Hover`).
struct ThemeRamps {
    /// The lightness of a ramp's lightest and darkest steps.
    struct Span: Equatable {
        var lightest: Double
        var darkest: Double
    }

    /// For each ramp, by group name, its span.
    private(set) var spans: [String: Span] = [:]
    /// The steps of every ramp.
    private var members: Set<String> = []
    /// Each ramp's steps, by group name: name and OKLCH chroma, in source order.
    private(set) var steps: [String: [(name: String, chroma: Double)]] = [:]

    /// The per-theme ramps among `literals` (the derived tokens that are colors, not references).
    init(literals: [(name: String, color: Color)]) {
        var groups: [String: [(name: String, lightness: Double, chroma: Double)]] = [:]
        for (name, color) in literals where color.alpha >= 1 && Self.isStepName(name) {
            let value = OKLCHValue(color)
            groups[PaletteRamp.group(of: name), default: []].append((name, value.l, value.c))
        }
        for (group, steps) in groups where steps.count >= PaletteRamp.rampSteps {
            let lightness = steps.map(\.lightness)
            guard let lightest = lightness.max(), let darkest = lightness.min(), lightest > darkest else { continue }
            spans[group] = Span(lightest: lightest, darkest: darkest)
            members.formUnion(steps.map(\.name))
            self.steps[group] = steps.map { ($0.name, $0.chroma) }
        }
    }

    /// The span of the per-theme ramp holding `name`, if any.
    func span(of name: String) -> Span? {
        members.contains(name) ? spans[PaletteRamp.group(of: name)] : nil
    }

    /// The steps of the ramp holding `name` when `name` is a saturated step of a chromatic
    /// ramp (OKLCH chroma at least ``StateFamilies/fillChroma`` of the ramp's peak, the peak
    /// at least ``PaletteRamp/greyChroma``): a fill's color, not a tint's or a grey's.
    func saturatedRamp(holding name: String) -> [String]? {
        guard members.contains(name), let ramp = steps[PaletteRamp.group(of: name)],
            let peak = ramp.map(\.chroma).max(), peak >= PaletteRamp.greyChroma,
            let step = ramp.first(where: { $0.name == name }), step.chroma >= StateFamilies.fillChroma * peak
        else { return nil }
        return ramp.map(\.name)
    }

    /// Whether the last segment of `name` is a number, as a scale's steps are.
    static func isStepName(_ name: String) -> Bool {
        let last = name.split(separator: ".").last ?? ""
        return !last.isEmpty && last.allSatisfy(\.isNumber)
    }
}

extension DerivationStrategy {
    /// A step of a per-theme ramp of `span` mapped as part of the ramp (``ThemeRamps``): on the
    /// line from the background curve's image of the lightest step to the foreground curve's
    /// image of the darkest, at the place the step holds between them; hue and chroma kept.
    /// `nil` for strategies that do not follow ramps (``mirrorsRamps``).
    func map(_ color: OKLCHValue, alongRamp span: ThemeRamps.Span) -> OKLCHValue? {
        guard mirrorsRamps, span.lightest > span.darkest else { return nil }
        let top = background(OKLCHValue(l: span.lightest, c: 0, h: 0)).l
        let bottom = foreground(OKLCHValue(l: span.darkest, c: 0, h: 0)).l
        let t = (span.lightest - color.l) / (span.lightest - span.darkest)
        return OKLCHValue(l: Swift.min(Swift.max(top + t * (bottom - top), 0), 1), c: color.c, h: color.h)
    }
}
