/// The color spaces of DTCG 2025.10 (`colorSpace` of a color value), named as the spec names them.
public enum ColorSpaceID: String, Sendable, Hashable, CaseIterable, Codable {
    case srgb
    case srgbLinear = "srgb-linear"
    case hsl
    case hwb
    case lab
    case lch
    case oklab
    case oklch
    case displayP3 = "display-p3"
    case a98RGB = "a98-rgb"
    case prophotoRGB = "prophoto-rgb"
    case rec2020
    case xyzD65 = "xyz-d65"
    case xyzD50 = "xyz-d50"
}
