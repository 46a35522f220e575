import LiveryCore

/// Where the strategy sends each semantic token's color, on the shared palette.
///
/// A token's *image* is the strategy's curve for its role or, for a strategy that follows
/// ramps, taken from the step of its ramp mirrored about the source and derived pages
/// (``PaletteRamp/mirrored(_:pages:)``); a step of a ramp the theme defines itself is mapped
/// with its ramp as a whole (``ThemeRamps``). The derived page is the page's own image placed on the
/// palette, so the other surfaces sit as many steps inside it as they sat inside the light
/// page. A surface and its state variants are mirrored as one block, their order kept
/// (``StateFamilies``). An on-emphasis foreground is decided against its background's image: kept when its
/// source color still reads there (as well as it read in the source, when that fell short of
/// the pair's minimum), else sent to the far side of it.
struct PaletteImage {
    private let input: DeriveInput
    private let strategy: DerivationStrategy
    private let ramps: [String: PaletteRamp]
    /// The derived context's own ramp of a color, by the scale of the source's
    /// (``PaletteRamp/counterparts(in:context:)``).
    private let counterparts: [String: PaletteRamp]
    /// The ramps a token's image is placed on (``PaletteRamp/placing(_:counterparts:)``).
    let landingRamps: [String: PaletteRamp]
    private let overwrite: Bool
    private let families: StateFamilies
    private let themeRamps: ThemeRamps
    /// The backdrop translucent colors are compared over: the anchored page (composited over
    /// black) where the page is anchored, else the strategy's image of white.
    let page: Color
    /// The lightness of the page most pairs are read on, in the source and as derived.
    private(set) var pages: (source: Double, derived: Double)?

    /// Emphasis fills whose image is their own color (``EmphasisFills``).
    private let keptFills: Set<String>
    /// Backgrounds on-emphasis text is read on (fills) that are not kept: mirrored about their
    /// ramp's ends rather than turned about the pages.
    private let movingFills: Set<String>
    /// The colors the designer states (``ThemeDerivation/Options/anchors``): each token's
    /// image and landing; an anchored page is the derived page.
    private let anchors: [String: Color]
    /// Steps of the target's own palette whose ramp the designers mirrored (``mirroredSteps(of:input:)``):
    /// a token on one takes the step of the same name.
    private let givenMirrors: Set<String>

    init(
        keptFills: Set<String> = [], movingFills: Set<String> = [], anchors: [String: Color] = [:],
        givenMirrors: Set<String> = [],
        input: DeriveInput, strategy: DerivationStrategy,
        ramps: [String: PaletteRamp], counterparts: [String: PaletteRamp] = [:],
        overwrite: Bool,
        pageToken: String?, families: StateFamilies, themeRamps: ThemeRamps
    ) {
        self.keptFills = keptFills
        self.movingFills = movingFills
        self.anchors = anchors
        self.givenMirrors = givenMirrors
        self.input = input
        self.strategy = strategy
        self.ramps = ramps
        self.counterparts = counterparts
        landingRamps = PaletteRamp.placing(ramps, counterparts: counterparts)
        self.overwrite = overwrite
        self.families = families
        self.themeRamps = themeRamps
        let pageAnchor = pageToken.flatMap { name in
            // Anchors sit on derived tokens (``ThemeDerivation/placedAnchors(_:in:)``): a shared
            // page is anchored through the derived token it stands for.
            anchors[name] ?? input.derivedToken(for: name).flatMap { anchors[$0] }
        }
        page =
            pageAnchor?.composited(over: .black)
            ?? strategy.map(OKLCHValue(l: 1, c: 0, h: 0), as: .background).srgb(alpha: 1)
        if let name = pageToken, let color = input.source[name]?.value.color {
            // An anchored page is the backdrop itself; a derived one is seen over it.
            let derived = pageAnchor.map { _ in page } ?? landing(name, mapped(name, as: .background).color)
            pages = (OKLCHValue(color.composited(over: .white)).l, OKLCHValue(derived.composited(over: page)).l)
        }
    }

    /// The steps of `palette` (the target's own primitives, kept) on a ramp the designers
    /// mirrored: one whose steps' lightness order in the target is mostly the reverse of the
    /// source's (Radix's `gray.1`, the lightest in the light and the darkest in the dark). On
    /// such a ramp a step's name is its role, so a token keeps its step; on a ramp whose order
    /// holds (`neutral.0` the lightest in both) it moves along the ramp as along a shared
    /// palette.
    static func mirroredSteps(of palette: Set<String>, input: DeriveInput) -> Set<String> {
        let groups = Dictionary(grouping: palette.sorted(), by: PaletteRamp.group(of:))
        var mirrored: Set<String> = []
        for steps in groups.values {
            let pairs = steps.compactMap { name -> (Double, Double)? in
                guard let light = input.source[name]?.value.color, let dark = input.target?[name]?.value.color else {
                    return nil
                }
                // Translucent steps as seen: over white in the light, over black in the dark.
                return (OKLCHValue(light.composited(over: .white)).l, OKLCHValue(dark.composited(over: .black)).l)
            }
            // A ramp's direction is read from three steps at least.
            guard pairs.count >= 3 else { continue }
            var (kept, reversed) = (0, 0)
            for i in pairs.indices {
                for j in pairs.indices where j > i {
                    let order = (pairs[i].0 - pairs[j].0) * (pairs[i].1 - pairs[j].1)
                    if order > 0 { kept += 1 } else if order < 0 { reversed += 1 }
                }
            }
            if reversed > kept { mirrored.formUnion(steps) }
        }
        return mirrored
    }

    /// Whether the target context's own value of `name` is kept (no `--overwrite`).
    func isKept(_ name: String) -> Bool { input.keepsTarget(name, overwrite: overwrite) }

