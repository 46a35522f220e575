import LiveryCore
import Testing

@Suite struct ResolvedOutputTests {
    static let outcome = TokenFixtures.resolve(
        #"""
        {
          "space": { "$type": "dimension", "base": { "$value": { "value": 4, "unit": "px" }, "$description": "Base unit" } },
          "alias": { "$value": "{space.base}", "$deprecated": "Use space.base" },
          "font": { "$type": "fontFamily", "ui": { "$value": ["Inter", "sans-serif"] } }
        }
        """#)

    @Test func nestedDocumentHasResolvedValuesInGroups() throws {
        let document = try #require(Self.outcome.theme).dtcgDocument()
        #expect(
            document["space"]?["base"] == [
                "$type": "dimension", "$value": ["value": 4, "unit": "px"], "$description": "Base unit",
            ])
        #expect(
            document["alias"] == [
                "$type": "dimension", "$value": ["value": 4, "unit": "px"], "$deprecated": "Use space.base",
            ])
        #expect(document["font"]?["ui"]?["$value"] == ["Inter", "sans-serif"])
    }

    @Test func flatDocumentIsKeyedByFullName() throws {
        let document = try #require(Self.outcome.theme).dtcgDocument(nested: false)
        #expect(document.objectValue?.keys == ["space.base", "alias", "font.ui"])
    }

    @Test func resolvedDocumentReadsBackToTheSameValues() throws {
        let theme = try #require(Self.outcome.theme)
        let reread = TokenFixtures.resolve(JSONWriter.string(theme.dtcgDocument()), mode: .strict)
        #expect(reread.errors == [])
        for (name, token) in theme.tokens {
            #expect(reread[name]?.value == token.value, "\(name)")
        }
    }
}
