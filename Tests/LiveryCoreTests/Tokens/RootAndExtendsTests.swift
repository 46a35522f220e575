import LiveryCore
import Testing

@Suite struct RootAndExtendsTests {
    @Test func rootTokenIsNamedWithDollarRoot() {
        let outcome = TokenFixtures.resolve(
            #"""
            {
              "spacing": {
                "$type": "number",
                "$root": { "$value": 16 },
                "small": { "$value": 8 },
                "alias": { "$value": "{spacing.$root}" }
              }
            }
            """#)
        #expect(outcome.messages == [])
        #expect(outcome["spacing.$root"]?.value == .number(16))
        #expect(outcome["spacing.alias"]?.value == .number(16))
    }

    @Test func rootMustBeAToken() {
        let outcome = TokenFixtures.resolve(#"{ "g": { "$root": 5 } }"#)
        #expect(outcome.errors == ["tokens.json:1:10: g.$root: $root must be a token (an object with $value)"])
    }

    static let button = #"""
        "button": {
          "$type": "number",
          "background": { "$value": 1 },
          "text": { "$value": 2 },
          "states": { "hover": { "$value": 3 } }
        }
        """#

    @Test func extendedGroupInheritsTokensAndOverridesLocally() {
        let outcome = TokenFixtures.resolve(
            #"""
            {
              \#(Self.button),
              "button-primary": {
                "$extends": "{button}",
                "background": { "$value": 10 },
                "states": { "pressed": { "$value": 4 } }
              }
            }
            """#)
        #expect(outcome.messages == [])
        #expect(outcome["button-primary.background"]?.value == .number(10))
        #expect(outcome["button-primary.text"]?.value == .number(2))
        #expect(outcome["button-primary.states.hover"]?.value == .number(3))
        #expect(outcome["button-primary.states.pressed"]?.value == .number(4))
        #expect(outcome["button.background"]?.value == .number(1))
    }

    @Test func localTokensTakeTheExtendedGroupType() {
        let outcome = TokenFixtures.resolve(
            #"{ \#(Self.button), "b2": { "$extends": "{button}", "extra": { "$value": 9 } } }"#)
        #expect(outcome["b2.extra"]?.type == .number)
    }

    @Test func extendsChainsCarryEverythingAlong() {
        let outcome = TokenFixtures.resolve(
            #"""
            {
              \#(Self.button),
              "b": { "$extends": "{button}", "text": { "$value": 20 } },
              "c": { "$extends": "{b}" }
            }
            """#)
        #expect(outcome["c.text"]?.value == .number(20))
        #expect(outcome["c.background"]?.value == .number(1))
    }

    @Test func extendsCycleIsReportedAtEveryGroup() {
        let outcome = TokenFixtures.resolve(
            #"""
            {
              "a": { "$extends": "{b}" },
              "b": { "$extends": "{c}" },
              "c": { "$extends": "{a}" }
            }
            """#)
        #expect(
            outcome.errors.sorted() == [
                "tokens.json:2:10: a: circular $extends: a → b → c → a",
                "tokens.json:3:10: b: circular $extends: b → c → a → b",
                "tokens.json:4:10: c: circular $extends: c → a → b → c",
            ])
    }

    @Test func extendingAnAncestorIsCircular() {
        let outcome = TokenFixtures.resolve(
            #"""
            { "button": { "secondary": { "$extends": "{button}" } } }
            """#)
        #expect(
            outcome.errors == [
                "tokens.json:1:30: button.secondary: circular $extends: button.secondary → button (a group cannot extend itself or a group containing it)"
            ])
    }

    @Test func extendingATokenIsAnError() {
        let outcome = TokenFixtures.resolve(#"{ "t": { "$type": "number", "$value": 1 }, "g": { "$extends": "{t}" } }"#)
        #expect(outcome.errors == ["tokens.json:1:51: g: $extends {t} points to a token, not a group"])
    }

    @Test func extendingNothingIsAnError() {
        let outcome = TokenFixtures.resolve(#"{ "g": { "$extends": "{nowhere}" } }"#)
        #expect(outcome.errors == ["tokens.json:1:10: g: $extends {nowhere} does not resolve to a group"])
    }

    @Test func extendsAcceptsAJSONPointer() {
        let outcome = TokenFixtures.resolve(##"{ \##(Self.button), "b": { "$ref": "#/button" } }"##)
        #expect(outcome["b.text"]?.value == .number(2))
    }

    /// The 2025.10 schema: `$extends` is a curly-brace reference or a JSON Pointer.
    @Test func extendsWrittenAsAJSONPointer() {
        let outcome = TokenFixtures.resolve(##"{ \##(Self.button), "b": { "$extends": "#/button" } }"##)
        #expect(outcome.messages == [])
        #expect(outcome["b.text"]?.value == .number(2))
        #expect(outcome["b.states.hover"]?.value == .number(3))
    }

    @Test func extendsAppliesAfterLayersAreMerged() {
        let outcome = TokenFixtures.resolve(
            [
                "1.json": #"{ \#(Self.button), "b": { "$extends": "{button}" } }"#,
                "2.json": #"{ "button": { "text": { "$value": 99 } } }"#,
            ], order: ["1.json", "2.json"])
        #expect(outcome["b.text"]?.value == .number(99))
    }
}
