import LiveryCore
import LiveryTools
import Testing

@Suite("CSS exporter")
struct CSSExporterTests {
    @Test("a typography's member properties do not take another token's property")
    func typographyMemberCollision() throws {
        let typography = ResolvedToken(
            type: .typography,
            value: .typography(Typography(fontFamily: ["Inter"], fontSize: .init(17, .px), fontWeight: 400)))
        let size = ResolvedToken(type: .dimension, value: .dimension(Dimension(12, .px)))
        let tokens = ["type.body": typography, "type.body-font-size": size]
        let table = ThemeTable(contexts: ["light": tokens], order: ["light"])
        let css = try #require(try Exporter.css.render(ExportRequest(source: table)).first?.text)
        #expect(
            css.components(separatedBy: "--type-body-font-size:").count == 2, "one declaration per property: \(css)")
        #expect(css.contains("--type-body-font-size: 12px"), "\(css)")
        #expect(css.contains("--type-body-2-font-size: 17px"), "\(css)")
    }

    @Test("writes the rule-per-combination and light-dark() stylesheets as the golden files")
    func matchesGolden() throws {
        try GoldenFiles.assertMatches(try Exporter.css.render(ExportFixture.request), format: "css")
    }
}

extension CSSExporterTests {
    static func render(
        _ source: any ThemeSource, options: ExportOptions = ExportOptions()
    ) throws -> (main: String, lightDark: String) {
        let files = try Exporter.css.render(ExportRequest(source: source, options: options))
        return (files[0].text, files[1].text)
    }

    static func color(_ hex: String) -> ResolvedToken {
        let digits = Array(hex.dropFirst()).map { Double($0.hexDigitValue ?? 0) }
        return ResolvedToken(
            type: .color,
            value: .color(
                Color(
                    .srgb, (digits[0] * 16 + digits[1]) / 255, (digits[2] * 16 + digits[3]) / 255,
                    (digits[4] * 16 + digits[5]) / 255)))
    }

    @Test("selects an extra theme context by its data attribute")
    func extraTheme() throws {
        let table = ThemeTable(
            contexts: [
                "light": ["bg": Self.color("#ffffff")], "dark": ["bg": Self.color("#000000")],
                "dim": ["bg": Self.color("#333333")],
            ], order: ["light", "dark", "dim"])
        let css = try Self.render(table).main
        #expect(css.contains("[data-theme=\"dim\"] {\n  --bg: #333333;\n}"))
        #expect(
            css.contains(
                "@media (prefers-color-scheme: dark) {\n  :root:not([data-theme]) {\n    --bg: #000000;\n  }\n}"))
    }

    @Test("keeps separate dark rules in the light-dark sheet when a value differs in more than color")
    func lightDarkFallback() throws {
        let table = ThemeTable(
            contexts: [
                "light": ["gap": ResolvedToken(type: .dimension, value: .dimension(Dimension(8, .px)))],
                "dark": ["gap": ResolvedToken(type: .dimension, value: .dimension(Dimension(12, .px)))],
            ], order: ["light", "dark"])
        let css = try Self.render(table).lightDark
        #expect(css.contains(":root {\n  color-scheme: light dark;\n  --gap: 8px;\n}"))
        #expect(css.contains("[data-theme=\"dark\"] {\n  --gap: 12px;\n}"))
    }

    @Test("suffixes custom property names that collide after sanitising")
    func collisions() throws {
        let table = ThemeTable(contexts: ["light": ["a.b-c": Self.color("#000000"), "a-b.c": Self.color("#ffffff")]])
        let css = try Self.render(table).main
        #expect(css.contains("--a-b-c: #ffffff;"))
        #expect(css.contains("--a-b-c-2: #000000;"))
    }

    @Test("names the fixed contexts of other modifiers in the header")
    func fixedContextsInHeader() throws {
        let table = ThemeTable(
            modifiers: [
                ModifierDescription(name: "brand", contexts: ["base", "acme"]),
                ModifierDescription(name: "theme", contexts: ["light"]),
            ],
            themes: [
                ResolverInput([("brand", "base"), ("theme", "light")]): ["bg": Self.color("#ffffff")],
                ResolverInput([("brand", "acme"), ("theme", "light")]): ["bg": Self.color("#ff0000")],
            ])
        var options = ExportOptions()
        options.fixedContexts = ["brand": "acme"]
        let css = try Self.render(table, options: options).main
        #expect(css.contains(" * Fixed contexts: brand=acme\n"))
        #expect(css.contains("--bg: #ff0000;"))
    }
}
