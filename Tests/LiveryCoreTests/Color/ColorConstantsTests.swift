import LiveryCore
import Testing

@Suite("Color constants")
struct ColorConstantsTests {
    @Test func whiteBlackAndClearAreTheSRGBColorsTheirNamesSay() {
        #expect(Color.white.hex == "#ffffff")
        #expect(Color.black.hex == "#000000")
        #expect(Color.clear.hex == "#00000000")
        #expect(Color.clear.alpha == 0)
    }

    @Test func componentInitializersAreSRGB() throws {
        #expect(Color(red: 1, green: 0.5, blue: 0).hex == "#ff8000")
        #expect(Color(red: 0, green: 0, blue: 1, alpha: 0.5) == Color(.srgb, 0, 0, 1, alpha: 0.5))
        #expect(Color(white: 0.2) == (try Color(hex: "#333333")).converted(to: .srgb))
    }
}
