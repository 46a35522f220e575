extension ColorSpace {
    /// Adobe RGB (1998) compatible: its primaries, D65 white, a 563/256 power curve.
    static let a98RGB = ColorSpace.encodedRGB(
        id: .a98RGB, name: "A98 RGB", base: .xyzD65, transfer: .a98RGB,
        toXYZ: RGBPrimaries.a98RGBToXYZ, fromXYZ: RGBPrimaries.xyzToA98RGB)
}

extension RGBPrimaries {
    /// Linear A98 RGB → XYZ D65. CSS Color 4 `lin_a98rgb_to_XYZ`, exact rationals computed from
    /// the chromaticities of R, G, B and white.
    static let a98RGBToXYZ = Matrix3(
        [573536.0 / 994567, 263643.0 / 1420810, 187206.0 / 994567],
        [591459.0 / 1989134, 6239551.0 / 9945670, 374412.0 / 4972835],
        [53769.0 / 1989134, 351524.0 / 4972835, 4929758.0 / 4972835]
    )
    /// XYZ D65 → linear A98 RGB. CSS Color 4 `XYZ_to_lin_a98rgb`, the exact inverse.
    static let xyzToA98RGB = Matrix3(
        [1829569.0 / 896150, -506331.0 / 896150, -308931.0 / 896150],
        [-851781.0 / 878810, 1648619.0 / 878810, 36519.0 / 878810],
        [16779.0 / 1248040, -147721.0 / 1248040, 1266979.0 / 1248040]
    )
}
