import Foundation
import LiveryCore
import LiveryTestSupport
import Testing

@testable import LiveryCLI

@Suite("livery import")
struct ImportCommandTests {
    private let androidLight = """
        <?xml version="1.0" encoding="utf-8"?>
        <resources>
            <color name="background">#FFFFFF</color>
            <color name="text">#202020</color>
        </resources>
        """
    private let androidDark = """
        <?xml version="1.0" encoding="utf-8"?>
        <resources>
            <color name="background">#101010</color>
            <color name="text">#F0F0F0</color>
        </resources>
        """

    @Test func helpListsEveryFormatWithItsSummaryApart() {
        let help = livery("import", "--help").io.standardOutput
        for importer in ImportCommand.registry.entries {
            // The id, at least two spaces, the summary: `style-dictionaryStyle …` reads as one word.
            #expect(help.contains("  \(importer.id)  "), "\(importer.id) in:\n\(help)")
            #expect(help.contains(importer.summary))
        }
    }

    @Test func aContextTwoFilesDeclareNamesBothFiles() throws {
        // `Sem.Light` and `Sem.light` are one context, `light`, of the modifier `sem`.
        let folder = try TemporaryFolder("cli")
        defer { folder.remove() }
        let token = #"{"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}}"#
        let upper = try folder.write("Sem.Light.tokens.json", text: token)
        let lower = try folder.write("Sem.light.tokens.json", text: token)
        let (status, io) = livery("import", "--from", "figma", upper, lower, "-o", folder.path + "/out")
        #expect(status == 1)
        #expect(
            io.standardError.contains(
                #"modifiers.sem: the context "light" is declared twice (read from \#(upper), \#(lower))"#),
            "\(io.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/out"))
    }

    @Test func androidResourcesBecomeAResolverThatValidates() throws {
        let folder = try TemporaryFolder("cli")
        defer { folder.remove() }
        try folder.write("res/values/colors.xml", text: androidLight)
        try folder.write("res/values-night/colors.xml", text: androidDark)
        let output = folder.path + "/tokens"
        let (status, io) = livery("import", "--from", "android", folder.path + "/res", "-o", output, "--name", "App")
        #expect(status == 0, "\(io.standardError)")
        let files = folder.files(under: "tokens")
        #expect(files.contains("App.resolver.json"), "\(files)")
        #expect(io.standardOutput == "wrote \(files.count) files to \(output)\n")
        let check = livery("validate", output + "/App.resolver.json")
        #expect(check.status == 0, "\(check.io.standardError)")
        let resolved = try JSONParser.parse(
            livery("resolve", output + "/App.resolver.json", "--input", "theme=dark").io.standardOutput)
        #expect(resolved["theme=dark"]?["background"]?["hex"] == "#101010")
    }

    @Test("a Tokens Studio folder imports to a resolver that validate --strict accepts; a broken one writes nothing")
    func tokensStudioFolder() throws {
        let folder = try TemporaryFolder("cli")
        defer { folder.remove() }
        try folder.write(
            "ds/core.json",
            text: ##"{"ink": {"value": "#111111", "type": "color"}, "paper": {"value": "#fafafa", "type": "color"}}"##)
        try folder.write("ds/light.json", text: #"{"bg": {"value": "{paper}", "type": "color"}}"#)
        try folder.write("ds/dark.json", text: #"{"bg": {"value": "{ink}", "type": "color"}}"#)
        try folder.write(
            "ds/$themes.json",
            text:
                #"[{"name": "Light", "selectedTokenSets": {"core": "source", "light": "enabled"}}, {"name": "Dark", "selectedTokenSets": {"core": "source", "dark": "enabled"}}]"#
        )
        let output = folder.path + "/tokens"
        let (status, io) = livery("import", "--from", "tokens-studio", folder.path + "/ds", "-o", output)
        #expect(status == 0, "\(io.standardError)")
        let check = livery("validate", "--strict", output + "/TokensStudio.resolver.json")
        #expect(check.status == 0, "\(check.io.standardError)")
        let resolved = try JSONParser.parse(
            livery("resolve", output + "/TokensStudio.resolver.json", "--input", "theme=dark").io.standardOutput)
        #expect(resolved["theme=dark"]?["bg"]?["hex"] == "#111111")

        try folder.write("ds/dark.json", text: "{\"bg\": {\"value\": \"{ink} * 2\",\n \"type\": \"spacing\"}}")
        let broken = folder.path + "/broken"
        let failed = livery("import", "--from", "tokens-studio", folder.path + "/ds", "-o", broken)
        #expect(failed.status == 1)
        #expect(
            failed.io.standardError.contains("\(folder.path)/ds/dark.json:1:1: bg: cannot evaluate"),
            "\(failed.io.standardError)")
        #expect(!FileManager.default.fileExists(atPath: broken))
    }

    @Test func exportThenImportGivesBackTheTokens() throws {
        let folder = try TemporaryFolder("cli")
        defer { folder.remove() }
        #expect(
            livery("export", TestPaths.exampleResolver, "-f", "xcassets", "-o", folder.path + "/export").status == 0)
        let (status, io) = livery(
            "import", "--from", "xcassets", folder.path + "/export/Colors.xcassets", "-o", folder.path + "/import")
        #expect(status == 0, "\(io.standardError)")
        #expect(livery("validate", folder.path + "/import/Colors.resolver.json").status == 0)
    }

    @Test func malformedInputIsAnErrorThatSaysWhereAndWritesNothing() throws {
        let folder = try TemporaryFolder("cli")
        defer { folder.remove() }
        try folder.write("res/values/colors.xml", text: "<resources><color name=\"a\">#FFF</colour></resources>")
        let output = folder.path + "/tokens"
        let (status, io) = livery("import", "--from", "android", folder.path + "/res", "-o", output)
        #expect(status == 1)
        #expect(io.standardOutput == "")
        #expect(io.standardError.hasPrefix("error: \(folder.path)/res/values/colors.xml"), "\(io.standardError)")
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test(arguments: [
        #"<?xml version="1.0" encoding="utf-8"?><?note only a processing instruction?><resources/>"#,
        "<resources><!-- nothing here --></resources>",
    ])
    func aValidFileWithNothingToImportIsAnErrorAndWritesNothing(text: String) throws {
        let folder = try TemporaryFolder("cli")
        defer { folder.remove() }
        try folder.write("res/values/colors.xml", text: text)
        let output = folder.path + "/tokens"
        let (status, io) = livery("import", "--from", "android", folder.path + "/res", "-o", output)
        #expect(status == 1)
        #expect(io.standardOutput == "")
        #expect(
            io.standardError.contains("found no tokens to import in \(folder.path)/res/values/colors.xml"),
            "\(io.standardError)")
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    /// These inputs crashed the process inside FoundationXML.
    @Test(
        arguments: [
            (Array("<resources><?x?><color name=\"a\">#FFF</color></resources>".utf8), nil),
            (Array("<resources>\n<!-- ".utf8) + [0xFF] + Array(" -->\n</resources>".utf8), "2:6"),
            (Array("<resources><co".utf8) + [0xFF] + Array("lor name=\"a\">#FFF</color></resources>".utf8), "1:15"),
        ] as [([UInt8], String?)])
    func inputsThatCrashedTheXMLParserImportOrFailWithTheirPlace(bytes: [UInt8], place: String?) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("res/values/colors.xml", bytes: bytes)
        let (status, io) = livery("import", "--from", "android", folder.path + "/res", "-o", folder.path + "/tokens")
        if let place {
            #expect(status == 1)
            #expect(
                io.standardError
                    == "error: \(file):\(place): invalid XML: the file is not UTF-8 text (an invalid byte)\n")
        } else {
            #expect(status == 0, "\(io.standardError)")
        }
    }

    @Test func missingPathIsAnErrorNamingIt() {
        let (status, io) = livery("import", "--from", "android", "/nonexistent/res", "-o", "/tmp/never")
        #expect(status == 1)
        #expect(io.standardError == "error: /nonexistent/res: no such file or folder\n")
    }

    @Test func unknownFormatIsAUsageError() {
        let (status, io) = livery("import", "--from", "sketch", "x", "-o", "/tmp/never")
        #expect(status == 2)
        #expect(io.standardError.hasPrefix("Error: The value 'sketch' is invalid for '--from'; expected one of: "))
    }
}

@Suite("livery import without --from")
struct ImportDetectionTests {
    @Test func assetCatalogIsRecognisedWithoutNamingTheFormat() throws {
        let folder = try TemporaryFolder("cli")
        defer { folder.remove() }
        #expect(
            livery("export", TestPaths.exampleResolver, "-f", "xcassets", "-o", folder.path + "/export").status == 0)
        let (status, io) = livery("import", folder.path + "/export/Colors.xcassets", "-o", folder.path + "/import")
        #expect(status == 0, "\(io.standardError)")
        #expect(folder.files(under: "import").contains("Colors.resolver.json"))
    }

    @Test func unrecognisedFilesAskForTheFormat() throws {
        let folder = try TemporaryFolder("cli")
        defer { folder.remove() }
        let file = try folder.write("notes.md", text: "nothing to import")
        let (status, io) = livery("import", file, "-o", folder.path + "/import")
        #expect(status == 1)
        #expect(
            io.standardError.hasPrefix("error: cannot tell the format of \(file); name it with --from"),
            "\(io.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/import"))
    }
}
