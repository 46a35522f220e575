import Foundation
import LiveryCore
import LiveryTestSupport
import LiveryTools
import Testing

@Suite("livery resolve")
struct ResolveCommandTests {
    @Test func defaultInputIsEveryModifiersDefaultContext() throws {
        let (status, io) = livery("resolve", TestPaths.exampleResolver)
        #expect(status == 0, "\(io.standardError)")
        let json = try JSONParser.parse(io.standardOutput)
        #expect(json.objectValue?.keys == ["theme=light,contrast=normal,brand=default"])
    }

    @Test func outputIsTheResolvedThemePayloadOfTheChosenInput() throws {
        let (status, io) = livery(
            "resolve", TestPaths.exampleResolver, "--input", "theme=dark", "--input", "brand=acme")
        #expect(status == 0, "\(io.standardError)")
        let resolver = try Resolver(path: TestPaths.exampleResolver)
        let theme = try resolver.theme(
            for: ResolverInput([("theme", "dark"), ("contrast", "normal"), ("brand", "acme")]))
        #expect(io.standardOutput == JSONWriter.string(ResolvedThemeJSON.encode([theme])))
    }

    @Test func colorTokensCarryTypeValueAndHex() throws {
        let (_, io) = livery("resolve", TestPaths.exampleResolver, "--input", "theme=dark")
        let json = try JSONParser.parse(io.standardOutput)
        let token = try #require(json["theme=dark,contrast=normal,brand=default"]?["palette.neutral.0"])
        #expect(token["type"] == "color")
        #expect(token["hex"] == "#ffffff")
        #expect(token["value"]?["colorSpace"] == "srgb")
        #expect(token["value"]?["components"] == [1, 1, 1])
    }

    @Test func allIsByteIdenticalToTheJSONExport() throws {
        let (status, io) = livery("resolve", TestPaths.exampleResolver, "--all")
        #expect(status == 0, "\(io.standardError)")
        let files = try Exporter.json.render(ExportRequest(source: try Resolver(path: TestPaths.exampleResolver)))
        #expect(files.count == 1)
        #expect(io.standardOutput == files.first?.text)
        #expect(try JSONParser.parse(io.standardOutput).objectValue?.count == 8)
    }

