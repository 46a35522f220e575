import Testing

@testable import LiveryCore

@Suite("Color DTCG object parsing and formatting")
struct DTCGColorTests {
    struct Valid: Sendable, CustomTestStringConvertible {
        let json: JSONValue
        let space: ColorSpaceID
        let components: SIMD3<Double>
        let alpha: Double
        var testDescription: String { "\(space.rawValue) \(components)" }
    }

    /// The hot-pink examples of the DTCG color module, one per space, plus "none" and alpha.
    static let valid: [Valid] = [
        Valid(
            json: ["colorSpace": "srgb", "components": [1, 0, 1], "alpha": 1, "hex": "#ff00ff"], space: .srgb,
            components: [1, 0, 1], alpha: 1),
        Valid(
            json: ["colorSpace": "srgb-linear", "components": [1, 0, 1]], space: .srgbLinear, components: [1, 0, 1],
            alpha: 1),
        Valid(
            json: ["colorSpace": "hsl", "components": [330, 100, 50]], space: .hsl, components: [330, 100, 50], alpha: 1
        ),
        Valid(
            json: ["colorSpace": "hwb", "components": [330, 0, 0]], space: .hwb, components: [330, 0, 0], alpha: 1),
        Valid(
            json: ["colorSpace": "lab", "components": [60.17, 93.54, -60.5]], space: .lab,
            components: [60.17, 93.54, -60.5], alpha: 1),
        Valid(
            json: ["colorSpace": "lch", "components": [60.17, 111.4, 327.11]], space: .lch,
            components: [60.17, 111.4, 327.11], alpha: 1),
        Valid(
            json: ["colorSpace": "oklab", "components": [0.701, 0.2746, -0.169]], space: .oklab,
            components: [0.701, 0.2746, -0.169], alpha: 1),
        Valid(
            json: ["colorSpace": "oklch", "components": [0.7016, 0.3225, 328.363]], space: .oklch,
            components: [0.7016, 0.3225, 328.363], alpha: 1),
        Valid(
            json: ["colorSpace": "display-p3", "components": [1, 0, 1]], space: .displayP3, components: [1, 0, 1],
            alpha: 1),
        Valid(
            json: ["colorSpace": "a98-rgb", "components": [1, 0, 1]], space: .a98RGB, components: [1, 0, 1], alpha: 1),
        Valid(
            json: ["colorSpace": "prophoto-rgb", "components": [1, 0, 1]], space: .prophotoRGB, components: [1, 0, 1],
            alpha: 1),
        Valid(
            json: ["colorSpace": "rec2020", "components": [1, 0, 1]], space: .rec2020, components: [1, 0, 1], alpha: 1),
        Valid(
            json: ["colorSpace": "xyz-d65", "components": [0.5929, 0.2848, 0.9699]], space: .xyzD65,
            components: [0.5929, 0.2848, 0.9699], alpha: 1),
        Valid(
            json: ["colorSpace": "xyz-d50", "components": [0.5791, 0.2831, 0.728]], space: .xyzD50,
            components: [0.5791, 0.2831, 0.728], alpha: 1),
        Valid(
            json: ["colorSpace": "hsl", "components": ["none", 0, 100], "alpha": 1, "hex": "#ffffff"], space: .hsl,
            components: [.nan, 0, 100], alpha: 1),
        Valid(
            json: ["colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.5, "hex": "#000000"], space: .srgb,
            components: [0, 0, 0], alpha: 0.5),
        Valid(
            json: ["colorSpace": "oklch", "components": [0.5, "none", "none"], "alpha": 0], space: .oklch,
            components: [0.5, .nan, .nan], alpha: 0),
        Valid(
            json: ["colorSpace": "xyz-d65", "components": [0.9505, 1, 1.089]], space: .xyzD65,
            components: [0.9505, 1, 1.089], alpha: 1),
    ]

    @Test("reads the color object in all 14 spaces, including none", arguments: valid)
    func readsColorObjects(_ c: Valid) throws {
        let color = try Color(dtcg: c.json)
        #expect(color.space == c.space, "\(c.json)")
        expectComponents(color.components, c.components, tolerance: 0, "\(c.json)")
        #expect(color.alpha == c.alpha, "\(c.json)")
    }

    /// The DTCG examples whose numbers do describe #ff00ff (the module's HSL, HWB and wide-gamut
    /// RGB examples reuse numbers that name other colors: hsl(330 100 50) is #ff0080).
    @Test("the DTCG hot-pink examples in srgb, lab, lch, oklab, oklch and xyz convert to #ff00ff")
    func hotPinkExamplesAgree() throws {
        let consistent: Set<ColorSpaceID> = [.srgb, .lab, .lch, .oklab, .oklch, .xyzD65, .xyzD50]
        for c in Self.valid.prefix(14) where consistent.contains(c.space) {
            let color = try Color(dtcg: c.json)
            #expect(color.hex == "#ff00ff", "\(c.space.rawValue): \(color.hex)")
        }
    }

    struct Invalid: Sendable, CustomTestStringConvertible {
        let json: JSONValue
        let path: String?
        let fragment: String
        var testDescription: String { "\(json)" }
    }

    static let invalid: [Invalid] = [
        Invalid(json: "#ff00ff", path: nil, fragment: "found a string"),
        Invalid(json: ["components": [1, 0, 1]], path: nil, fragment: "\"colorSpace\""),
        Invalid(json: ["colorSpace": 3, "components": [1, 0, 1]], path: "colorSpace", fragment: "found a number"),
        Invalid(
            json: ["colorSpace": "cmyk", "components": [1, 0, 1]], path: "colorSpace",
            fragment: "unknown color space \"cmyk\""),
        Invalid(
            json: ["colorSpace": "sRGB", "components": [1, 0, 1]], path: "colorSpace",
            fragment: "unknown color space \"sRGB\""),
        Invalid(json: ["colorSpace": "srgb"], path: nil, fragment: "\"components\""),
        Invalid(json: ["colorSpace": "srgb", "components": "1 0 1"], path: "components", fragment: "must be an array"),
        Invalid(json: ["colorSpace": "srgb", "components": [1, 0]], path: "components", fragment: "found 2"),
        Invalid(json: ["colorSpace": "srgb", "components": [1, 0, 1, 1]], path: "components", fragment: "found 4"),
        Invalid(
            json: ["colorSpace": "srgb", "components": [1, "0", 1]], path: "components[1]", fragment: "the string \"0\""
        ),
        Invalid(
            json: ["colorSpace": "srgb", "components": [1, 0, nil]], path: "components[2]", fragment: "found null"),
        Invalid(
            json: ["colorSpace": "srgb", "components": [1.5, 0, 1]], path: "components[0]", fragment: "outside 0–1"),
        Invalid(
            json: ["colorSpace": "srgb", "components": [1, -0.1, 1]], path: "components[1]", fragment: "outside 0–1"),
        Invalid(
            json: ["colorSpace": "hsl", "components": [360, 50, 50]], path: "components[0]", fragment: "360 excluded"),
        Invalid(json: ["colorSpace": "hsl", "components": [-10, 50, 50]], path: "components[0]", fragment: "Hue"),
        Invalid(
            json: ["colorSpace": "hsl", "components": [120, 0.5, 120]], path: "components[2]", fragment: "outside 0–100"
        ),
        Invalid(
            json: ["colorSpace": "hwb", "components": [120, 101, 0]], path: "components[1]", fragment: "Whiteness"),
        Invalid(
            json: ["colorSpace": "lab", "components": [101, 0, 0]], path: "components[0]", fragment: "outside 0–100"),
        Invalid(json: ["colorSpace": "lch", "components": [50, -1, 0]], path: "components[1]", fragment: "≥ 0"),
        Invalid(
            json: ["colorSpace": "oklab", "components": [1.2, 0, 0]], path: "components[0]", fragment: "outside 0–1"),
        Invalid(json: ["colorSpace": "oklch", "components": [0.5, 0.1, 400]], path: "components[2]", fragment: "Hue"),
        Invalid(json: ["colorSpace": "xyz-d65", "components": [-0.1, 0, 0]], path: "components[0]", fragment: "≥ 0"),
        Invalid(
            json: ["colorSpace": "srgb", "components": [1, 0, 1], "alpha": 1.5], path: "alpha", fragment: "outside 0–1"),
        Invalid(
            json: ["colorSpace": "srgb", "components": [1, 0, 1], "alpha": -0.5], path: "alpha", fragment: "outside 0–1"
        ),
        Invalid(
            json: ["colorSpace": "srgb", "components": [1, 0, 1], "alpha": "1"], path: "alpha",
            fragment: "found a string"),
        Invalid(
            json: ["colorSpace": "srgb", "components": [1, 0, 1], "hex": "#fff"], path: "hex", fragment: "\"#fff\""),
        Invalid(
            json: ["colorSpace": "srgb", "components": [1, 0, 1], "hex": "ff00ff"], path: "hex", fragment: "6-digit"),
        Invalid(
            json: ["colorSpace": "srgb", "components": [1, 0, 1], "hex": "#ff00gg"], path: "hex", fragment: "6-digit"),
        Invalid(
            json: ["colorSpace": "srgb", "components": [1, 0, 1], "hex": 16711935], path: "hex",
            fragment: "found a number"),
    ]

    @Test("rejects invalid color objects with the member's path", arguments: invalid)
    func rejectsInvalidObjects(_ c: Invalid) {
        do {
            let color = try Color(dtcg: c.json)
            Issue.record("\(c.json) was accepted as \(color)")
        } catch {
            #expect(error.path == c.path, "\(c.json): \(error)")
            #expect(error.message.contains(c.fragment), "\(c.json): \(error)")
        }
    }

    @Test("writes colorSpace, components, alpha when not 1, and hex for sRGB")
    func writesSRGBObject() throws {
        let color = try Color(hex: "#ff00ff80")
        let expected: JSONValue = [
            "colorSpace": "srgb", "components": [1, 0, 1], "alpha": .number(128.0 / 255), "hex": "#ff00ff",
        ]
        #expect(color.dtcg == expected)
    }

    @Test("writes missing components as none and leaves out alpha 1 and hex outside sRGB")
    func writesOtherSpaceObject() {
        let color = Color(.oklch, 0.5, 0, .nan)
        let expected: JSONValue = ["colorSpace": "oklch", "components": [0.5, 0, "none"]]
        #expect(color.dtcg == expected)
    }

    @Test("a written object reads back as the same color", arguments: valid)
    func roundTripsThroughObject(_ c: Valid) throws {
        let color = try Color(dtcg: c.json)
        #expect(try Color(dtcg: color.dtcg) == color, "\(c.json)")
    }

    @Test("a converted color's object reads back despite floating-point noise at a range end")
    func convertedColorsReadBack() throws {
        for space in ColorSpaceID.allCases {
            for color in [Color.white, Color.black, Color(.srgb, 1, 1, 0)] {
                let converted = color.converted(to: space)
                #expect(throws: Never.self, "\(converted)") { try Color(dtcg: converted.dtcg) }
            }
        }
        let noisy: JSONValue = ["colorSpace": "oklab", "components": [1.0000000000000002, 0, 0]]
        #expect(throws: Never.self) { try Color(dtcg: noisy) }
        let tooLight: JSONValue = ["colorSpace": "oklab", "components": [1.000001, 0, 0]]
        #expect(throws: ColorError.self) { try Color(dtcg: tooLight) }
    }

    @Test("ColorError describes itself as path: message")
    func errorDescription() {
        #expect(ColorError("is bad", path: "components[1]").description == "components[1]: is bad")
        #expect(ColorError("is bad").description == "is bad")
    }

    @Test(arguments: [
        #"{"colorSpace": "oklch", "components": [0.9, 1e300, 120]}"#,
        #"{"colorSpace": "oklab", "components": [0.5, 1e300, 0]}"#,
        #"{"colorSpace": "xyz-d50", "components": [1.79e308, 1.79e308, 1.79e308]}"#,
    ])
    func componentsTooLargeToConvertAreRefused(json: String) throws {
        // Converted, they would be infinities and then `none`: black in every export.
        #expect(throws: ColorError.self) { try Color(dtcg: try JSONParser.parse(json)) }
        do {
            _ = try Color(dtcg: try JSONParser.parse(json))
        } catch let error as ColorError {
            #expect(error.path == "components")
        }
    }

    @Test func aLargeButConvertibleChromaIsKept() throws {
        let color = try Color(dtcg: try JSONParser.parse(#"{"colorSpace": "oklch", "components": [0.5, 1e16, 30]}"#))
        #expect(color.components.y == 1e16)
    }
}
