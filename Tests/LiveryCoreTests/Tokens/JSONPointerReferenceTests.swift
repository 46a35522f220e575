import LiveryCore
import Testing

@Suite struct JSONPointerReferenceTests {
    static let blue =
        ##""blue": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0.2, 0.4, 0.9] } }"##

    @Test func pointerToAValueIsAnAlias() {
        let outcome = TokenFixtures.resolve(##"{ \##(Self.blue), "primary": { "$ref": "#/blue/$value" } }"##)
        #expect(outcome.messages == [])
        #expect(outcome["primary"]?.type == .color)
        #expect(outcome["primary"]?.value == outcome["blue"]?.value)
    }

    @Test func pointerToATokenObjectIsAnAlias() {
        let outcome = TokenFixtures.resolve(##"{ \##(Self.blue), "alias": { "$ref": "#/blue" } }"##)
        #expect(outcome.messages == [])
        #expect(outcome["alias"]?.value == outcome["blue"]?.value)
    }

    @Test func pointerAsAValueIsAnAlias() {
        let outcome = TokenFixtures.resolve(
            ##"{ \##(Self.blue), "primary": { "$value": { "$ref": "#/blue/$value" } } }"##)
        #expect(outcome["primary"]?.value == outcome["blue"]?.value)
    }

    @Test func pointerToAComponentFeedsAColorComponent() {
        let outcome = TokenFixtures.resolve(
            ##"""
            {
              \##(Self.blue),
              "muted": {
                "$type": "color",
                "$value": { "colorSpace": "srgb", "components": [{ "$ref": "#/blue/$value/components/0" }, 0.4, 0.5] }
              }
            }
            """##)
        #expect(outcome.errors == [])
        #expect(outcome["muted"]?.value.color == Color(.srgb, 0.2, 0.4, 0.5))
    }

    @Test func pointerToAComponentIsANumberToken() {
        let outcome = TokenFixtures.resolve(
            ##"{ \##(Self.blue), "red": { "$type": "number", "$ref": "#/blue/$value/components/0" } }"##)
        #expect(outcome["red"]?.value == .number(0.2))
    }

    @Test func pointerToADimensionValueKeepsItsNumber() {
        let outcome = TokenFixtures.resolve(
            ##"""
            {
              "spacing": { "$type": "dimension", "$value": { "value": 16, "unit": "px" } },
              "small": { "$type": "dimension", "$value": { "value": { "$ref": "#/spacing/$value/value" }, "unit": "rem" } }
            }
            """##)
        #expect(outcome["small"]?.value == .dimension(Dimension(16, .rem)))
    }

    @Test func pointerThatDoesNotResolveIsAnError() {
        let outcome = TokenFixtures.resolve(
            ##"{ \##(Self.blue), "x": { "$type": "number", "$value": { "$ref": "#/blue/$value/nope" } } }"##)
        #expect(
            outcome.errors == [
                "tokens.json:1:100: x: reference #/blue/$value/nope does not resolve: blue has no such member"
            ])
    }

    @Test func pointerToNothingIsAnError() {
        let outcome = TokenFixtures.resolve(
            ##"{ "x": { "$type": "number", "$value": { "$ref": "#/nothing/$value" } } }"##)
        #expect(outcome.errors == ["tokens.json:1:3: x: reference #/nothing/$value does not resolve"])
    }

    @Test func malformedPointerIsAnError() {
        let outcome = TokenFixtures.resolve(##"{ "x": { "$type": "number", "$value": { "$ref": "#/a~2b" } } }"##)
        #expect(outcome.errors == ["tokens.json:1:3: x: malformed reference #/a~2b: '~' must be followed by 0 or 1"])
    }

    @Test func pointerSegmentsAreUnescaped() {
        #expect(JSONPointer.parse("#/a~1b/c~0d") == .success(["a/b", "c~d"]))
        #expect(JSONPointer.render(["a/b", "c~d"]) == "#/a~1b/c~0d")
    }
}
