extension Color {
    /// This color expressed in `space`; alpha is kept.
    ///
    /// Missing (`"none"`) components count as 0, as CSS Color 4 specifies for conversion. A
    /// conversion to the same space returns the color unchanged, missing components included.
    /// A polar result (HSL, HWB, LCH, OKLCH) has a missing hue when the color is achromatic.
    ///
    /// ```swift
    /// try Color(hex: "#ff0000").converted(to: .oklch).components
    /// // (0.627955…, 0.257683…, 29.2338…)
    /// ```
    public func converted(to space: ColorSpaceID) -> Color {
        guard space != self.space else { return self }
        let value = ColorSpaceRegistry.standard.convert(
            componentsWithMissingAsZero, from: self.space, to: space)
        return Color(space, components: value, alpha: alpha)
    }

    /// The components with every missing (NaN) component replaced by 0.
    public var componentsWithMissingAsZero: SIMD3<Double> {
        components.replacing(with: 0, where: components .!= components)
    }

    /// Whether any component is missing (`"none"`).
    public var hasMissingComponents: Bool {
        components.x.isNaN || components.y.isNaN || components.z.isNaN
    }
}
