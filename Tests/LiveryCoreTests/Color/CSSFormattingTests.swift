import Testing

@testable import LiveryCore

@Suite("Color CSS Color 4 formatting")
struct CSSFormattingTests {
    static let cases: [(color: Color, css: String)] = [
        (Color(.srgb, 1, 0, 0.5), "color(srgb 1 0 0.5)"),
        (Color(.displayP3, 1, 0, 1, alpha: 0.25), "color(display-p3 1 0 1 / 0.25)"),
        (Color(.xyzD50, 0.5791, 0.2831, 0.728), "color(xyz-d50 0.5791 0.2831 0.728)"),
        (Color(.hsl, 330, 100, 50), "hsl(330 100% 50%)"),
        (Color(.hwb, .nan, 20, 30), "hwb(none 20% 30%)"),
        (Color(.lab, 60.17, 93.54, -60.5), "lab(60.17 93.54 -60.5)"),
        (Color(.lch, 60.17, 111.4, 327.11), "lch(60.17 111.4 327.11)"),
        (Color(.oklab, 0.701, 0.2746, -0.169), "oklab(0.701 0.2746 -0.169)"),
        (Color(.oklch, 0.7016, 0.3225, .nan, alpha: 0.5), "oklch(0.7016 0.3225 none / 0.5)"),
        (Color(.oklch, 0.123456789, -0.0000001, 29.2338803), "oklch(0.12346 0 29.23388)"),
    ]

    @Test("writes each space in its CSS Color 4 notation")
    func writesNotation() {
        for c in Self.cases {
            #expect(c.color.css() == c.css, "\(c.color)")
        }
    }

    @Test("keeps the requested number of decimals")
    func keepsDecimals() {
        #expect(Color(.srgb, 1.0 / 3, 0, 0).css(fractionDigits: 2) == "color(srgb 0.33 0 0)")
        #expect(Color(.srgb, 1.0 / 3, 0, 0).css(fractionDigits: 0) == "color(srgb 0 0 0)")
    }
}
