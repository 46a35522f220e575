import LiveryCore
import Testing

@Suite struct TokenStructureTests {
    @Test func tokenWithChildrenIsAnError() {
        let outcome = TokenFixtures.resolve(
            #"""
            {
              "color": {
                "$type": "number",
                "$value": 1,
                "light": { "$value": 2 }
              }
            }
            """#)
        #expect(
            outcome.errors == [
                "tokens.json:5:5: color: a token cannot have children: 'light' is inside a token with $value"
            ])
        #expect(outcome["color"] == nil)
    }

    @Test func descriptionDeprecationAndExtensionsAreKept() {
        let outcome = TokenFixtures.resolve(
            #"""
            {
              "brand": {
                "$type": "number",
                "$deprecated": "Use action instead.",
                "old": {
                  "$value": 1,
                  "$description": "The old one.",
                  "$extensions": { "org.example.tool": { "turn-up-to": 11 }, "com.other": [1, 2] }
                },
                "kept": { "$value": 2, "$deprecated": false }
              }
            }
            """#)
        #expect(outcome.messages == [])
        let old = outcome["brand.old"]
        #expect(old?.description == "The old one.")
        #expect(old?.deprecated == .deprecatedBecause("Use action instead."))
        #expect(old?.extensions?["org.example.tool"] == ["turn-up-to": 11])
        #expect(old?.extensions?["com.other"] == [1, 2])
        #expect(outcome["brand.kept"]?.deprecated == nil)
    }

    @Test func deprecatedTrueMarksTheToken() {
        let outcome = TokenFixtures.resolve(#"{ "t": { "$type": "number", "$value": 1, "$deprecated": true } }"#)
        #expect(outcome["t"]?.deprecated == .deprecated)
    }

    @Test(arguments: [
        (#""$description": 5"#, "$description must be a string, found a number"),
        (#""$deprecated": 1"#, "$deprecated must be a boolean or a string, found a number"),
        (#""$extensions": "x""#, "$extensions must be an object, found a string"),
        (#""$type": 3"#, "$type must be a string, found a number"),
    ])
    func propertyOfTheWrongKindIsAnError(property: String, message: String) {
        let outcome = TokenFixtures.resolve(#"{ "t": { "$value": 1, \#(property) } }"#)
        #expect(outcome.errors.count == 1)
        #expect(outcome.errors.first?.hasSuffix("t: " + message) == true, "\(outcome.errors)")
    }

    @Test func unknownSiblingKeyIsAWarningByDefaultAndKept() {
        let outcome = TokenFixtures.resolve(#"{ "t": { "$type": "number", "$value": 1, "comment": "hi" } }"#)
        #expect(outcome.warnings == ["tokens.json:1:42: t: unknown property 'comment'; kept as written"])
        #expect(outcome["t"]?.value == .number(1))
        let document = TokenDocument(json: ["t": ["$type": "number", "$value": 1, "comment": "hi"]], file: nil)
        #expect(document.tokens.first?.unknownProperties?["comment"] == "hi")
    }

    @Test func unknownSiblingKeyIsAnErrorWhenStrict() {
        let outcome = TokenFixtures.resolve(
            #"{ "t": { "$type": "number", "$value": 1, "$comment": "hi" } }"#, mode: .strict)
        #expect(outcome.errors == ["tokens.json:1:42: t: unknown token property $comment"])
    }

    @Test func nonObjectMemberOfAGroupIsReported() {
        let outcome = TokenFixtures.resolve(#"{ "group": { "note": "not a token" } }"#)
        #expect(
            outcome.warnings == [
                "tokens.json:1:14: group.note: 'note' is neither a token nor a group (found a string); ignored"
            ])
    }

    @Test func toolMetadataAtTheRootIsAWarning() {
        let outcome = TokenFixtures.resolve(#"{ "$metadata": { "tokenSetOrder": ["a"] }, "$themes": [] }"#)
        #expect(
            outcome.warnings == [
                "tokens.json:1:3: unknown group property $metadata; ignored",
                "tokens.json:1:44: unknown group property $themes; ignored",
            ])
        #expect(outcome.errors == [])
    }

    @Test func tokenFileMustBeAnObject() {
        let outcome = TokenFixtures.resolve("[1, 2]")
        #expect(outcome.errors == ["tokens.json: a token file must contain a JSON object, found an array"])
    }

    @Test func emptyGroupsAreValid() {
        let outcome = TokenFixtures.resolve(#"{ "experimental": { "$description": "Nothing yet" } }"#, mode: .strict)
        #expect(outcome.messages == [])
    }

    @Test func everyErrorOfAFileIsReportedAtOnce() {
        let outcome = TokenFixtures.resolve(
            #"""
            {
              "a": { "$type": "number", "$value": "{nope}" },
              "b": { "$type": "fontWeight", "$value": 1001 },
              "c": { "$value": 3 },
              "d.e": { "$type": "number", "$value": 4 }
            }
            """#)
        #expect(outcome.errors.count == 4)
    }
}
