/// The color spaces of DTCG 2025.10 (`colorSpace` of a color value), named as the spec names them.
public enum ColorSpaceID: String, Sendable, Hashable, CaseIterable, Codable {
    /// sRGB, the web's default space (gamma-encoded, D65).
    case srgb
    /// Linear-light sRGB.
    case srgbLinear = "srgb-linear"
    /// HSL over sRGB: hue in degrees, saturation and lightness 0…100.
    case hsl
    /// HWB over sRGB: hue in degrees, whiteness and blackness 0…100.
    case hwb
    /// CIE Lab (D50).
    case lab
    /// CIE LCh, the polar form of Lab (D50).
    case lch
    /// OKLab, perceptually uniform (D65).
    case oklab
    /// OKLCH, the polar form of OKLab: lightness 0…1, chroma, hue in degrees.
    case oklch
    /// Display P3, the wide gamut of Apple displays (sRGB transfer, D65).
    case displayP3 = "display-p3"
    /// Adobe RGB (1998) compatible.
    case a98RGB = "a98-rgb"
    /// ProPhoto RGB (ROMM, D50).
    case prophotoRGB = "prophoto-rgb"
    /// ITU-R BT.2020, the UHDTV gamut.
    case rec2020
    /// CIE XYZ relative to D65, the conversion hub.
    case xyzD65 = "xyz-d65"
    /// CIE XYZ relative to D50.
    case xyzD50 = "xyz-d50"
}
