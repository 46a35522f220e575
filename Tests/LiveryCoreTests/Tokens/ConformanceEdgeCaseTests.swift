import LiveryCore
import Testing

/// Edge cases from the DTCG conformance fixtures, Terrazzo's parser tests and the 2025.10
/// JSON schema, where Livery disagreed.
@Suite("DTCG conformance edge cases")
struct ConformanceEdgeCaseTests {
    @Test func aGroupTypeCarriesThroughTwoLevelsOfExtends() {
        let outcome = TokenFixtures.resolve(
            #"""
            {
              "a": { "$type": "number", "x": { "$value": 1 } },
              "b": { "$extends": "{a}", "y": { "$value": 2 } },
              "c": { "$extends": "{b}", "z": { "$value": 3 } }
            }
            """#)
        #expect(outcome.messages == [])
        #expect(outcome["c.z"]?.type == .number)
        #expect(outcome["c.z"]?.value == .number(3))
        #expect(outcome["c.x"]?.value == .number(1))
        #expect(outcome["b.y"]?.type == .number)
    }

    @Test func aGroupTypeCarriesThroughThreeLevelsDeclaredInReverseOrder() {
        let outcome = TokenFixtures.resolve(
            #"""
            {
              "d": { "$extends": "{c}", "w": { "$value": 4 } },
              "c": { "$extends": "{b}" },
              "b": { "$extends": "{a}" },
              "a": { "$type": "number", "x": { "$value": 1 } }
            }
            """#)
        #expect(outcome.messages == [])
        #expect(outcome["d.w"]?.type == .number)
    }

    @Test(arguments: ["#/", "#"])
    func aReferenceToTheDocumentRootIsCircular(pointer: String) {
        let outcome = TokenFixtures.resolve(
            #"{ "n": { "$type": "number", "$value": 1 }, "t": { "$ref": "\#(pointer)" } }"#)
        #expect(
            outcome.errors == [
                "tokens.json:1:51: t: circular reference: $ref \"\(pointer)\" points to the document root, which contains t"
            ])
    }

    @Test func anUnresolvableTokenRefNamesTheRefAndThePointer() {
        let outcome = TokenFixtures.resolve(##"{ "t": { "$ref": "#/does/not/exist" } }"##)
        #expect(
            outcome.errors == [
                "tokens.json:1:10: t: $ref \"#/does/not/exist\" does not resolve: nothing at that pointer (no token or group does.not.exist)"
            ])
    }

    @Test func aRefIntoAPropertyThatExistsSaysItIsAPropertyNotThatNothingIsThere() {
        for pointer in ["#/g/$type", "#/g/$description", "#/$defs/x"] {
            let outcome = TokenFixtures.resolve(
                ##"{ "g": { "$type": "number", "$description": "d", "n": { "$value": 1 } }, "t": { "$ref": "\##(pointer)" } }"##
            )
            let property = pointer.split(separator: "/").first { $0.hasPrefix("$") } ?? ""
            #expect(outcome.errors.count == 1, "\(pointer): \(outcome.errors)")
            #expect(
                outcome.errors.first?.hasSuffix(
                    "t: $ref \"\(pointer)\" points into the \(property) property, which is not a group") == true,
                "\(pointer): \(outcome.errors)")
        }
    }

    @Test func aRefToAnotherFileIsUnsupportedNotMalformed() {
        let outcome = TokenFixtures.resolve(##"{ "t": { "$ref": "base.tokens.json#/n" } }"##)
        #expect(outcome.errors.count == 1)
        let message = outcome.errors.first ?? ""
        #expect(message.contains("unsupported reference base.tokens.json#/n: it names another document"), "\(message)")
        #expect(!message.contains("malformed"), "\(message)")
    }

    @Test func aRefToATokenValueStillWorks() {
        let outcome = TokenFixtures.resolve(
            ##"{ "n": { "$type": "number", "$value": 1 }, "t": { "$ref": "#/n/$value" } }"##)
        #expect(outcome.messages == [])
        #expect(outcome["t"]?.value == .number(1))
    }

    @Test func anEmptyGradientIsAnError() {
        let outcome = TokenFixtures.resolve(#"{ "g": { "$type": "gradient", "$value": [] } }"#)
        #expect(outcome.errors.count == 1)
        #expect(
            outcome.errors.first?.hasSuffix("g: invalid gradient: a gradient needs at least one stop, found []")
                == true,
            "\(outcome.errors)")
        #expect(outcome["g"] == nil)
    }
}

@Suite("Resolver documents against the 2025.10 schema")
struct ResolverSchemaConformanceTests {
    @Test func anEmptyResolutionOrderIsAnError() {
        let findings = ResolverFixtures.validate(#"{"version": "2025.10", "resolutionOrder": []}"#)
        #expect(
            findings == [
                "app.resolver.json:1:24: resolutionOrder: resolutionOrder must list at least one set or modifier"
            ])
    }

    @Test func anUnknownPropertyInASetIsAnError() {
        let findings = ResolverFixtures.validate(
            ##"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "base.json"}], "source": []}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}"##,
            files: ["base.json": ResolverFixtures.base])
        #expect(
            findings == [
                "app.resolver.json:1:75: sets.s.source: unknown set property 'source' (a set has $extensions, description, sources)"
            ])
    }

    @Test func anUnknownPropertyInAModifierIsAnError() {
        let findings = ResolverFixtures.validate(
            ##"{"version": "2025.10", "modifiers": {"m": {"contexts": {"a": [], "b": []}, "defualt": "a"}}, "resolutionOrder": [{"$ref": "#/modifiers/m"}]}"##
        )
        #expect(
            findings == [
                "app.resolver.json:1:76: modifiers.m.defualt: unknown modifier property 'defualt' (a modifier has $extensions, contexts, default, description)"
            ])
    }

    @Test func anInlineSetMayHaveANameAndAType() {
        let findings = ResolverFixtures.validate(
            #"{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "s", "description": "x", "sources": [{"$ref": "base.json"}], "extra": 1}]}"#,
            files: ["base.json": ResolverFixtures.base])
        #expect(findings.count == 1)
        #expect(
            findings.first?.contains(
                "resolutionOrder[0].extra: unknown set property 'extra' (a set has $extensions, description, name, sources, type)"
            ) == true,
            "\(findings)")
    }
}
