import LiveryCore
import Testing

@Suite struct CompositeTypeTests {
    static let base = #"""
        "black": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.5 } },
        "one": { "$type": "dimension", "$value": { "value": 1, "unit": "px" } },
        "quick": { "$type": "duration", "$value": { "value": 100, "unit": "ms" } },
        "ease": { "$type": "cubicBezier", "$value": [0.4, 0, 0.2, 1] },
        "dashed": { "$type": "strokeStyle", "$value": "dashed" },
        "sans": { "$type": "fontFamily", "$value": ["Inter", "sans-serif"] },
        "bold": { "$type": "fontWeight", "$value": "bold" },
        "end": { "$type": "number", "$value": 1 }
        """#

    static func resolve(_ tokens: String, mode: ValidationMode = .strict) -> TokenFixtures.Outcome {
        TokenFixtures.resolve("{ \(base), \(tokens) }", mode: mode)
    }

    static let black = Color(.srgb, 0, 0, 0, alpha: 0.5)

    @Test func borderWithReferences() {
        let outcome = Self.resolve(
            #""b": { "$type": "border", "$value": { "color": "{black}", "width": "{one}", "style": "{dashed}" } }"#)
        #expect(outcome.messages == [])
        #expect(
            outcome["b"]?.value
                == .border(Border(color: Self.black, width: Dimension(1, .px), style: .keyword(.dashed))))
    }

    @Test func borderWithADashPatternOfReferences() {
        let outcome = Self.resolve(
            #"""
            "b": { "$type": "border", "$value": {
              "color": "{black}", "width": { "value": 2, "unit": "px" },
              "style": { "dashArray": ["{one}", { "value": 3, "unit": "px" }], "lineCap": "round" } } }
            """#)
        #expect(outcome.messages == [])
        #expect(
            outcome["b"]?.value.border?.style
                == .dashed(dashArray: [Dimension(1, .px), Dimension(3, .px)], lineCap: .round))
    }

    @Test func borderMissingAMemberIsAnError() {
        let outcome = Self.resolve(#""b": { "$type": "border", "$value": { "color": "{black}", "style": "solid" } }"#)
        #expect(
            outcome.errors.map { $0.components(separatedBy: ": ").dropFirst().joined(separator: ": ") } == [
                "b: missing 'width'"
            ])
    }

    @Test func transitionWithReferences() {
        let outcome = Self.resolve(
            #""t": { "$type": "transition", "$value": { "duration": "{quick}", "delay": { "value": 0, "unit": "ms" }, "timingFunction": "{ease}" } }"#
        )
        #expect(
            outcome["t"]?.value
                == .transition(
                    Transition(
                        duration: TokenDuration(100, .ms), delay: TokenDuration(0, .ms),
                        timingFunction: CubicBezier(0.4, 0, 0.2, 1))))
    }

    static let layer =
        #"{ "color": "{black}", "offsetX": "{one}", "offsetY": { "value": 4, "unit": "px" }, "blur": { "value": 8, "unit": "px" }, "spread": { "value": 0, "unit": "px" } }"#

    @Test func shadowObjectIsOneLayer() {
        let outcome = Self.resolve(#""s": { "$type": "shadow", "$value": \#(Self.layer) }"#)
        #expect(outcome.messages == [])
        #expect(outcome["s"]?.value.shadows?.count == 1)
        #expect(outcome["s"]?.value.shadows?.first?.offsetY == Dimension(4, .px))
    }

    @Test func shadowListMixesLayersAndReferencesToShadows() {
        let outcome = Self.resolve(
            #"""
            "s": { "$type": "shadow", "$value": \#(Self.layer) },
            "inner": { "$type": "shadow", "$value": [\#(Self.layer.dropLast()), "inset": true }] },
            "layered": { "$type": "shadow", "$value": ["{s}", "{inner}"] }
            """#)
        #expect(outcome.messages == [])
        #expect(outcome["layered"]?.value.shadows?.map(\.inset) == [false, true])
    }

    @Test func shadowLayerErrorsNameTheLayer() {
        let outcome = Self.resolve(#""s": { "$type": "shadow", "$value": [\#(Self.layer), { "color": "{black}" }] }"#)
        #expect(outcome.errors.count == 4)
        #expect(outcome.errors.first?.hasSuffix("s: [1].offsetX: missing 'offsetX'") == false)
        #expect(outcome.errors.first?.hasSuffix("s: [1]: missing 'offsetX'") == true, "\(outcome.errors)")
    }

    @Test func gradientWithReferencesAndClampedPositions() {
        let outcome = Self.resolve(
            #"""
            "start": { "$type": "gradient", "$value": [{ "color": "{black}", "position": -3 }] },
            "g": { "$type": "gradient", "$value": ["{start}", { "color": "{black}", "position": "{end}" }, { "color": "{black}", "position": 42 }] }
            """#)
        #expect(outcome.messages == [])
        #expect(outcome["g"]?.value.gradientStops?.map(\.position) == [0, 1, 1])
    }

    @Test func typographyWithReferences() {
        let outcome = Self.resolve(
            #"""
            "body": { "$type": "typography", "$value": {
              "fontFamily": "{sans}", "fontSize": { "value": 16, "unit": "px" }, "fontWeight": "{bold}",
              "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.5 } }
            """#)
        #expect(outcome.messages == [])
        #expect(
            outcome["body"]?.value
                == .typography(
                    Typography(
                        fontFamily: ["Inter", "sans-serif"], fontSize: Dimension(16, .px), fontWeight: 700,
                        letterSpacing: Dimension(0, .px), lineHeight: 1.5)))
    }

    static let shortTypography =
        #""body": { "$type": "typography", "$value": { "fontFamily": "{sans}", "fontSize": { "value": 16, "unit": "px" }, "fontWeight": 400 } }"#

    @Test func typographyWithoutSpacingIsAWarningByDefault() {
        let outcome = Self.resolve(Self.shortTypography, mode: .default)
        #expect(outcome.errors == [])
        #expect(
            outcome.warnings.map { $0.components(separatedBy: ": ").suffix(2).joined(separator: ": ") } == [
                "body: missing 'letterSpacing'", "body: missing 'lineHeight'",
            ])
        #expect(outcome["body"]?.value.typography?.lineHeight == nil)
    }

    @Test func typographyWithoutSpacingIsAnErrorWhenStrict() {
        let outcome = Self.resolve(Self.shortTypography)
        #expect(outcome.errors.count == 2)
        #expect(outcome["body"] == nil)
    }

    @Test func compositeWithAnUnknownMemberIsReported() {
        let outcome = Self.resolve(
            #""b": { "$type": "border", "$value": { "color": "{black}", "width": "{one}", "style": "solid", "radius": 3 } }"#
        )
        #expect(outcome.errors.count == 1)
        #expect(
            outcome.errors.first?.hasSuffix(
                "b: unknown property 'radius' in a border value (expected color, width, style)") == true,
            "\(outcome.errors)")
    }

    @Test(arguments: [
        (
            #""wavy""#,
            "invalid strokeStyle: 'wavy' is not one of solid, dashed, dotted, double, groove, ridge, outset, inset"
        ),
        (
            #"{ "dashArray": [], "lineCap": "round" }"#,
            "invalid strokeStyle: dashArray must be a non-empty array of dimensions"
        ),
        (
            #"{ "dashArray": ["{one}"], "lineCap": "flat" }"#,
            "invalid strokeStyle: lineCap must be round, butt or square"
        ),
    ])
    func invalidStrokeStyle(value: String, message: String) {
        let outcome = Self.resolve(#""s": { "$type": "strokeStyle", "$value": \#(value) }"#)
        #expect(outcome.errors.count == 1)
        #expect(outcome.errors.first?.hasSuffix("s: " + message) == true, "\(outcome.errors)")
    }

    @Test func gradientMustBeAList() {
        let outcome = Self.resolve(#""g": { "$type": "gradient", "$value": { "color": "{black}", "position": 0 } }"#)
        #expect(
            outcome.errors.first?.hasSuffix("g: invalid gradient: expected an array of stops, found an object") == true,
            "\(outcome.errors)")
    }

    @Test func aliasOfACompositeTokenIsTheWholeValue() {
        let outcome = Self.resolve(
            #""s": { "$type": "shadow", "$value": \#(Self.layer) }, "card": { "$value": "{s}" }"#)
        #expect(outcome["card"]?.type == .shadow)
        #expect(outcome["card"]?.value == outcome["s"]?.value)
    }
}
