import LiveryCore
import Testing

@Suite struct ValidationModeTests {
    @Test func hexColorIsAWarningByDefault() {
        let outcome = TokenFixtures.resolve(##"{ "c": { "$type": "color", "$value": "#ff0000" } }"##)
        #expect(
            outcome.warnings == [
                ##"tokens.json:1:3: c: color written as a hex string "#ff0000"; DTCG 2025.10 expects a color object"##
            ])
        #expect(outcome["c"]?.value == .color(Color(.srgb, 1, 0, 0)))
    }

    @Test func hexColorIsAnErrorWhenStrict() {
        let outcome = TokenFixtures.resolve(##"{ "c": { "$type": "color", "$value": "#ff0000" } }"##, mode: .strict)
        #expect(
            outcome.errors == [
                "tokens.json:1:3: c: invalid color: expected a color object with colorSpace and components, found a string"
            ])
    }

    @Test func unknownTypeIsKeptAsAnOpaqueValueWithAWarning() {
        let outcome = TokenFixtures.resolve(#"{ "e": { "$type": "elevation", "$value": { "level": 3 } } }"#)
        #expect(outcome.warnings == ["tokens.json:1:10: e: unknown type 'elevation'; values kept as written"])
        #expect(outcome["e"]?.type == .unknown("elevation"))
        #expect(outcome["e"]?.value == .opaque(["level": 3]))
    }

    @Test func unknownTypeIsAnErrorWhenStrict() {
        let outcome = TokenFixtures.resolve(#"{ "e": { "$type": "elevation", "$value": 3 } }"#, mode: .strict)
        #expect(outcome.errors == ["tokens.json:1:10: e: unknown type 'elevation'"])
        #expect(outcome["e"] == nil)
    }

    @Test func dimensionStringIsAWarningByDefault() {
        let outcome = TokenFixtures.resolve(#"{ "d": { "$type": "dimension", "$value": "16px" } }"#)
        #expect(
            outcome.warnings == [
                #"tokens.json:1:3: d: dimension written as a string "16px"; DTCG 2025.10 expects {"value": 16, "unit": "px"}"#
            ])
        #expect(outcome["d"]?.value == .dimension(Dimension(16, .px)))
    }

    @Test func unknownGroupTypeAppliesToItsTokensOpaquely() {
        let outcome = TokenFixtures.resolve(#"{ "g": { "$type": "string", "s": { "$value": "amber" } } }"#)
        #expect(outcome["g.s"]?.value == .opaque("amber"))
        #expect(outcome.errors == [])
    }
}
