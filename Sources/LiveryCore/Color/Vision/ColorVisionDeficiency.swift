/// A dichromacy — one cone type missing — whose view of a color ``Color/simulated(_:)`` shows.
///
/// ```swift
/// let red = Color(.srgb, 1, 0, 0)
/// red.simulated(.protanopia).hex      // about "#5d5d0e": red reads as a dark olive
/// ColorVisionDeficiency(rawValue: "tritanopia")?.cone   // "S"
/// ```
public enum ColorVisionDeficiency: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// No long-wavelength (L, "red") cones.
    case protanopia
    /// No medium-wavelength (M, "green") cones.
    case deuteranopia
    /// No short-wavelength (S, "blue") cones.
    case tritanopia

    /// The missing cone: `L`, `M` or `S`.
    public var cone: String { ["L", "M", "S"][missingCone] }

    /// The index of the missing cone in LMS order.
    var missingCone: Int {
        switch self {
        case .protanopia: 0
        case .deuteranopia: 1
        case .tritanopia: 2
        }
    }

    public var description: String { rawValue }
}

extension ColorVisionDeficiency {
    /// The simulation as one 3×3 matrix on linear sRGB, rows first — for renderers that
    /// apply a single linear map (an SVG `feColorMatrix`, which works in linear RGB). For
    /// tritanopia it is Brettel's 485 nm half-plane (blues and greens, where tritanopes'
    /// confusions lie); ``Color/simulated(_:)`` picks the half-plane per color.
    public var linearRGBMatrix: [[Double]] {
        let m = DichromacySimulation.of(self).matrices.0
        return [m.row0, m.row1, m.row2].map { [$0.x, $0.y, $0.z] }
    }
}
