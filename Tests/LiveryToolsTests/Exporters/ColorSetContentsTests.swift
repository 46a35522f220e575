import LiveryCore
import Testing

@testable import LiveryTools

/// A color set's `Contents.json` is laid out from fixed pieces of text; it must be byte for
/// byte what the generic Xcode-style writer gives for the same JSON, in every shape.
@Suite struct ColorSetContentsTests {
    typealias Variant = ColorSetContents.Variant

    static let red = Color(.srgb, 1, 0, 0)
    static let navy = Color(.srgb, 0, 0, 0.5, alpha: 0.25)
    static let wide = Color(.displayP3, 0, 1, 0)
    static let beyond = Color(.oklch, 0.7, 0.4, 150)
    static let missing = Color(.srgb, .nan, 0.2, 0.3)

    /// Every combination of appearances a catalog writes, with colors that differ or not.
    static let shapes: [(String, [Variant])] = [
        ("any only", [Variant(dark: false, highContrast: false, color: red)]),
        (
            "any and an equal dark",
            [
                Variant(dark: false, highContrast: false, color: red),
                Variant(dark: true, highContrast: false, color: red),
            ]
        ),
        (
            "any and dark",
            [
                Variant(dark: false, highContrast: false, color: red),
                Variant(dark: true, highContrast: false, color: navy),
            ]
        ),
        (
            "any and high contrast",
            [
                Variant(dark: false, highContrast: false, color: wide),
                Variant(dark: false, highContrast: true, color: red),
            ]
        ),
        (
            "all four, given out of order",
            [
                Variant(dark: true, highContrast: true, color: beyond),
                Variant(dark: false, highContrast: true, color: missing),
                Variant(dark: true, highContrast: false, color: navy),
                Variant(dark: false, highContrast: false, color: wide),
            ]
        ),
    ]

    @Test(arguments: shapes.indices)
    func writesWhatTheGenericWriterWrites(shape: Int) {
        let (name, variants) = Self.shapes[shape]
        let contents = ColorSetContents(variants: variants)
        let direct = String(decoding: contents.bytes, as: UTF8.self)
        #expect(direct == XcodeJSON.string(contents.json), "\(name)")
    }
}
