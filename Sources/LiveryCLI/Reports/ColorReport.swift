import LiveryCore

/// What `livery color` says about one color: its coordinates in the spaces people compare
/// colors in, its luminance, alpha and whether sRGB can show it.
struct ColorReport: Sendable {
    /// The text the color was read from.
    var input: String
    var hex: String
    /// The DTCG 2025.10 color object, to paste where a file has a hex string.
    var dtcg: JSONValue
    var srgb: SIMD3<Double>
    var oklab: SIMD3<Double>
    var oklch: SIMD3<Double>
    /// WCAG relative luminance (Y of XYZ-D65), of the opaque color.
    var luminance: Double
    var alpha: Double
    var isInSRGBGamut: Bool

    init(input: String, color: Color) {
        self.input = input
        hex = color.hex
        dtcg = color.dtcg
        srgb = color.converted(to: .srgb).components
        oklab = color.converted(to: .oklab).components
        oklch = color.converted(to: .oklch).components
        luminance = color.relativeLuminance
        alpha = color.alpha
        isInSRGBGamut = color.isInGamut(.srgb)
    }

    /// Aligned `label  value` lines, numbers rounded to 4 decimals.
    var text: String {
        LabeledRows([
            ("input", input),
            ("hex", hex),
            ("dtcg", JSONWriter.string(dtcg, pretty: false)),
            ("srgb", Self.text(srgb)),
            ("oklab", Self.text(oklab)),
            ("oklch", Self.text(oklch)),
            ("luminance", NumberFormat.decimal(luminance)),
            ("alpha", NumberFormat.decimal(alpha)),
            ("in sRGB gamut", isInSRGBGamut ? "yes" : "no"),
        ]).text
    }

    /// One JSON object on one line, numbers unrounded; a missing component (an achromatic
    /// color's hue) is `null`.
    var json: String {
        let object: JSONValue = [
            "input": .string(input),
            "hex": .string(hex),
            "dtcg": dtcg,
            "srgb": Self.json(srgb),
            "oklab": Self.json(oklab),
            "oklch": Self.json(oklch),
            "luminance": .number(luminance),
            "alpha": .number(alpha),
            "inGamut": .bool(isInSRGBGamut),
        ]
        return JSONWriter.string(object, pretty: false)
    }

    private static func text(_ components: SIMD3<Double>) -> String {
        (0..<3).map { NumberFormat.decimal(components[$0]) }.joined(separator: " ")
    }

    private static func json(_ components: SIMD3<Double>) -> JSONValue {
        .array((0..<3).map { components[$0].isNaN ? .null : .number(components[$0]) })
    }
}
