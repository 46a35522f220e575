/// A surface and its state variants, which a dark theme moves as one block.
///
/// A state variant is found by its name: a last segment that is a state word (`…brand.hover`,
/// whose base is the sibling `…brand.default`) or ends in one (`…secondary-hover`, whose base is
/// `…secondary`). A light theme's hover darkens its surface; mirroring each step on its own
/// would turn that around (`gray.100` / `gray.200` → `gray.900` / `gray.800`), so a surface's
/// family is mirrored as a block: where the block lands is mirrored, the order inside it kept
/// (→ `gray.800` / `gray.900`, the hover still the darker).
///
/// Only *surfaces* form families: base and variants backgrounds (or unpaired) on one palette
/// ramp. A fill — a background an on-emphasis foreground is read on, a color that is itself
/// read on the page (role `both`), or a base on a saturated step (at least ``fillChroma`` of
/// its ramp's peak chroma: a yellow button with dark text, not its pale tint) — and the page keep the
/// plain mirror, where a hover moves away from the page (a lit button brightens in the dark).
struct StateFamilies {
    /// For each member of a family, the palette steps its family points at in the source.
    private(set) var steps: [String: [String]] = [:]

    /// The words naming a state of an interactive surface.
    static let stateWords: Set<String> = ["hover", "hovered", "pressed", "active", "selected", "focus", "focused"]

    /// The share of its ramp's peak chroma from which a step is a saturated fill.
    static let fillChroma = 0.5

    /// The families among `names` (the derived tokens, in source order) whose members point at
    /// steps of one of `ramps` (`aliases`); `page` (the background most pairs name) and fills
    /// form none.
    init(
        names: [String], aliases: [String: String], roles: TokenRoleInference, ramps: [String: PaletteRamp],
        page: String?
    ) {
        let known = Set(names)
        let emphasis = Set(roles.emphasisBackground.values)
        let saturated = { (name: String) in
            aliases[name].flatMap { step in ramps[PaletteRamp.scale(of: step)]?.relativeChroma(of: step) }
                .map { $0 >= Self.fillChroma } ?? false
        }
        let surface = { (name: String) in
            [.background, .unpaired].contains(roles.role(of: name)) && !emphasis.contains(name) && name != page
        }
        var families: [String: [String]] = [:]
        var order: [String] = []
        for name in names {
            // The base decides between surface and fill: a tint's hover may be more saturated.
            guard let base = Self.base(of: name, among: known), surface(name), surface(base), !saturated(base),
                let step = aliases[name], let baseStep = aliases[base],
                PaletteRamp.scale(of: step) == PaletteRamp.scale(of: baseStep)
            else { continue }
            if families[base] == nil {
                families[base] = [base]
                order.append(base)
            }
            families[base]?.append(name)
        }
        for base in order {
            let members = families[base] ?? []
            let family = members.compactMap { aliases[$0] }
            for member in members { steps[member] = family }
        }
    }

    /// The token `name` is a state of, when `known` has it: `a.b.secondary-hover` →
    /// `a.b.secondary`, `a.b.hover` → `a.b.default`.
    static func base(of name: String, among known: Set<String>) -> String? {
        let group = PaletteRamp.group(of: name)
        let last = name.split(separator: ".").last.map(String.init) ?? name
        let prefix = group.isEmpty ? "" : group + "."
        if stateWords.contains(last.lowercased()) {
            return known.contains(prefix + "default") ? prefix + "default" : nil
        }
        guard let dash = last.lastIndex(of: "-"), stateWords.contains(last[last.index(after: dash)...].lowercased())
        else { return nil }
        let base = prefix + last[..<dash]
        return known.contains(base) ? base : nil
    }
}
