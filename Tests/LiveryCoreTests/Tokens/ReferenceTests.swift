import LiveryCore
import Testing

@Suite struct ReferenceTests {
    @Test func aliasTakesTheReferencedValue() {
        let outcome = TokenFixtures.resolve(
            #"""
            {
              "space": {
                "$type": "dimension",
                "base": { "$value": { "value": 4, "unit": "px" } },
                "gap": { "$value": "{space.base}" }
              }
            }
            """#)
        #expect(outcome.messages == [])
        #expect(outcome["space.gap"]?.value == .dimension(Dimension(4, .px)))
    }

    @Test func unresolvableReferenceNamesFileLineAndPath() {
        let outcome = TokenFixtures.resolve(
            #"""
            {
              "color": {
                "bg": {
                  "default": { "$type": "color", "$value": "{color.nope}" }
                }
              }
            }
            """#, file: "theme/dark.tokens.json")
        #expect(
            outcome.errors == ["theme/dark.tokens.json:4:7: color.bg.default: reference {color.nope} does not resolve"])
        #expect(outcome["color.bg.default"] == nil)
    }

    @Test(arguments: [
        ("{color.base", "malformed reference {color.base: missing closing '}'"),
        ("{}", "malformed reference {}: empty name"),
        ("{color..base}", "malformed reference {color..base}: empty name segment"),
        ("{color.{base}}", "malformed reference {color.{base}}: a name cannot contain '{' or '}'"),
    ])
    func malformedReferenceIsAnError(written: String, message: String) {
        let outcome = TokenFixtures.resolve(#"{ "a": { "$type": "number", "$value": "\#(written)" } }"#)
        #expect(outcome.errors == ["tokens.json:1:3: a: \(message)"])
    }

    @Test func referenceToAGroupIsAnError() {
        let outcome = TokenFixtures.resolve(
            #"""
            {
              "color": { "$type": "color", "red": { "$value": "#ff0000" } },
              "alias": { "$value": "{color}" }
            }
            """#)
        #expect(outcome.errors == ["tokens.json:3:3: alias: reference {color} points to a group, not a token"])
    }

    @Test func referenceToAGroupWithARootTokenSuggestsTheRoot() {
        let outcome = TokenFixtures.resolve(
            #"""
            {
              "accent": { "$type": "number", "$root": { "$value": 1 }, "light": { "$value": 2 } },
              "alias": { "$value": "{accent}" }
            }
            """#)
        #expect(
            outcome.errors == [
                "tokens.json:3:3: alias: reference {accent} points to a group, not a token (did you mean {accent.$root}?)"
            ])
    }

    @Test func circularReferenceIsReportedAtEveryTokenOfTheCycleWithTheChain() {
        let outcome = TokenFixtures.resolve(
            #"""
            {
              "a": { "$type": "number", "$value": "{b}" },
              "b": { "$value": "{c}" },
              "c": { "$value": "{a}" },
              "d": { "$value": "{a}" }
            }
            """#)
        #expect(
            outcome.errors.sorted() == [
                "tokens.json:2:3: a: circular reference: a → b → c → a",
                "tokens.json:3:3: b: circular reference: b → c → a → b",
                "tokens.json:4:3: c: circular reference: c → a → b → c",
            ])
        #expect(outcome.theme?.count == 0)
    }

    @Test func cycleThroughACompositeSubValueIsReported() {
        let outcome = TokenFixtures.resolve(
            #"""
            {
              "b": { "$type": "border", "$value": { "color": "{c}", "width": { "value": 1, "unit": "px" }, "style": "solid" } },
              "c": { "$type": "color", "$value": "{b}" }
            }
            """#)
        #expect(
            outcome.errors.sorted() == [
                "tokens.json:2:3: b: circular reference: b → c → b",
                "tokens.json:3:3: c: circular reference: c → b → c",
            ])
    }

    @Test func cycleThroughJSONPointersIsReported() {
        let outcome = TokenFixtures.resolve(
            ##"""
            {
              "a": { "$type": "number", "$ref": "#/b/$value" },
              "b": { "$type": "number", "$value": { "$ref": "#/a/$value" } }
            }
            """##)
        #expect(
            outcome.errors.sorted() == [
                "tokens.json:2:3: a: circular reference: a → b → a",
                "tokens.json:3:3: b: circular reference: b → a → b",
            ])
    }

    @Test func selfReferenceIsACycle() {
        let outcome = TokenFixtures.resolve(#"{ "a": { "$type": "number", "$value": "{a}" } }"#)
        #expect(outcome.errors == ["tokens.json:1:3: a: circular reference: a → a"])
    }

    @Test func chainedAliasesResolveToTheLiteralAtTheEnd() {
        let outcome = TokenFixtures.resolve(
            #"""
            {
              "base": { "primary": { "$type": "number", "$value": 7 } },
              "semantic": { "brand": { "$value": "{base.primary}" }, "link": { "$value": "{semantic.brand}" } }
            }
            """#)
        #expect(outcome["semantic.link"]?.value == .number(7))
        #expect(outcome["semantic.link"]?.type == .number)
    }

    @Test func aChainOfAHundredThousandAliasesResolvesWithoutExhaustingTheStack() {
        var root = JSONObject()
        root.set(["$type": "number", "$value": 1], forKey: "t0", at: nil)
        for index in 1...100_000 {
            root.set(["$value": .string("{t\(index - 1)}")], forKey: "t\(index)", at: nil)
        }
        let document = TokenDocument(json: .object(root), file: "chain.json")
        let set = TokenSet(documents: [document])
        let result = AliasResolver.resolve(set)
        #expect(result.diagnostics.isEmpty)
        #expect(set.position(of: "t100000").flatMap { result.tokens[$0]?.value } == .number(1))
    }

    @Test func aDependentOfABrokenTokenFailsWithoutRepeatingTheCause() {
        let outcome = TokenFixtures.resolve(
            #"""
            {
              "a": { "$type": "number", "$value": "{missing}" },
              "b": { "$value": "{a}" }
            }
            """#)
        #expect(outcome.errors == ["tokens.json:2:3: a: reference {missing} does not resolve"])
        #expect(outcome["b"] == nil)
    }

    @Test func referencesResolveAcrossLayeredFiles() {
        let outcome = TokenFixtures.resolve(
            [
                "base.json": #"{ "gray": { "$type": "number", "$value": 1 } }"#,
                "theme.json": #"{ "bg": { "$value": "{gray}" } }"#,
            ], order: ["base.json", "theme.json"])
        #expect(outcome.messages == [])
        #expect(outcome["bg"]?.value == .number(1))
    }
}
