import LiveryCore
import Testing

/// `ResolvedThemeJSON.bytes` writes the themes straight to text; it must be byte for byte what
/// writing the `encode` tree gives.
@Suite struct ResolvedThemeJSONWritingTests {
    static let outcome = TokenFixtures.resolve(
        #"""
        {
          "color": {
            "$type": "color",
            "bg": { "$value": { "colorSpace": "srgb", "components": [0.1, 0.5, 1], "hex": "#1a80ff" }, "$description": "Page\nbackground" },
            "glass": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1], "alpha": 0.25 } },
            "wide": { "$value": { "colorSpace": "display-p3", "components": [1, 0, 0] }, "$deprecated": true },
            "grey": { "$value": { "colorSpace": "oklch", "components": [0.5, 0, "none"] }, "$deprecated": "Use \"bg\"" },
            "tagged": { "$value": "{color.bg}", "$extensions": { "com.example": { "role": ["surface", 2], "empty": {} } } }
          },
          "space": { "$type": "dimension", "base": { "$value": { "value": 4, "unit": "px" } } },
          "type": {
            "body": { "$type": "typography", "$value": { "fontFamily": ["Inter", "sans-serif"], "fontSize": { "value": 16, "unit": "px" }, "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.5 } }
          }
        }
        """#)

    static func themes() throws -> [ResolvedTheme] {
        let theme = try #require(outcome.theme)
        let empty = ResolvedTheme(input: ResolverInput([("theme", "empty")]), names: theme.names, tokens: [:])
        let dark = ResolvedTheme(
            input: ResolverInput([("theme", "dark")]), names: theme.names,
            tokens: Dictionary(uniqueKeysWithValues: theme.tokens.map { ($0.name, $0.token) }))
        return [theme, empty, dark]
    }

    @Test func writesWhatTheEncodedTreeWrites() throws {
        #expect(Self.outcome.errors == [])
        let themes = try Self.themes()
        let direct = String(decoding: ResolvedThemeJSON.bytes(themes), as: UTF8.self)
        #expect(direct == JSONWriter.string(ResolvedThemeJSON.encode(themes)))
    }

    @Test func writesNoThemesAsAnEmptyObject() {
        #expect(ResolvedThemeJSON.bytes([]) == Array("{}\n".utf8))
    }

    @Test func keepsOneMemberForThemesOfOneInput() throws {
        let theme = try #require(Self.outcome.theme)
        let direct = String(decoding: ResolvedThemeJSON.bytes([theme, theme]), as: UTF8.self)
        #expect(direct == JSONWriter.string(ResolvedThemeJSON.encode([theme, theme])))
    }
}
