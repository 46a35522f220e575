/// The CSS Color 4 §13.2 gamut-mapping algorithm (binary search on OKLCH chroma with a local
/// MINDE), for one destination RGB space.
struct GamutMapper {
    /// The RGB space whose unit cube is the target gamut.
    let destination: ColorSpaceID
    /// One just-noticeable difference in deltaEOK.
    static let jnd = 0.02
    /// The precision of the chroma search.
    static let epsilon = 0.0001

    /// `origin` brought into gamut, expressed in ``destination``.
    ///
    /// The in-gamut check comes first (the spec checks lightness first), so that colors already
    /// in gamut, white and black included, come back exactly as converted; components that
    /// stray outside 0…1 by less than ``Color/gamutEpsilon`` are pulled onto the cube.
    func map(_ origin: Color) -> Color {
        if origin.isInGamut(destination) { return origin.converted(to: destination).pulledOntoUnitCube() }
        let oklch = origin.converted(to: .oklch)
        let lightness = oklch.componentsWithMissingAsZero.x
        if lightness >= 1 { return Color(.oklab, 1, 0, 0, alpha: origin.alpha).converted(to: destination) }
        if lightness <= 0 { return Color(.oklab, 0, 0, 0, alpha: origin.alpha).converted(to: destination) }

        var current = oklch
        var clipped = clip(current)
        if clipped.deltaEOK(current) < Self.jnd { return clipped }

        var minimum = 0.0
        var maximum = oklch.componentsWithMissingAsZero.y
        var minimumInGamut = true
        while maximum - minimum > Self.epsilon {
            let chroma = (minimum + maximum) / 2
            current.components.y = chroma
            if minimumInGamut && current.isInGamut(destination) {
                minimum = chroma
                continue
            }
            clipped = clip(current)
            let error = clipped.deltaEOK(current)
            if error < Self.jnd {
                if Self.jnd - error < Self.epsilon { return clipped }
                minimumInGamut = false
                minimum = chroma
            } else {
                maximum = chroma
            }
        }
        return clipped
    }

    /// `color` converted to ``destination`` and clamped to its unit cube.
    private func clip(_ color: Color) -> Color {
        color.converted(to: destination).clippedToUnitCube()
    }
}
