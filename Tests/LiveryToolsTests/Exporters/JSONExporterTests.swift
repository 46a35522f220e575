import LiveryCore
import LiveryTools
import Testing

@Suite("JSON exporter")
struct JSONExporterTests {
    @Test("writes every combination's resolved tokens as the golden file")
    func matchesGolden() throws {
        try GoldenFiles.assertMatches(try Exporter.json.render(ExportFixture.request), format: "json")
    }

    @Test("reads back its own output as the same themes")
    func roundTrips() throws {
        let file = try #require(try Exporter.json.render(ExportFixture.request).first)
        let table = try ResolvedThemeJSON.decodeThemes(try JSONParser.parse(file.text))
        #expect(table.modifiers == ExportFixture.modifiers)
        for input in ExportFixture.table.allInputs {
            let original = try ExportFixture.table.theme(for: input)
            let decoded = try table.theme(for: input)
            for (name, token) in original.tokens {
                #expect(decoded[name] == token, "\(input): \(name)")
            }
            #expect(decoded.count == original.count, "\(input)")
        }
    }

    @Test("holds a fixed modifier at its context")
    func fixedContexts() throws {
        var options = ExportOptions()
        options.fixedContexts = ["contrast": "high"]
        let file = try #require(
            try Exporter.json.render(ExportRequest(source: ExportFixture.table, options: options)).first)
        let keys = try JSONParser.parse(file.text).objectValue?.keys
        #expect(keys == ["theme=light,contrast=high", "theme=dark,contrast=high"])
    }

    @Test("rejects a fixed context the source does not have")
    func unknownFixedContext() {
        var options = ExportOptions()
        options.fixedContexts = ["contrast": "medium"]
        #expect(throws: ExportError.unknownContext("medium", modifier: "contrast", known: ["normal", "high"])) {
            try Exporter.json.render(ExportRequest(source: ExportFixture.table, options: options))
        }
    }

    @Test("names the member at fault when a payload token is malformed")
    func decodeErrorPath() throws {
        let json = try JSONParser.parse(
            #"{"theme=dark": {"size.m": {"type": "dimension", "value": {"value": 4, "unit": "pt"}}}}"#)
        #expect(
            throws: Diagnostic.error(
                "invalid dimension: unit 'pt' is not px or rem", path: "theme=dark.size.m.value.unit")
        ) {
            try ResolvedThemeJSON.decodeThemes(json)
        }
    }

    @Test("writes colors with their sRGB hex, translucent ones with alpha")
    func colorHex() throws {
        let theme = try ExportFixture.table.theme(for: ExportFixture.table.defaultInput)
        let overlay = try #require(theme["color.overlay"])
        #expect(ResolvedThemeJSON.encode(overlay)["hex"] == "#00000080")
        let background = try #require(theme["color.background"])
        #expect(ResolvedThemeJSON.encode(background)["hex"] == "#ffffff")
    }
}