    @Test func allWithAnInputKeepsTheCombinationsThatAgree() throws {
        let (status, io) = livery("resolve", TestPaths.exampleResolver, "--all", "--input", "brand=acme")
        #expect(status == 0, "\(io.standardError)")
        #expect(
            try JSONParser.parse(io.standardOutput).objectValue?.keys == [
                "theme=light,contrast=normal,brand=acme", "theme=light,contrast=high,brand=acme",
                "theme=dark,contrast=normal,brand=acme", "theme=dark,contrast=high,brand=acme",
            ])
    }

    @Test func tableAlignsNameTypeAndValueColumns() throws {
        let folder = try TemporaryFolder("cli")
        defer { folder.remove() }
        let file = try folder.write(
            "small.tokens.json",
            text: #"""
                {"color": {"$type": "color", "accent": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0], "alpha": 0.5}}},
                 "space": {"gap": {"$type": "dimension", "$value": {"value": 8, "unit": "px"}}},
                 "motion": {"fast": {"$type": "duration", "$value": {"value": 120, "unit": "ms"}}},
                 "font": {"body": {"$type": "fontFamily", "$value": "Inter"}}}
                """#)
        let (status, io) = livery("resolve", file, "--format", "table")
        #expect(status == 0, "\(io.standardError)")
        #expect(
            io.standardOutput == """
                name          type        value
                color.accent  color       #ff000080
                space.gap     dimension   8px
                motion.fast   duration    120ms
                font.body     fontFamily  Inter

                """)
    }

    @Test func tableOfSeveralThemesHeadsEachWithItsInput() {
        let (status, io) = livery("resolve", TestPaths.exampleResolver, "--all", "--format", "table")
        #expect(status == 0)
        let headings = io.standardOutput.split(separator: "\n").filter { $0.hasPrefix("theme=") }
        #expect(headings.count == 8)
        #expect(io.standardOutput.hasPrefix("theme=light,contrast=normal,brand=default\nname "))
    }

    /// The resolver module: an input must choose a context for every modifier without a
    /// default; the CLI never falls back to the first context in silence.
    @Test func aModifierWithoutADefaultMustBeChosen() throws {
        let folder = try TemporaryFolder("cli")
        defer { folder.remove() }
        try folder.write("light.tokens.json", text: ##"{"bg": {"$type": "color", "$value": "#ffffff"}}"##)
        try folder.write("dark.tokens.json", text: ##"{"bg": {"$type": "color", "$value": "#000000"}}"##)
        let resolver = try folder.write(
            "app.resolver.json",
            text: #"""
                {"version": "2025.10",
                 "modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.tokens.json"}],
                                                      "dark": [{"$ref": "dark.tokens.json"}]}}},
                 "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}
                """#)
        let (status, io) = livery("resolve", resolver)
        #expect(status == 1)
        #expect(io.standardOutput == "")
        #expect(
            io.standardError.contains(
                "no context chosen for modifier 'theme', which has no default (contexts: light, dark)"),
            "\(io.standardError)")
        let (chosen, chosenIO) = livery("resolve", resolver, "--input", "theme=dark")
        #expect(chosen == 0, "\(chosenIO.standardError)")
        #expect(try JSONParser.parse(chosenIO.standardOutput)["theme=dark"]?["bg"]?["hex"] == "#000000")
    }

    @Test func unknownContextIsAUsageErrorListingTheContexts() {
        let (status, io) = livery("resolve", TestPaths.exampleResolver, "--input", "theme=dusk")
        #expect(status == 2)
        #expect(io.standardOutput == "")
        #expect(
            io.standardError.hasPrefix(
                "Error: modifier 'theme' has no context 'dusk'; contexts: light, dark\nUsage: livery resolve "))
    }

    @Test func unknownModifierIsAUsageErrorListingTheModifiers() {
        let (status, io) = livery("resolve", TestPaths.exampleResolver, "--input", "mood=calm")
        #expect(status == 2)
        #expect(io.standardError.hasPrefix("Error: unknown modifier 'mood'; modifiers: theme, contrast, brand\n"))
    }

    @Test func aBareContextNameChoosesTheModifierThatHasIt() {
        let (bare, bareIO) = livery("resolve", TestPaths.exampleResolver, "--input", "dark")
        let (qualified, qualifiedIO) = livery("resolve", TestPaths.exampleResolver, "--input", "theme=dark")
        #expect(bare == 0 && qualified == 0)
        #expect(bareIO.standardOutput == qualifiedIO.standardOutput)
    }

    @Test func aBareContextNoModifierHasIsAUsageErrorListingTheContexts() {
        let (status, io) = livery("resolve", TestPaths.exampleResolver, "--input", "dusk")
        #expect(status == 2)
        #expect(
            io.standardError.hasPrefix(
                "Error: no modifier has a context 'dusk'; contexts: theme: light, dark; contrast: normal, high; brand: default, acme\n"
            ))
    }

    @Test func inputWithAnEmptySideIsAUsageError() {
        let (status, io) = livery("resolve", TestPaths.exampleResolver, "--input", "theme=")
        #expect(status == 2)
        #expect(
            io.standardError.hasPrefix(
                "Error: --input: 'theme=' has an empty name; expected a context, modifier=context pairs separated by commas, or *\n"
            ))
    }

    @Test func aModifierChosenTwiceAcrossInputsIsAUsageError() {
        let (status, io) = livery(
            "resolve", TestPaths.exampleResolver, "--input", "theme=dark", "--input", "theme=light")
        #expect(status == 2)
        #expect(io.standardError.hasPrefix("Error: --input: 'theme' is chosen twice\n"))
    }

    @Test func unresolvableTokenIsReportedAndNothingIsPrinted() throws {
        let folder = try TemporaryFolder("cli")
        defer { folder.remove() }
        let file = try folder.write("broken.tokens.json", text: #"{"a": {"$type": "color", "$value": "{b}"}}"#)
        let (status, io) = livery("resolve", file)
        #expect(status == 1)
        #expect(io.standardOutput == "")
        #expect(io.standardError.hasPrefix("error: \(file):1:2: a: "), "\(io.standardError)")
    }
}