    /// The image of `name` as a token of `role`, whether it came from its ramp's mirror, and
    /// whether it was mirrored in a block with its state variants.
    func mapped(_ name: String, as role: TokenRole) -> (color: OKLCHValue, mirrored: Bool, inBlock: Bool) {
        let color = input.source[name]?.value.color ?? .black
        if let anchor = anchors[name] { return (OKLCHValue(anchor), false, false) }
        if keptFills.contains(name) { return (OKLCHValue(color), false, false) }
        let curve = strategy.map(OKLCHValue(color), as: role)
        if let step = themeRampStep(name), givenMirrors.contains(step),
            let given = anchors[step] ?? input.target?[step]?.value.color
        {
            return (OKLCHValue(given), false, false)
        }
        if let step = themeRampStep(name), let span = themeRamps.span(of: step),
            let along = strategy.map(OKLCHValue(color), alongRamp: span)
        {
            return (along, false, false)
        }
        let block = families.steps[name] ?? []
        guard let referred = input.sourceAliases[name],
            let ramp = ramps[PaletteRamp.scale(of: referred)]?.opaque(like: color)
        else { return (curve, false, false) }
        // On the derived context's own ramp of the color where the palette has one.
        let other = counterparts[PaletteRamp.scale(of: referred)]?.opaque(like: color)
        // A fill is a thing on the page, not a layer of it: it keeps its place on its ramp,
        // mirrored about the ramp's ends (Garden's `primaryEmphasis` `blue.700` → `blue.600`),
        // where a surface turns about the pages.
        let pages = movingFills.contains(name) ? nil : self.pages
        let image = { (block: [String]) in
            other.map { ramp.counterpart(of: referred, in: $0, pages: pages, block: block) }
                ?? ramp.mirrored(referred, pages: pages, block: block)
        }
        guard let mirror = image(block),
            let onRamp = strategy.map(OKLCHValue(color), mirrored: OKLCHValue(mirror.color), as: role)
        else { return (curve, false, false) }
        return (onRamp, true, mirror.name != image([])?.name)
    }

    /// For a background pointing at a saturated step of a per-theme ramp (a solid fill: a
    /// badge, a button): the step of that ramp whose image is nearest the fill's own color,
    /// so the fill keeps its color and stays on its ramp, as a designer re-points it
    /// (`yellow-background` `yellow.400` → the dark ramp's `yellow.1100`). `nil` for any
    /// other token, and for strategies that do not follow ramps. Returns the step and its image.
    func themeFillStep(_ name: String) -> (step: String, image: OKLCHValue)? {
        guard strategy.mirrorsRamps, input.sourceAliases[name] != nil, let end = themeRampStep(name),
            let ramp = themeRamps.saturatedRamp(holding: end), let color = input.source[name]?.value.color
        else { return nil }
        let images = ramp.map { step in
            let image = mapped(step, as: .unpaired).color
            return (step: step, image: image, distance: image.srgb(alpha: 1).deltaEOK(color))
        }
        return images.min { $0.distance < $1.distance }.map { ($0.step, $0.image) }
    }

    /// The literal `name` is or ends its references at: a token pointing at a step of a
    /// per-theme ramp follows the step's image.
    private func themeRampStep(_ name: String) -> String? {
        var current = name
        for _ in 0..<16 {
            guard let next = input.sourceAliases[current] else { return current }
            current = next
        }
        return nil
    }

    /// The color `name` shows with image `image`: the palette step it lands on, else the image
    /// itself (a kept token: the target's color).
    func landing(_ name: String, _ image: OKLCHValue) -> Color {
        if let anchor = anchors[name] { return anchor }
        let color = input.source[name]?.value.color ?? .black
        if isKept(name), let existing = input.target?[name]?.value.color { return existing }
        let target = image.srgb(alpha: color.alpha)
        return input.sourceAliases[name].flatMap {
            PaletteRamp.placement(of: $0, color: color, target: target, page: page, in: landingRamps)?.step.color
        } ?? target
    }

    /// The note of an on-emphasis foreground kept because it still reads on its background.
    static let stillReads = "on-emphasis: still reads on its background as derived, kept"

    /// The note of an on-emphasis foreground whose own image reads on its background's: it
    /// moves as the palette does (a reference stays one); the plan takes it, not the report.
    static let imageReads = "on-emphasis: its image reads on its background as derived"

    /// The wanted color of on-emphasis foreground `name` (image `image`) read on `background`
    /// needing `required`, and a note when its source color is kept because it still reads:
    /// it meets `required` on the derived background, or reads there at least as well as in
    /// the source when the source falls short of `required` (the white text of a light
    /// mid-tone fill that a dark keeps).
    func onEmphasis(
        _ name: String, image: OKLCHValue, on background: String, as backgroundRole: TokenRole, required: Double
    ) -> (color: OKLCHValue, note: String?) {
        let source = input.source[name]?.value.color ?? .black
        guard let backgroundColor = input.source[background]?.value.color else { return (image, nil) }
        let backgroundImage = mapped(background, as: backgroundRole).color
        // A pair the light already fails asks the dark for no more than the light gives.
        let asked = Swift.min(required, ContrastMeasure.ratio(source, on: backgroundColor))
        if ContrastMeasure.ratio(source, on: landing(background, backgroundImage)) >= asked {
            return (OKLCHValue(source), Self.stillReads)
        }
        if ContrastMeasure.ratio(image.srgb(alpha: source.alpha), on: landing(background, backgroundImage)) >= asked {
            return (image, Self.imageReads)
        }
        let flipped = DerivationPlan.onEmphasis(
            image, source: OKLCHValue(source), sourceBackground: OKLCHValue(backgroundColor),
            mappedBackground: backgroundImage)
        return (flipped, nil)
    }
}
