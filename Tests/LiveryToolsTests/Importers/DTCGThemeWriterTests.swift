import LiveryCore
import Testing

@testable import LiveryTools

@Suite("DTCG theme writer")
struct DTCGThemeWriterTests {
    private static let source = ImportSource(file: "in.txt", line: 1)

    private static func token(_ name: String, _ value: ImportedValue, line: Int = 1) -> ImportedToken {
        ImportedToken(
            path: name.split(separator: ".").map(String.init), value: value,
            source: ImportSource(file: "in.txt", line: line))
    }

    private static func theme(light: [ImportedToken], dark: [ImportedToken]) -> ImportedTheme {
        var theme = ImportedTheme(name: "T")
        theme.declareLayer("light")
        theme.declareLayer("dark")
        for token in light { theme.add(token, to: "light") }
        for token in dark { theme.add(token, to: "dark") }
        theme.modifiers = [
            ImportedModifier(
                name: "theme",
                contexts: [
                    ImportedContext(name: "light", layers: ["light"]), ImportedContext(name: "dark", layers: ["dark"]),
                ])
        ]
        return theme
    }

    private static let white = ImportedValue.color(Color(.srgb, 1, 1, 1))

    private static func errors(_ theme: ImportedTheme) -> [Diagnostic] {
        do throws(DiagnosticsError) {
            _ = try DTCGThemeWriter.files(for: theme)
            Issue.record("the theme was written")
            return []
        } catch {
            return error.diagnostics
        }
    }

    @Test func theResolverComesFirstThenOneFilePerLayer() throws {
        let files = try DTCGThemeWriter.files(
            for: Self.theme(light: [Self.token("a", Self.white)], dark: [Self.token("a", Self.white)]))
        #expect(files.map(\.path) == ["T.resolver.json", "tokens/light.tokens.json", "tokens/dark.tokens.json"])
        let resolver = try JSONParser.parse(files[0].contents)
        #expect(resolver["version"] == "2025.10")
        #expect(resolver["resolutionOrder"] == [["$ref": "#/modifiers/theme"]])
    }

    @Test func aGroupOfOneTypeCarriesTheTypeAndRootTokensCarryTheirOwn() throws {
        let tokens = [
            Self.token("bg", Self.white), Self.token("text.body", Self.white), Self.token("text.size", .number(14)),
        ]
        let files = try DTCGThemeWriter.files(for: Self.theme(light: tokens, dark: tokens))
        let light = try JSONParser.parse(files[1].contents)
        #expect(light["bg"]?["$type"] == "color")
        #expect(light["text"]?["$type"] == nil)
        #expect(light["text"]?["size"]?["$type"] == "number")
        let grouped = try DTCGThemeWriter.files(
            for: Self.theme(light: [Self.token("text.a", Self.white), Self.token("text.b", Self.white)], dark: []))
        let json = try JSONParser.parse(grouped[1].contents)
        #expect(json["text"]?["$type"] == "color")
        #expect(json["text"]?["a"]?["$type"] == nil)
    }

    @Test func aNameThatIsBothTokenAndGroupIsAnError() {
        let errors = Self.errors(
            Self.theme(light: [Self.token("a", Self.white), Self.token("a.b", Self.white, line: 7)], dark: []))
        #expect(errors.count == 1)
        #expect(errors.first?.location?.line == 7)
        #expect(errors.first?.message.contains("both a token and a group") == true)
    }

    @Test(arguments: ["$bad", "we{ird}"])
    func namesDTCGReservesAreErrors(name: String) {
        let token = ImportedToken(path: [name], value: Self.white, source: Self.source)
        #expect(Self.errors(Self.theme(light: [token], dark: [])).count == 1)
    }

    @Test func aReferenceMissingInOneContextIsAnError() {
        let alias = Self.token("b", .alias(path: ["a"], type: "color"), line: 3)
        let errors = Self.errors(Self.theme(light: [Self.token("a", Self.white), alias], dark: [alias]))
        #expect(errors.count == 1)
        #expect(errors.first?.message == "the reference {a} names no token in theme=dark")
        #expect(errors.first?.location?.line == 3)
    }

    @Test func aTokenMissingFromOneContextIsAWarning() {
        let theme = Self.theme(
            light: [Self.token("a", Self.white), Self.token("b", Self.white)], dark: [Self.token("a", Self.white)])
        let warnings = theme.coverageWarnings()
        #expect(warnings.count == 1)
        #expect(warnings.first?.path == "b")
        #expect(warnings.first?.message == "theme=dark has no value for this token, which theme=light defines")
        #expect(warnings.first?.file == "in.txt")
    }

    @Test func aOneContextModifierIsWrittenAsASet() throws {
        var theme = ImportedTheme(name: "T")
        theme.add(Self.token("a", Self.white), to: "only")
        theme.modifiers = [ImportedModifier(name: "theme", contexts: [ImportedContext(name: "only", layers: ["only"])])]
        let resolver = try JSONParser.parse(try DTCGThemeWriter.files(for: theme)[0].contents)
        #expect(resolver["modifiers"] == nil)
        #expect(resolver["resolutionOrder"] == [["$ref": "#/sets/only"]])
    }

    @Test func aContextNamingAMissingLayerIsAnError() {
        var theme = Self.theme(light: [], dark: [])
        theme.modifiers[0].contexts.append(ImportedContext(name: "dim", layers: ["dim"]))
        #expect(Self.errors(theme).first?.message.contains("missing layer \"dim\"") == true)
    }

    /// Found by the SwiftTheme and DKNightVersion fuzzers: a theme named `Sequenc,#aaaaaa` was
    /// written as a context the resolver then refused to load.
    @Test(arguments: ["dark,dim", "a=b", "*", " dark"])
    func aThemeNameContextSelectorsCannotSpellIsAnError(name: String) {
        var theme = Self.theme(light: [], dark: [])
        theme.modifiers[0].contexts.append(ImportedContext(name: name, layers: ["dark"]))
        let messages = Self.errors(theme).map(\.message)
        #expect(messages.contains { $0.hasPrefix("the theme name \"\(name)\"") }, "\(messages)")
    }

    @Test func layerFileNamesStayDistinctOnCaseInsensitiveDisks() {
        let names = FileNaming.layerFiles(["Night", "night", "a/b"])
        #expect(names["Night"] == "tokens/Night.tokens.json")
        #expect(names["night"] == "tokens/night-2.tokens.json")
        #expect(names["a/b"] == "tokens/a-b.tokens.json")
    }

    @Test func colorsAreWrittenAsDTCGColorObjects() throws {
        let translucent = ImportedValue.color(Color(.srgb, 1, 0.5, 0, alpha: 0.25))
        let files = try DTCGThemeWriter.files(for: Self.theme(light: [Self.token("a", translucent)], dark: []))
        let value = try JSONParser.parse(files[1].contents)["a"]?["$value"]
        #expect(value == ["colorSpace": "srgb", "components": [1, 0.5, 0], "alpha": 0.25, "hex": "#ff8000"])
    }
}
