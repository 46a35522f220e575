import LiveryCore
import Testing

@Suite("Computed colors")
struct ComputedColorTests {
    @Test("reads rgb(), rgba() and color() serializations")
    func parses() throws {
        let rgb = try #require(ComputedColor("rgb(18, 52, 86)"))
        #expect(rgb.space == "srgb" && rgb.components == [18, 52, 86] && rgb.alpha == 1)
        let rgba = try #require(ComputedColor("rgba(0, 0, 0, 0.5)"))
        #expect(rgba.components == [0, 0, 0] && rgba.alpha == 0.5)
        let p3 = try #require(ComputedColor("color(display-p3 1 0.2 0.1 / 0.25)"))
        #expect(p3.space == "display-p3" && p3.components == [1, 0.2, 0.1] && p3.alpha == 0.25)
    }

    @Test(
        "rejects what is not a color serialization",
        arguments: ["", "red", "rgb(1, 2)", "color(display-p3 1 2)", "hsl(1 2 3)"])
    func rejects(text: String) {
        #expect(ComputedColor(text) == nil)
    }

    @Test("matches sRGB colors by their 8-bit channels and alpha")
    func matchesSRGB() throws {
        let color = try Color(hex: "#123456")
        #expect(ComputedColor("rgb(18, 52, 86)")?.matches(color) == true)
        #expect(ComputedColor("rgb(18, 52, 87)")?.matches(color) == false)
        #expect(ComputedColor("rgba(18, 52, 86, 0.5)")?.matches(color) == false)
        #expect(ComputedColor("rgba(0, 0, 0, 0.6)")?.matches(try Color(hex: "#00000099")) == true)
    }

    @Test("matches colors outside sRGB by their Display P3 components")
    func matchesP3() {
        let color = Color(.displayP3, 0.1, 0.85, 0.3)
        #expect(ComputedColor("color(display-p3 0.1 0.85 0.3)")?.matches(color) == true)
        #expect(ComputedColor("color(display-p3 0.1 0.8 0.3)")?.matches(color) == false)
        #expect(ComputedColor("rgb(0, 217, 77)")?.matches(color) == false)
    }
}
