import LiveryCore
import Testing

@Suite("Image tokens in strict DTCG")
struct ImageTokenTests {
    static let file = #"""
        {
          "icon": {
            "logo": {
              "$type": "fontFamily",
              "$value": "logo-light",
              "$extensions": { "dev.livery": { "kind": "image" } }
            },
            "brand": { "$value": "{icon.logo}", "$extensions": { "dev.livery": { "kind": "image" } } },
            "plain": { "$value": "{icon.logo}" }
          }
        }
        """#

    @Test func aMarkedFontFamilyStringIsAnImageAndPassesStrictValidation() throws {
        let outcome = TokenFixtures.resolve(Self.file, mode: .strict)
        #expect(outcome.messages == [])
        #expect(outcome["icon.logo"]?.imageName == "logo-light")
        #expect(outcome["icon.brand"]?.imageName == "logo-light")
        // The mark belongs to the token, not its value: an alias without it is a font family.
        #expect(outcome["icon.plain"]?.imageName == nil)
    }

    @Test func anUnmarkedFontFamilyIsNoImage() {
        let font = ResolvedToken(type: .fontFamily, value: .fontFamily(["Inter"]))
        #expect(font.imageName == nil)
        #expect(!font.isImage)
    }

    @Test func theOlderNonStandardTypeWithAStringIsStillAnImage() {
        #expect(ResolvedToken(type: .unknown("image"), value: .opaque(.string("cat"))).imageName == "cat")
        #expect(ResolvedToken(type: .unknown("image"), value: .opaque(.number(1))).imageName == nil)
    }

    @Test func theMarkSurvivesTheResolvedPayloadFormat() throws {
        let token = ResolvedToken.image("logo-dark")
        let decoded = try ResolvedThemeJSON.decodeToken(ResolvedThemeJSON.encode(token), path: "icon.logo")
        #expect(decoded.imageName == "logo-dark")
    }
}
