extension ColorSpace {
    /// Every space Livery knows, one per ``ColorSpaceID``, in the DTCG table's order.
    public static let all: [ColorSpace] = [
        .srgb, .srgbLinear, .hsl, .hwb, .lab, .lch, .oklab, .oklch, .displayP3, .a98RGB, .prophotoRGB,
        .rec2020, .xyzD65, .xyzD50,
    ]
}
