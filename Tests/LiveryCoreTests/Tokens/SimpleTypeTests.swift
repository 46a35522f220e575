import LiveryCore
import Testing

@Suite struct SimpleTypeTests {
    /// Resolves one token `t` of `type` with `value` (JSON text) in strict mode.
    static func token(_ type: String, _ value: String, mode: ValidationMode = .strict) -> TokenFixtures.Outcome {
        TokenFixtures.resolve(#"{ "t": { "$type": "\#(type)", "$value": \#(value) } }"#, mode: mode)
    }

    @Test func colorObject() {
        let outcome = Self.token(
            "color", ##"{ "colorSpace": "srgb", "components": [1, 0.5, 0], "alpha": 0.5, "hex": "#ff8000" }"##)
        #expect(outcome.messages == [])
        #expect(outcome["t"]?.value == .color(Color(.srgb, 1, 0.5, 0, alpha: 0.5)))
    }

    @Test func colorWhoseHexDisagreesWithItsComponentsIsAWarning() {
        let outcome = Self.token("color", ##"{ "colorSpace": "srgb", "components": [1, 0, 0], "hex": "#00ff00" }"##)
        #expect(
            outcome.warnings == ["tokens.json:1:3: t: hex #00ff00 does not match the components, which give #ff0000"])
        #expect(outcome["t"]?.value == .color(Color(.srgb, 1, 0, 0)))
    }

    @Test func colorWithAnUnknownSpaceIsAnError() {
        let outcome = Self.token("color", #"{ "colorSpace": "cmyk", "components": [1, 0, 0] }"#)
        #expect(outcome.errors.count == 1)
        #expect(outcome.errors.first?.hasPrefix("tokens.json:1:3: t: invalid color: ") == true, "\(outcome.errors)")
    }

    @Test func dimension() {
        #expect(
            Self.token("dimension", #"{ "value": 0.5, "unit": "rem" }"#)["t"]?.value == .dimension(Dimension(0.5, .rem))
        )
    }

    @Test(arguments: [
        (#"{ "value": 4, "unit": "em" }"#, "invalid dimension: unit 'em' is not px or rem"),
        (#"{ "value": 0 }"#, "invalid dimension: missing 'unit' (px or rem; required even when the value is 0)"),
        (#"{ "unit": "px" }"#, "invalid dimension: missing 'value'"),
        (#"{ "value": "4", "unit": "px" }"#, "dimension value must be a number, found a string"),
        (#""16px""#, #"invalid dimension: expected {"value": …, "unit": px or rem}, found "16px""#),
        ("16", #"invalid dimension: expected {"value": …, "unit": px or rem}, found a number"#),
    ])
    func invalidDimension(value: String, message: String) {
        #expect(Self.token("dimension", value).errors == ["tokens.json:1:3: t: " + message])
    }

    @Test func fontFamilyNameOrList() {
        #expect(Self.token("fontFamily", #""Inter""#)["t"]?.value == .fontFamily(["Inter"]))
        #expect(
            Self.token("fontFamily", #"["Inter", "sans-serif"]"#)["t"]?.value == .fontFamily(["Inter", "sans-serif"]))
        #expect(
            Self.token("fontFamily", "[1]").errors == [
                "tokens.json:1:3: t: invalid fontFamily: element 0 is a number, expected a string"
            ])
    }

    @Test func fontWeightNumberOrKeyword() {
        #expect(Self.token("fontWeight", "350")["t"]?.value == .fontWeight(350))
        #expect(Self.token("fontWeight", #""extra-bold""#)["t"]?.value == .fontWeight(800))
        #expect(Self.token("fontWeight", #""ultra-black""#)["t"]?.value == .fontWeight(950))
    }

    @Test(arguments: [
        ("1001", "invalid fontWeight: 1001 is outside 1…1000"),
        ("0", "invalid fontWeight: 0 is outside 1…1000"),
        (#""Bold""#, "invalid fontWeight: 'Bold' is not a font weight keyword (thin … ultra-black, case-sensitive)"),
        ("true", "invalid fontWeight: expected a number in 1…1000 or a keyword, found a boolean"),
    ])
    func invalidFontWeight(value: String, message: String) {
        #expect(Self.token("fontWeight", value).errors == ["tokens.json:1:3: t: " + message])
    }

    @Test func duration() {
        #expect(
            Self.token("duration", #"{ "value": 1.5, "unit": "s" }"#)["t"]?.value == .duration(TokenDuration(1.5, .s)))
        #expect(
            Self.token("duration", #"{ "value": 1, "unit": "min" }"#).errors == [
                "tokens.json:1:3: t: invalid duration: unit 'min' is not ms or s"
            ])
    }

    @Test func cubicBezier() {
        #expect(Self.token("cubicBezier", "[0.5, -2, 1, 3]")["t"]?.value == .cubicBezier(CubicBezier(0.5, -2, 1, 3)))
    }

    @Test(arguments: [
        ("[1.5, 0, 1, 1]", "invalid cubicBezier: x1 = 1.5 is outside 0…1"),
        ("[0, 0, -0.1, 1]", "invalid cubicBezier: x2 = -0.1 is outside 0…1"),
        ("[0, 0, 1]", "invalid cubicBezier: expected an array of 4 numbers [x1, y1, x2, y2], found an array of 3"),
        (#"[0, "a", 1, 1]"#, "cubicBezier y1 must be a number, found a string"),
    ])
    func invalidCubicBezier(value: String, message: String) {
        #expect(Self.token("cubicBezier", value).errors == ["tokens.json:1:3: t: " + message])
    }

    @Test func number() {
        #expect(Self.token("number", "-2.5")["t"]?.value == .number(-2.5))
        #expect(Self.token("number", #""2""#).errors == ["tokens.json:1:3: t: number must be a number, found a string"])
    }
}
