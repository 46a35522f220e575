extension ColorSpace {
    /// `rec2020`: the ITU-R BT.2020 primaries, D65 white and, as CSS Color 4 now specifies
    /// (w3c/csswg-drafts #12574), the BT.1886 gamma-2.4 curve ( ``TransferFunction/rec2020`` ).
    static let rec2020 = ColorSpace.encodedRGB(
        id: .rec2020, name: "Rec. 2020", base: .xyzD65, transfer: .rec2020,
        toXYZ: RGBPrimaries.rec2020ToXYZ, fromXYZ: RGBPrimaries.xyzToRec2020)
}

extension RGBPrimaries {
    /// Linear Rec. 2020 → XYZ D65. CSS Color 4 `lin_2020_to_XYZ`, exact rationals (the 0 is
    /// 5e-17 when computed in floating point).
    static let rec2020ToXYZ = Matrix3(
        [63426534.0 / 99577255, 20160776.0 / 139408157, 47086771.0 / 278816314],
        [26158966.0 / 99577255, 472592308.0 / 697040785, 8267143.0 / 139408157],
        [0, 19567812.0 / 697040785, 295819943.0 / 278816314]
    )
    /// XYZ D65 → linear Rec. 2020. CSS Color 4 `XYZ_to_lin_2020`, the exact inverse.
    static let xyzToRec2020 = Matrix3(
        [30757411.0 / 17917100, -6372589.0 / 17917100, -4539589.0 / 17917100],
        [-19765991.0 / 29648200, 47925759.0 / 29648200, 467509.0 / 29648200],
        [792561.0 / 44930125, -1921689.0 / 44930125, 42328811.0 / 44930125]
    )
}
