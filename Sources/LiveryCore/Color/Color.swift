/// A color: three components in a color space, plus alpha.
///
/// Components are in the space's own units (sRGB 0…1, OKLCH L 0…1 / C / h in degrees, HSL
/// hue in degrees and saturation/lightness 0…100 as DTCG writes them). A component may be
/// *missing* — DTCG's `"none"` — which is stored as `Double.nan` and treated as 0 by
/// conversions, as CSS Color 4 specifies.
public struct Color: Sendable {
    /// The color space the components are in.
    public var space: ColorSpaceID
    /// The three components; `Double.nan` marks a missing (`"none"`) component.
    public var components: SIMD3<Double>
    /// Opacity in 0…1.
    public var alpha: Double

    /// A color of components `c0`, `c1`, `c2` in `space`.
    public init(_ space: ColorSpaceID, _ c0: Double, _ c1: Double, _ c2: Double, alpha: Double = 1) {
        self.space = space
        self.components = SIMD3(c0, c1, c2)
        self.alpha = alpha
    }

    /// A color of `components` in `space`.
    public init(_ space: ColorSpaceID, components: SIMD3<Double>, alpha: Double = 1) {
        self.space = space
        self.components = components
        self.alpha = alpha
    }
}

extension Color: Hashable {
    /// Colors are equal when space, alpha and components are equal, a missing component
    /// being equal only to a missing component.
    public static func == (lhs: Color, rhs: Color) -> Bool {
        guard lhs.space == rhs.space, lhs.alpha == rhs.alpha else { return false }
        for i in 0..<3 {
            let a = lhs.components[i]
            let b = rhs.components[i]
            if a.isNaN != b.isNaN { return false }
            if !a.isNaN && a != b { return false }
        }
        return true
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(space)
        hasher.combine(alpha)
        for i in 0..<3 {
            let c = components[i]
            hasher.combine(c.isNaN ? Double.infinity : c)
        }
    }
}
