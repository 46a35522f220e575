import LiveryCore

/// The hover and pressed states of a solid fill that no name ties to their fill: a dark keeps
/// them, as it keeps the solid fills of their color (``EmphasisFills``).
///
/// Carbon names its primary button `interactive01` and that button's states `hoverPrimary`
/// and `activePrimary`, its danger button's `hoverDanger` and `activeDanger`: nothing in the
/// names links a state to its fill, so ``StateFamilies`` cannot move them as a block.
/// Mirrored on its own, a pressed state crosses its fill — the pressed `blue.80` under a kept
/// `blue.60` becomes the pale `blue.20` — and the white text the button carries in every
/// state no longer reads on it. A state whose fill cannot be found keeps its color instead.
///
/// A state here is an unpaired token (no pair checks it, so no pair can move it back) whose
/// name holds a hover or press word (``pressWords``) and that has no base among the names
/// (``StateFamilies/base(of:among:)``), on an opaque, saturated, chromatic color of the shared
/// palette: a step — or a literal, judged on the ramp of the palette step nearest it — with
/// at least ``StateFamilies/fillChroma`` of its ramp's peak chroma, the peak at least
/// ``PaletteRamp/greyChroma``. A grey state (a secondary button's) and a tint's state stay
/// with the mirror, as do the states of a ramp the theme defines itself (``ThemeRamps``) and
/// tokens referring into the derived file (they follow what they refer to). Only strategies
/// that mirror ramps (the darks) keep them.
///
/// ```swift
/// let palette: [(name: String, color: Color)] = try [
///     ("carbon.blue.20", Color(hex: "#d0e2ff")), ("carbon.blue.60", Color(hex: "#0f62fe")),
///     ("carbon.blue.80", Color(hex: "#002d9c")), ("carbon.gray.20", Color(hex: "#e0e0e0")),
///     ("carbon.gray.60", Color(hex: "#6f6f6f")), ("carbon.gray.100", Color(hex: "#161616")),
/// ]
/// let aliases = ["color.activePrimary": "carbon.blue.80", "color.activeSecondary": "carbon.gray.60"]
/// let states = FillStates(
///     names: ["color.activePrimary", "color.activeSecondary"],
///     roles: TokenRoleInference(pairs: [], names: Array(aliases.keys), aliases: aliases, lightness: { _ in 0.4 }),
///     aliases: aliases, derived: ["color.activePrimary", "color.activeSecondary"],
///     ramps: PaletteRamp.ramps(of: palette),
///     color: { name in aliases[name].flatMap { step in palette.first { $0.name == step }?.color } })
/// states.kept   // ["color.activePrimary"]: the grey secondary button's state is mirrored
/// ```
struct FillStates {
    /// The states kept, by token name.
    let kept: Set<String>

    /// The words naming a pointer's state over a fill: hovered or held down.
    static let pressWords: Set<String> = ["hover", "hovered", "pressed", "active"]

    /// The states among `names` (the derived tokens, in source order) whose colors
    /// (`color`, the light's) are saturated fills of `ramps`; `derived` holds the names of
    /// every token the derived file writes.
    init(
        names: [String], roles: TokenRoleInference, aliases: [String: String], derived: Set<String>,
        ramps: [String: PaletteRamp], color: (String) -> Color?
    ) {
        let known = Set(names)
        let full = ramps.keys.sorted().compactMap { ramps[$0] }.filter(\.isFull)
        var kept: Set<String> = []
        for name in names where roles.role(of: name) == .unpaired {
            guard TokenRoleInference.words(of: name).contains(where: Self.pressWords.contains),
                StateFamilies.base(of: name, among: known) == nil,
                let own = color(name), own.alpha >= 1, OKLCHValue(own).c >= PaletteRamp.greyChroma
            else { continue }
            let end = EmphasisFills.literal(name, aliases: aliases)
            let relative: Double?
            if !derived.contains(end) {
                relative = ramps[PaletteRamp.group(of: end)]?.relativeChroma(of: end)
            } else if end == name, !ThemeRamps.isStepName(name) {
                let nearest = full.compactMap { ramp in
                    ramp.closest(to: own, over: .white).map { (ramp: ramp, distance: $0.distance) }
                }.min { $0.distance < $1.distance }
                relative = nearest?.ramp.relativeChroma(OKLCHValue(own).c)
            } else {
                relative = nil
            }
            if let relative, relative >= StateFamilies.fillChroma { kept.insert(name) }
        }
        self.kept = kept
    }

    /// Why a kept state keeps its color, in the report.
    static let reason =
        "hover or pressed state of a solid fill no name links it to: kept, as the fills of its color are"
}
