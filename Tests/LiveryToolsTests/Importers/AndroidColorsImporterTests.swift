import LiveryCore
import Testing

@testable import LiveryTools

@Suite("Android colors importer")
struct AndroidColorsImporterTests {
    @Test func nightColorsOverrideTheDefaultsInTheDarkContext() throws {
        let output = try ParsedImport(.android, AndroidFixtures.resources)
        #expect(output.contexts() == ["light", "dark"])
        #expect(output.files(ofContext: "dark") == ["tokens/light.tokens.json", "tokens/dark.tokens.json"])
        #expect(output.hex("brand.primary", in: "dark") == "#bb86fc")
        #expect(output.token("brand.secondary", in: "dark") == nil)
        let dark = output.result.theme.tokens(inContext: "dark")
        #expect(dark.count == output.result.theme.tokens(inContext: "light").count)
    }

    @Test func alphaComesFirstInAndroidHex() throws {
        let output = try ParsedImport(.android, AndroidFixtures.resources)
        #expect(output.hex("brand.primary", in: "light") == "#6200ee")
        #expect(output.token("brand.primary", in: "light")?["$value"]?["alpha"] == nil)
        let text = output.token("text.primary", in: "light")?["$value"]
        #expect(text?["hex"] == "#000000")
        #expect(text?["alpha"]?.numberValue == Double(0xDE) / 255)
        let scrim = output.token("scrim", in: "light")?["$value"]
        #expect(scrim?["hex"] == "#000000")
        #expect(scrim?["alpha"]?.numberValue == Double(0x88) / 255)
        #expect(output.hex("background", in: "light") == "#ffffff")
    }

    @Test func colorReferencesBecomeAliases() throws {
        let output = try ParsedImport(.android, AndroidFixtures.resources)
        #expect(output.token("accent", in: "light")?["$value"] == "{brand.secondary}")
        #expect(output.token("accent", in: "light")?["$type"] == "color")
        #expect(output.token("surface", in: "dark")?["$value"] == "{background}")
    }

    @Test func underscoresSplitNamesUnlessThatPassesThroughAnotherColor() throws {
        let output = try ParsedImport(.android, AndroidFixtures.resources)
        let names = output.result.theme.tokens(inContext: "light").map(\.name)
        #expect(names.contains("brand.primary"))
        #expect(names.contains("brand_primary_variant"))
        #expect(names.contains("accent_pressed"))
        #expect(names.contains("text.primary"))
        #expect(output.token("brand", in: "light")?["$type"] == "color")
    }

    @Test func theUnderscoreRuleIsStableAcrossCollections() {
        let paths = TokenPath.android(["a", "a_b", "b_c", "b_c_d", "x__y", "_z"])
        #expect(paths["a"] == ["a"])
        #expect(paths["a_b"] == ["a_b"])
        #expect(paths["b_c"] == ["b", "c"])
        #expect(paths["b_c_d"] == ["b_c_d"])
        #expect(paths["x__y"] == ["x__y"])
        #expect(paths["_z"] == ["_z"])
    }

    @Test func otherResourcesAreIgnored() throws {
        let output = try ParsedImport(.android, AndroidFixtures.resources)
        #expect(output.token("app_name", in: "light") == nil)
        #expect(output.token("padding", in: "light") == nil)
    }

    @Test func outputIsWellFormedDTCG() throws {
        let output = try ParsedImport(.android, AndroidFixtures.resources)
        #expect(DTCGShapeCheck.problems(in: output.documents) == [])
    }

    @Test func withoutNightColorsTheDefaultsAreASet() throws {
        let output = try ParsedImport(.android, [AndroidFixtures.resources[0]])
        #expect(output.resolver?["modifiers"] == nil)
        #expect(output.resolver?["sets"]?["light"]?["sources"]?[0]?["$ref"] == "tokens/light.tokens.json")
        #expect(DTCGShapeCheck.problems(in: output.documents) == [])
    }

    @Test func otherQualifierFoldersAreSkippedWithAWarning() throws {
        let files =
            AndroidFixtures.resources + [
                InputFile(path: "res/values-v31/colors.xml", text: AndroidFixtures.nightColors)
            ]
        let output = try ParsedImport(.android, files)
        #expect(output.result.warnings.contains { $0.file == "res/values-v31/colors.xml" })
        #expect(output.hex("background", in: "light") == "#ffffff")
    }

    @Test func platformReferencesAreSkippedWithAWarning() throws {
        let xml = #"<resources><color name="a">@android:color/white</color><color name="b">#000</color></resources>"#
        let output = try ParsedImport(.android, [InputFile(path: "res/values/colors.xml", text: xml)])
        #expect(output.token("a", in: "light") == nil)
        #expect(output.result.warnings.contains { $0.path == "a" })
    }

