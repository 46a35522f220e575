import LiveryCore
import Testing

@testable import LiveryTools

@Suite("Importer registry")
struct ImporterRegistryTests {
    @Test func theBuiltInImportersHaveDistinctIDs() throws {
        let registry = try ImporterRegistry(Importer.all)
        #expect(
            registry.ids == [
                "swifttheme", "dknightversion", "swift-enum", "xcassets", "android", "figma", "tokens-studio",
                "style-dictionary",
            ])
        #expect(Importer.all.allSatisfy { !$0.summary.isEmpty })
    }

    @Test func aDuplicateIDIsRejected() {
        #expect(throws: Diagnostic.self) { try ImporterRegistry([.android, .xcassets, .android]) }
    }

    @Test func importersAreFoundByID() throws {
        let registry = try ImporterRegistry(Importer.all)
        #expect(try registry.importer(named: "xcassets").id == "xcassets")
        #expect(try registry.importer(named: "Android").id == "android")
    }

    @Test func anUnknownFormatListsTheKnownOnes() throws {
        let registry = try ImporterRegistry(Importer.all)
        do {
            _ = try registry.importer(named: "sketch")
            Issue.record("found an importer for sketch")
        } catch {
            #expect(error.message.contains("\"sketch\""))
            #expect(
                error.message.contains(
                    "swifttheme, dknightversion, swift-enum, xcassets, android, figma, tokens-studio, style-dictionary")
            )
        }
    }

    @Test(arguments: [
        (["Colors.xcassets"], "xcassets"),
        (["Resources/DKColorTable.txt"], "dknightversion"),
        (["App/kColor.swift", "custom.json"], "swift-enum"),
        (["Themes/Night.plist", "Themes/Day.plist"], "swifttheme"),
        (["app/src/main/res"], "android"),
    ])
    func formatsAreDetectedFromThePathsNamed(paths: [String], id: String) throws {
        #expect(try ImporterRegistry(Importer.all).detect(paths).id == id)
    }

    @Test func undetectablePathsAskForAFormat() throws {
        let registry = try ImporterRegistry(Importer.all)
        #expect(throws: Diagnostic.self) { try registry.detect(["notes.md"]) }
    }

    @Test func anImportWithoutFilesIsAnError() {
        let errors = importErrors(.android, [])
        #expect(errors.first?.message.contains("no input files") == true)
    }

    @Test func theNameOptionRenamesTheResolver() throws {
        let output = try ParsedImport(.android, AndroidFixtures.resources, name: "Brand")
        #expect(output.paths.first == "Brand.resolver.json")
        #expect(output.resolver?["name"] == "Brand")
    }

    @Test func folderFiltersPickEachFormatsFiles() {
        #expect(Importer.xcassets.accepts("Brand/accent.colorset/Contents.json"))
        #expect(!Importer.xcassets.accepts("AppIcon.appiconset/icon.png"))
        #expect(Importer.android.accepts("values-night/colors.xml"))
        #expect(!Importer.android.accepts("layout/main.xml"))
        #expect(Importer.swiftTheme.accepts("Night.plist"))
        #expect(Importer.dkNightVersion.accepts("DKColorTable.txt"))
    }
}

@Suite("The built-in importer registry")
struct BuiltInImporterRegistryTests {
    @Test func holdsEveryBuiltInFormatOnceInOrder() {
        let ids = Importer.all.map(\.id)
        #expect(Set(ids).count == ids.count, "\(ids)")
        #expect(ImporterRegistry.builtIn.ids == ids)
    }
}
