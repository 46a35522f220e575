import LiveryCore
import Testing

@testable import LiveryTools

@Suite("DKNightVersion importer")
struct DKNightVersionImporterTests {
    @Test func headerColumnsBecomeContextsInOrderWithTheFirstAsDefault() throws {
        let output = try ParsedImport(.dkNightVersion, DKNightVersionFixtures.table(DKNightVersionFixtures.keyLast))
        #expect(output.contexts() == ["NORMAL", "NIGHT", "RED"])
        #expect(output.resolver?["modifiers"]?["theme"]?["default"] == "NORMAL")
        #expect(output.paths.contains("DKColorTable.resolver.json"))
    }

    @Test func keysAtTheEndOfALineNameTokens() throws {
        let output = try ParsedImport(.dkNightVersion, DKNightVersionFixtures.table(DKNightVersionFixtures.keyLast))
        #expect(output.hex("BG", in: "NORMAL") == "#ffffff")
        #expect(output.hex("BG", in: "NIGHT") == "#343434")
        #expect(output.hex("BG", in: "RED") == "#fafafa")
        #expect(output.hex("TINT", in: "RED") == "#fa0000")
        #expect(output.token("BG", in: "NIGHT")?["$type"] == "color")
    }

    @Test func keysAtTheStartOfALineNameTokens() throws {
        let output = try ParsedImport(.dkNightVersion, DKNightVersionFixtures.table(DKNightVersionFixtures.keyFirst))
        #expect(output.hex("SEP", in: "NIGHT") == "#313131")
        #expect(output.hex("BG", in: "RED") == "#fafafa")
    }

    @Test func zeroXValuesAndEightDigitAlphaAreRead() throws {
        let output = try ParsedImport(.dkNightVersion, DKNightVersionFixtures.table(DKNightVersionFixtures.keyLast))
        #expect(output.hex("BAR", in: "RED") == "#fa0000")
        let shadow = output.token("SHADOW", in: "NIGHT")?["$value"]
        #expect(shadow?["hex"] == "#ffffff")
        #expect(shadow?["alpha"]?.numberValue == Double(0x80) / 255)
    }

    @Test func mappedColorsBecomeABasePaletteReferencedByAliases() throws {
        let files =
            DKNightVersionFixtures.table(DKNightVersionFixtures.withMapping)
            + [InputFile(path: "Resources/DKColorMapping.plist", text: DKNightVersionFixtures.mappingPlist)]
        let output = try ParsedImport(.dkNightVersion, files)
        #expect(output.token("TINT", in: "NORMAL")?["$value"] == "{brand}")
        #expect(output.token("TINT", in: "NIGHT")?["$value"] == "{brandNight}")
        #expect(output.hex("brand", in: "palette") == "#3478f6")
        #expect(output.hex("brandNight", in: "palette") == "#0a84ff")
        #expect(output.resolver?["resolutionOrder"]?[0]?["$ref"] == "#/sets/base")
        #expect(DTCGShapeCheck.problems(in: output.documents) == [])
    }

    @Test func outputIsWellFormedDTCG() throws {
        let output = try ParsedImport(.dkNightVersion, DKNightVersionFixtures.table(DKNightVersionFixtures.keyLast))
        #expect(DTCGShapeCheck.problems(in: output.documents) == [])
    }

    @Test func aLineWithTooFewColorsNamesItsLine() {
        let table = "NORMAL NIGHT RED\n#ffffff #343434 #fafafa BG\n#aaaaaa #313131 SEP\n"
        let errors = importErrors(.dkNightVersion, DKNightVersionFixtures.table(table))
        #expect(errors.count == 1)
        #expect(errors.first?.location?.line == 3)
        #expect(errors.first?.path == "SEP")
        #expect(errors.first?.file == "Resources/DKColorTable.txt")
    }

    @Test func threeDigitColorsAreRefusedBecauseDKNightVersionMisreadsThem() {
        let errors = importErrors(.dkNightVersion, DKNightVersionFixtures.table("NORMAL NIGHT\n#fff #000 BG\n"))
        #expect(errors.count == 2)
        #expect(errors.first?.message.contains("#fff") == true)
    }

    @Test func aMappedNameWithoutTheMappingFileIsAnError() {
        let errors = importErrors(.dkNightVersion, DKNightVersionFixtures.table(DKNightVersionFixtures.withMapping))
        #expect(errors.contains { $0.message.contains("@brand ") && $0.location?.line == 2 })
    }

    @Test func aLineWithoutAKeyIsAnError() {
        let errors = importErrors(.dkNightVersion, DKNightVersionFixtures.table("NORMAL NIGHT\n#ffffff #000000\n"))
        #expect(errors.first?.location?.line == 2)
    }

    @Test func anEmptyTableIsAnError() {
        let errors = importErrors(.dkNightVersion, DKNightVersionFixtures.table("\n\n"))
        #expect(errors.first?.message == "the color table is empty")
    }

    @Test func aLineOfProseIsNotAColorTable() {
        let errors = importErrors(.dkNightVersion, DKNightVersionFixtures.table("Remember to buy milk today\n"))
        #expect(
            errors.first?.message
                == "line 1: a color table needs a header of theme names and at least one row of colors")
    }

    @Test func aRepeatedKeyWarnsAndTheLastLineWins() throws {
        let table = "NORMAL NIGHT\n#ffffff #000000 BG\n#eeeeee #111111 BG\n"
        let output = try ParsedImport(.dkNightVersion, DKNightVersionFixtures.table(table))
        #expect(output.hex("BG", in: "NORMAL") == "#eeeeee")
        #expect(output.result.warnings.contains { $0.location?.line == 3 && $0.path == "BG" })
    }
}
