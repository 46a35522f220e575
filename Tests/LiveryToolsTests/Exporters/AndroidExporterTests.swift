import LiveryCore
import LiveryTools
import Testing

@Suite("Android exporter")
struct AndroidExporterTests {
    static func render(_ source: any ThemeSource) throws -> [String: String] {
        let files = try Exporter.android.render(ExportRequest(source: source))
        return Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.text) })
    }

    static func table(_ light: [String: ResolvedToken], _ dark: [String: ResolvedToken]) -> ThemeTable {
        ThemeTable(contexts: ["light": light, "dark": dark], order: ["light", "dark"])
    }

    @Test("a typography's font-size dimension does not take the name of another token's dimension")
    func typographyNameCollision() throws {
        let typography = ResolvedToken(
            type: .typography,
            value: .typography(Typography(fontFamily: ["Inter"], fontSize: .init(17, .px), fontWeight: 400)))
        let size = ResolvedToken(type: .dimension, value: .dimension(Dimension(12, .px)))
        let tokens = ["type-body": typography, "type.body.font-size": size]
        let dimens = try #require(try Self.render(Self.table(tokens, tokens))["values/dimens.xml"])
        #expect(dimens.contains("<dimen name=\"type_body_font_size\">12dp</dimen>"), "\(dimens)")
        #expect(dimens.contains("<dimen name=\"type_body_font_size_2\">17sp</dimen>"), "\(dimens)")
        #expect(dimens.components(separatedBy: "name=\"type_body_font_size\"").count == 2, "one resource per name")
    }

    @Test("writes values and values-night resources as the golden files")
    func matchesGolden() throws {
        try GoldenFiles.assertMatches(try Exporter.android.render(ExportFixture.request), format: "android")
    }

    @Test("writes translucent colors alpha first, opaque ones without alpha")
    func hexOrder() throws {
        let tokens = [
            "scrim": ResolvedToken(type: .color, value: .color(Color(.srgb, 1, 0, 0, alpha: 0.5))),
            "ink": ResolvedToken(type: .color, value: .color(Color(.srgb, 0, 0, 1))),
        ]
        let colors = try #require(try Self.render(Self.table(tokens, tokens))["values/colors.xml"])
        #expect(colors.contains("<color name=\"scrim\">#80FF0000</color>"))
        #expect(colors.contains("<color name=\"ink\">#0000FF</color>"))
    }

    @Test("makes valid snake_case resource names")
    func names() throws {
        let color = ResolvedToken(type: .color, value: .color(Color(.srgb, 0, 0, 0)))
        let tokens = ["color.textPrimary": color, "2xl.bg": color, "default": color, "a.b-c": color, "a.b.c": color]
        let colors = try #require(try Self.render(Self.table(tokens, tokens))["values/colors.xml"])
        for name in ["color_text_primary", "token_2xl_bg", "default_", "a_b_c", "a_b_c_2"] {
            #expect(colors.contains("<color name=\"\(name)\">"), "\(name)")
        }
    }

    @Test("puts only the dimensions that change at night in values-night")
    func nightDimensions() throws {
        let light = [
            "gap": ResolvedToken(type: .dimension, value: .dimension(Dimension(1, .rem))),
            "pad": ResolvedToken(type: .dimension, value: .dimension(Dimension(4, .px))),
        ]
        var dark = light
        dark["gap"] = ResolvedToken(type: .dimension, value: .dimension(Dimension(20, .px)))
        let files = try Self.render(Self.table(light, dark))
        #expect(files["values/dimens.xml"]?.contains("<dimen name=\"gap\">16dp</dimen>") == true)
        #expect(files["values-night/dimens.xml"]?.contains("<dimen name=\"gap\">20dp</dimen>") == true)
        #expect(files["values-night/dimens.xml"]?.contains("pad") == false)
    }
}