    @Test func anUnparsableColorNamesFileLineAndName() {
        let xml = "<resources>\n  <color name=\"ok\">#000</color>\n  <color name=\"bad\">#12345</color>\n</resources>\n"
        let errors = importErrors(.android, [InputFile(path: "res/values/colors.xml", text: xml)])
        #expect(errors.count == 1)
        #expect(errors.first?.file == "res/values/colors.xml")
        #expect(errors.first?.location?.line == 3)
        #expect(errors.first?.path == "bad")
    }

    @Test func aReferenceToAnUnknownColorIsAnError() {
        let xml = "<resources>\n  <color name=\"a\">@color/missing</color>\n</resources>\n"
        let errors = importErrors(.android, [InputFile(path: "res/values/colors.xml", text: xml)])
        #expect(errors.first?.message.contains("@color/missing") == true)
    }

    @Test func aReferenceCycleIsAnError() {
        let xml = "<resources>\n<color name=\"a\">@color/b</color>\n<color name=\"b\">@color/a</color>\n</resources>\n"
        let errors = importErrors(.android, [InputFile(path: "res/values/colors.xml", text: xml)])
        #expect(errors.first?.message.contains("a → b → a") == true)
    }

    @Test func malformedXMLIsReportedWithItsLine() {
        let xml = "<resources>\n  <color name=\"a\">#000</colour>\n</resources>\n"
        let errors = importErrors(.android, [InputFile(path: "res/values/colors.xml", text: xml)])
        #expect(errors.first?.message.hasPrefix("invalid XML") == true)
        #expect(errors.first?.location?.line == 2)
    }

    @Test func aColorDefinedTwiceIsAnError() {
        let xml = "<resources>\n<color name=\"a\">#000</color>\n<color name=\"a\">#fff</color>\n</resources>\n"
        let errors = importErrors(.android, [InputFile(path: "res/values/colors.xml", text: xml)])
        #expect(errors.first?.location?.line == 3)
    }
}

@Suite("Android colors importer: inputs that crashed FoundationXML")
struct AndroidImporterCrashRegressionTests {
    private func errors(_ bytes: [UInt8]) -> [Diagnostic] {
        importErrors(.android, [InputFile(path: "res/values/colors.xml", contents: bytes)])
    }

    @Test func aProcessingInstructionInsideResourcesIsValidXML() throws {
        let output = try ParsedImport(
            .android,
            [
                InputFile(
                    path: "res/values/colors.xml", text: "<resources><?x?><color name=\"a\">#000</color></resources>")
            ])
        #expect(output.hex("a", in: "light") == "#000000")
        // Valid XML with nothing to import is an error, not an empty resolver.
        #expect(
            errors(Array("<resources><?x?></resources>".utf8)).map(\.message) == [
                "found no tokens to import in res/values/colors.xml (the android importer read it, and nothing is written)"
            ])
    }

    @Test func byte0xFFInACommentIsAnErrorWithFileAndLine() {
        let found = errors(Array("<resources>\n<!-- ".utf8) + [0xFF] + Array(" -->\n</resources>".utf8))
        #expect(found.count == 1)
        #expect(
            found.first?.description
                == "res/values/colors.xml:2:6: invalid XML: the file is not UTF-8 text (an invalid byte)")
    }

    @Test func byte0xFFInAnElementNameIsAnErrorWithFileAndLine() {
        let found = errors(
            Array("<resources><co".utf8) + [0xFF] + Array("lor name=\"a\">#000</color></resources>".utf8))
        #expect(found.first?.file == "res/values/colors.xml")
        #expect(found.first?.location == SourceLocation(line: 1, column: 15))
    }

    @Test func aRootOtherThanResourcesIsNamed() {
        let found = errors(Array("<?xml version=\"1.0\"?>\n<colors/>".utf8))
        #expect(
            found.first?.description
                == "res/values/colors.xml:2:1: an Android values file has a <resources> root element, not <colors>")
    }

    @Test func aColorWithoutANameIsAnErrorAtItsLine() {
        let found = errors(Array("<resources>\n\n<color>#000</color></resources>".utf8))
        #expect(found.first?.description == "res/values/colors.xml:3:1: a <color> without a name")
    }

    @Test func aDocumentTypeDeclarationIsRefused() {
        let found = errors(Array("<!DOCTYPE r [<!ENTITY a \"&#38;#38;\">]><resources>&a;</resources>".utf8))
        #expect(found.first?.message.contains("<!DOCTYPE") == true)
    }
}
