import Testing

@testable import LiveryCore

@Suite("WCAG 2.x luminance and contrast")
struct ContrastTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let foreground: String
        let background: String
        let ratio: Double
        var testDescription: String { "\(foreground) on \(background)" }
    }

    /// Ratios computed at 40 digits from the WCAG 2.x definition (0.2126, 0.7152, 0.0722).
    static let cases: [Case] = [
        Case(foreground: "#ffffff", background: "#000000", ratio: 21),
        Case(foreground: "#000000", background: "#ffffff", ratio: 21),
        Case(foreground: "#767676", background: "#ffffff", ratio: 4.54222496),
        Case(foreground: "#777777", background: "#ffffff", ratio: 4.478089454),
        Case(foreground: "#8b9986", background: "#ffffff", ratio: 3.000628974),
        Case(foreground: "#765", background: "#fff", ratio: 5.502983748),
        Case(foreground: "#ffffff", background: "#ffffff", ratio: 1),
    ]

    @Test("contrast ratios agree with WCAG 2.x reference values to 1e-6", arguments: cases)
    func contrastRatios(_ c: Case) {
        let ratio = Color.contrastRatio(hexColor(c.foreground), hexColor(c.background))
        #expect(abs(ratio - c.ratio) < 1e-6, "\(c.foreground) on \(c.background): \(ratio), expected \(c.ratio)")
    }

    @Test("#8b9986 on white is 3.000644 when luminance is CIE Y from the CSS sRGB matrix instead")
    func luminanceFromXYZDiffersSlightly() {
        let y = hexColor("#8b9986").converted(to: .xyzD65).components.y
        let ratio = Color.contrastRatio(luminance: y, 1)
        #expect(abs(ratio - 3.000644) < 1e-6, "\(ratio)")
    }

    @Test("#767676 passes AA for normal text and #777777 fails")
    func aaBoundary() {
        #expect(ContrastVerdict(hexColor("#767676"), on: .white).aaNormal)
        #expect(!ContrastVerdict(hexColor("#777777"), on: .white).aaNormal)
        #expect(ContrastVerdict(hexColor("#777777"), on: .white).aaLarge)
    }

    @Test("relative luminance of white is 1, of black 0, and ignores alpha")
    func luminanceEnds() {
        #expect(Color.white.relativeLuminance == 1)
        #expect(Color.black.relativeLuminance == 0)
        #expect(Color(.srgb, 1, 1, 1, alpha: 0).relativeLuminance == 1)
    }

    @Test("a color given in another space has the luminance of its sRGB form")
    func luminanceOfOtherSpaces() {
        let red = hexColor("#ff0000")
        #expect(abs(red.converted(to: .oklch).relativeLuminance - 0.2126) < 1e-9)
    }

    @Test("source-over: half-transparent black over white is mid grey, and opaque")
    func compositesOverOpaqueBackdrop() {
        let grey = Color(.srgb, 0, 0, 0, alpha: 0.5).composited(over: .white)
        expectComponents(grey.components, [0.5, 0.5, 0.5], tolerance: 1e-12, "black 50% over white")
        #expect(grey.alpha == 1)
    }

    @Test("source-over a translucent backdrop gives the combined alpha")
    func compositesOverTranslucentBackdrop() {
        let result = Color(.srgb, 1, 0, 0, alpha: 0.5).composited(over: Color(.srgb, 0, 0, 1, alpha: 0.5))
        #expect(abs(result.alpha - 0.75) < 1e-12)
        expectComponents(result.components, [2.0 / 3, 0, 1.0 / 3], tolerance: 1e-12, "red 50% over blue 50%")
        #expect(Color(.srgb, 1, 0, 0, alpha: 0).composited(over: Color(.srgb, 0, 0, 1, alpha: 0)).alpha == 0)
    }

    @Test("a translucent foreground is composited over the background before measuring")
    func translucentForeground() {
        let ratio = Color.contrastRatio(Color(.srgb, 0, 0, 0, alpha: 0.5), .white)
        let expected = Color.contrastRatio(Color(.srgb, 0.5, 0.5, 0.5), .white)
        #expect(abs(ratio - expected) < 1e-12)
        #expect(abs(ratio - 3.9767) < 1e-4)
    }

    @Test("a translucent background is composited over the backdrop, then the foreground over it")
    func translucentBackground() {
        let halfBlack = Color(.srgb, 0, 0, 0, alpha: 0.5)
        let overWhite = Color.contrastRatio(.white, halfBlack)
        let overBlack = Color.contrastRatio(.white, halfBlack, backdrop: .black)
        #expect(abs(overWhite - Color.contrastRatio(.white, Color(.srgb, 0.5, 0.5, 0.5))) < 1e-12)
        #expect(abs(overBlack - 21) < 1e-12)
        let bothTranslucent = Color.contrastRatio(halfBlack, halfBlack)
        let bg = Color(.srgb, 0.5, 0.5, 0.5)
        #expect(abs(bothTranslucent - Color.contrastRatio(Color(.srgb, 0.25, 0.25, 0.25), bg)) < 1e-12)
    }

    struct Threshold: Sendable, CustomTestStringConvertible {
        let ratio: Double
        let aaNormal, aaaNormal, aaLarge, aaaLarge, nonText: Bool
        var testDescription: String { "\(ratio):1" }
    }

    static let thresholds: [Threshold] = [
        Threshold(ratio: 21, aaNormal: true, aaaNormal: true, aaLarge: true, aaaLarge: true, nonText: true),
        Threshold(ratio: 7, aaNormal: true, aaaNormal: true, aaLarge: true, aaaLarge: true, nonText: true),
        Threshold(ratio: 6.9999, aaNormal: true, aaaNormal: false, aaLarge: true, aaaLarge: true, nonText: true),
        Threshold(ratio: 4.5, aaNormal: true, aaaNormal: false, aaLarge: true, aaaLarge: true, nonText: true),
        Threshold(ratio: 4.4999, aaNormal: false, aaaNormal: false, aaLarge: true, aaaLarge: false, nonText: true),
        Threshold(ratio: 3, aaNormal: false, aaaNormal: false, aaLarge: true, aaaLarge: false, nonText: true),
        Threshold(ratio: 2.9999, aaNormal: false, aaaNormal: false, aaLarge: false, aaaLarge: false, nonText: false),
        Threshold(ratio: 1, aaNormal: false, aaaNormal: false, aaLarge: false, aaaLarge: false, nonText: false),
    ]

    @Test("verdicts apply the WCAG thresholds unrounded", arguments: thresholds)
    func verdictThresholds(_ t: Threshold) {
        let v = ContrastVerdict(ratio: t.ratio)
        #expect(v.aaNormal == t.aaNormal, "\(t.ratio) AA normal")
        #expect(v.aaaNormal == t.aaaNormal, "\(t.ratio) AAA normal")
        #expect(v.aaLarge == t.aaLarge, "\(t.ratio) AA large")
        #expect(v.aaaLarge == t.aaaLarge, "\(t.ratio) AAA large")
        #expect(v.nonText == t.nonText, "\(t.ratio) non-text")
    }

    @Test("a verdict names the best level met and describes itself")
    func verdictLevelAndDescription() {
        let verdict = ContrastVerdict(ratio: 4.54222496)
        #expect(verdict.level(for: .normalText) == .aa)
        #expect(verdict.level(for: .largeText) == .aaa)
        #expect(ContrastVerdict(ratio: 2).level(for: .nonText) == nil)
        #expect(!verdict.passes(.aaa, for: .nonText))
        #expect(verdict.description == "4.54:1 (AA normal text, AA large text, AAA large text, AA non-text)")
        #expect(ContrastVerdict(ratio: 4.4999).description.hasPrefix("4.49:1"))
        #expect(ContrastVerdict(ratio: 1.5).description == "1.5:1 (fails)")
    }
}
