/// A registered color space: its id, components, and how to reach it from its one base space.
///
/// Every space but the hub (XYZ D65) names a `base` and converts to and from it; converting
/// between any two spaces walks up from each to their nearest common ancestor
/// (see ``ColorSpaceRegistry``). Adding a space is adding one file that defines a
/// `ColorSpace` value and listing it in ``ColorSpace/all``.
///
/// ```
/// xyz-d65 ─┬─ srgb-linear ── srgb ─┬─ hsl
///          │                       └─ hwb
///          ├─ oklab ── oklch
///          ├─ display-p3, a98-rgb, rec2020
///          └─ xyz-d50 ─┬─ lab ── lch
///                      └─ prophoto-rgb
/// ```
public struct ColorSpace: Sendable {
    /// The DTCG `colorSpace` name.
    public let id: ColorSpaceID
    /// A human name ("sRGB", "Display P3").
    public let name: String
    /// The three components, in order, with their DTCG ranges.
    public let components: [ColorComponent]
    /// The space this one is defined from; `nil` only for the hub, XYZ D65.
    public let base: ColorSpaceID?
    /// The RGB space whose unit cube is this space's gamut (`srgb` for HSL), or `nil` when the
    /// space has no gamut limits (Lab, OKLab, XYZ).
    public let gamut: ColorSpaceID?
    /// Components of this space → components of `base`. Inputs have no missing (NaN) components.
    let toBase: @Sendable (SIMD3<Double>) -> SIMD3<Double>
    /// Components of `base` → components of this space.
    let fromBase: @Sendable (SIMD3<Double>) -> SIMD3<Double>

    init(
        id: ColorSpaceID, name: String, components: [ColorComponent], base: ColorSpaceID?,
        gamut: ColorSpaceID?,
        toBase: @escaping @Sendable (SIMD3<Double>) -> SIMD3<Double>,
        fromBase: @escaping @Sendable (SIMD3<Double>) -> SIMD3<Double>
    ) {
        self.id = id
        self.name = name
        self.components = components
        self.base = base
        self.gamut = gamut
        self.toBase = toBase
        self.fromBase = fromBase
    }

    /// The index of the hue component, if the space is polar.
    public var hueIndex: Int? { components.firstIndex(where: \.isHue) }

    /// A linear-light RGB space defined by a matrix to an XYZ `base`.
    static func linearRGB(
        id: ColorSpaceID, name: String, base: ColorSpaceID, gamut: ColorSpaceID?, toXYZ: Matrix3,
        fromXYZ: Matrix3
    ) -> ColorSpace {
        ColorSpace(
            id: id, name: name, components: rgbComponents, base: base, gamut: gamut,
            toBase: { toXYZ * $0 }, fromBase: { fromXYZ * $0 })
    }

    /// A gamma-encoded RGB space: a transfer function, then a matrix to an XYZ `base`.
    static func encodedRGB(
        id: ColorSpaceID, name: String, base: ColorSpaceID, transfer: TransferFunction, toXYZ: Matrix3,
        fromXYZ: Matrix3
    ) -> ColorSpace {
        ColorSpace(
            id: id, name: name, components: rgbComponents, base: base, gamut: id,
            toBase: { toXYZ * transfer.toLinear($0) }, fromBase: { transfer.fromLinear(fromXYZ * $0) })
    }

    /// Red, Green, Blue in 0–1.
    static let rgbComponents = [
        ColorComponent("Red", .closed(0, 1)), ColorComponent("Green", .closed(0, 1)),
        ColorComponent("Blue", .closed(0, 1)),
    ]
}

extension ColorSpace: CustomStringConvertible {
    /// `oklch (OKLCH): L 0–1, Chroma ≥ 0, Hue 0–360 (360 excluded)`.
    public var description: String {
        "\(id.rawValue) (\(name)): " + components.map(\.description).joined(separator: ", ")
    }
}
