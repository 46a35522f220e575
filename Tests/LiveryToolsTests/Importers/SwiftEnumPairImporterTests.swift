import LiveryCore
import Testing

@testable import LiveryTools

@Suite("Swift enum pair importer")
struct SwiftEnumPairImporterTests {
    @Test func pairsSplitIntoLightAndDarkContexts() throws {
        let output = try ParsedImport(.swiftEnumPairs, SwiftEnumPairFixtures.files)
        #expect(output.contexts() == ["light", "dark"])
        #expect(output.hex("borderLight", in: "light") == "#f3f3f6")
        #expect(output.hex("borderLight", in: "dark") == "#0c0c09")
        #expect(output.hex("background", in: "dark") == "#000000")
        #expect(output.hex("secondaryText", in: "light") == "#8e8e93")
    }

    @Test func theResolverIsNamedAfterTheEnum() throws {
        let output = try ParsedImport(.swiftEnumPairs, SwiftEnumPairFixtures.files)
        #expect(output.paths.first == "kColor.resolver.json")
        #expect(output.resolver?["name"] == "kColor")
    }

    @Test func eightDigitValuesCarryAlpha() throws {
        let output = try ParsedImport(.swiftEnumPairs, SwiftEnumPairFixtures.files)
        let overlay = output.token("overlay", in: "light")?["$value"]
        #expect(overlay?["hex"] == "#000000")
        #expect(overlay?["alpha"]?.numberValue == Double(0x66) / 255)
    }

    @Test func aCaseWithoutAColorIsSkippedWithAWarning() throws {
        let output = try ParsedImport(.swiftEnumPairs, SwiftEnumPairFixtures.files)
        #expect(output.token("clear", in: "light") == nil)
        #expect(output.result.warnings.contains { $0.path == "clear" && $0.location?.line == 4 })
    }

    @Test func switchCasesAndCommentsAreIgnored() throws {
        let output = try ParsedImport(.swiftEnumPairs, SwiftEnumPairFixtures.files)
        let names = output.layer("light")?.objectValue?.keys ?? []
        #expect(names == ["borderLight", "background", "primaryText", "secondaryText", "overlay"])
    }

    @Test func customColorsAddContextsThatStackOnTheDefaults() throws {
        let output = try ParsedImport(.swiftEnumPairs, SwiftEnumPairFixtures.filesWithCustomColors)
        #expect(output.contexts() == ["light", "dark", "custom-light", "custom-dark"])
        #expect(
            output.files(ofContext: "custom-dark") == ["tokens/dark.tokens.json", "tokens/custom-dark.tokens.json"])
        #expect(output.hex("borderLight", in: "custom-light") == "#ff0000")
        #expect(output.hex("borderLight", in: "custom-dark") == "#ff00ff")
        #expect(output.hex("background", in: "custom-dark") == "#00ffff")
        #expect(output.hex("primaryText", in: "custom-dark") == "#eeeeee")
        #expect(output.token("primaryText", in: "custom-light") == nil)
        #expect(output.resolver?["modifiers"]?["theme"]?["default"] == "light")
    }

    @Test func everyContextSeesEveryToken() throws {
        let output = try ParsedImport(.swiftEnumPairs, SwiftEnumPairFixtures.filesWithCustomColors)
        let context = output.result.theme.modifiers[0].contexts[3]
        #expect(output.result.theme.tokens(in: context).count == 5)
        #expect(!output.result.warnings.contains { $0.message.contains("has no value") })
    }

    @Test func outputIsWellFormedDTCG() throws {
        for files in [SwiftEnumPairFixtures.files, SwiftEnumPairFixtures.filesWithCustomColors] {
            let output = try ParsedImport(.swiftEnumPairs, files)
            #expect(DTCGShapeCheck.problems(in: output.documents) == [])
        }
    }

    @Test func aBadHexNamesLineAndCase() {
        let source = "enum C: String {\n    case a = \"ffffff|000000\"\n    case b = \"ffffff|00000g\"\n}\n"
        let errors = importErrors(.swiftEnumPairs, [InputFile(path: "C.swift", text: source)])
        #expect(errors.count == 1)
        #expect(errors.first?.location?.line == 3)
        #expect(errors.first?.path == "b")
        #expect(errors.first?.message.contains("00000g") == true)
    }

    @Test func moreThanTwoHalvesIsAnError() {
        let source = "enum C: String {\n    case a = \"ffffff|000000|ff0000\"\n}\n"
        let errors = importErrors(.swiftEnumPairs, [InputFile(path: "C.swift", text: source)])
        #expect(errors.first?.message.contains("3 parts") == true)
    }

    @Test func aSourceWithoutPairsIsAnError() {
        let errors = importErrors(.swiftEnumPairs, [InputFile(path: "C.swift", text: "struct S {}\n")])
        #expect(errors.first?.file == "C.swift")
    }

    @Test func customColorsForUnknownCasesAreSkippedWithAWarning() throws {
        let custom = #"{"nope": {"light": "ff0000"}, "background": {"light": "0000ff", "tint": "123456"}}"#
        let output = try ParsedImport(
            .swiftEnumPairs, SwiftEnumPairFixtures.files + [InputFile(path: "custom.json", text: custom)])
        #expect(output.token("nope", in: "custom-light") == nil)
        #expect(output.result.warnings.contains { $0.path == "nope" && $0.file == "custom.json" })
        #expect(output.result.warnings.contains { $0.path == "background.tint" })
    }

    @Test func aCustomColorThatIsNotHexIsAnError() {
        let custom = #"{"background": {"light": "blue"}}"#
        let errors = importErrors(
            .swiftEnumPairs, SwiftEnumPairFixtures.files + [InputFile(path: "custom.json", text: custom)])
        #expect(errors.first?.path == "background.light")
        #expect(errors.first?.location?.line == 1)
    }
}
