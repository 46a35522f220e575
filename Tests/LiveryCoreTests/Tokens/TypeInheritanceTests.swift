import LiveryCore
import Testing

@Suite struct TypeInheritanceTests {
    @Test func tokenTakesTheTypeOfItsClosestTypedGroup() {
        let outcome = TokenFixtures.resolve(
            #"""
            {
              "size": {
                "$type": "dimension",
                "inner": { "gap": { "$value": { "value": 2, "unit": "rem" } } },
                "weights": { "$type": "fontWeight", "bold": { "$value": "bold" } }
              }
            }
            """#)
        #expect(outcome.messages == [])
        #expect(outcome["size.inner.gap"]?.type == .dimension)
        #expect(outcome["size.weights.bold"]?.value == .fontWeight(700))
    }

    @Test func explicitTypeWinsOverTheGroupType() {
        let outcome = TokenFixtures.resolve(
            #"{ "g": { "$type": "dimension", "n": { "$type": "number", "$value": 3 } } }"#)
        #expect(outcome["g.n"]?.type == .number)
    }

    @Test func aliasWithoutTypeTakesTheReferencedTokenType() {
        let outcome = TokenFixtures.resolve(
            #"""
            { "d": { "$type": "duration", "$value": { "value": 200, "unit": "ms" } }, "alias": { "$value": "{d}" } }
            """#)
        #expect(outcome["alias"]?.type == .duration)
    }

    @Test func tokenWithoutAnyTypeIsAnError() {
        let outcome = TokenFixtures.resolve(#"{ "loose": { "$value": 3 } }"#)
        #expect(
            outcome.errors == [
                "tokens.json:1:3: loose: missing type: no $type on the token or its groups, and its value is not a reference"
            ])
    }

    @Test func aliasWhoseTypeDisagreesWithItsTargetIsAnError() {
        let outcome = TokenFixtures.resolve(
            #"""
            { "n": { "$type": "number", "$value": 3 }, "c": { "$type": "color", "$value": "{n}" } }
            """#)
        #expect(outcome.errors == ["tokens.json:1:44: c: type mismatch: $type is color but {n} is a number token"])
    }

    @Test func referenceInsideACompositeMustHaveTheSubValueType() {
        let outcome = TokenFixtures.resolve(
            #"""
            {
              "n": { "$type": "number", "$value": 3 },
              "b": {
                "$type": "border",
                "$value": { "color": "{n}", "width": { "value": 1, "unit": "px" }, "style": "solid" }
              }
            }
            """#)
        #expect(outcome.errors == ["tokens.json:3:3: b: color: type mismatch: {n} is a number token, expected a color"])
    }

    @Test func typeNamesAreCaseSensitive() {
        let outcome = TokenFixtures.resolve(##"{ "t": { "$type": "Color", "$value": "#fff" } }"##, mode: .strict)
        #expect(
            outcome.errors == [
                "tokens.json:1:10: t: unknown type 'Color' (did you mean 'color'? type names are case-sensitive)"
            ])
    }
}
