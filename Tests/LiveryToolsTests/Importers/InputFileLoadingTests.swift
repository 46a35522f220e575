import Foundation
import LiveryCore
import LiveryTestSupport
import Testing

@testable import LiveryTools

@Suite("Input file loading")
struct InputFileLoadingTests {
    @Test func aNamedFolderIsWalkedThroughTheImportersFilter() throws {
        let folder = try TemporaryFolder("import")
        defer { folder.remove() }
        let root = folder.path
        for (path, text) in [
            "res/values/colors.xml": AndroidFixtures.dayColors,
            "res/values-night/colors.xml": AndroidFixtures.nightColors,
            "res/layout/main.xml": "<LinearLayout/>", "res/values/.hidden.xml": "x",
        ] {
            try folder.write(path, text: text)
        }
        let files = try InputFile.load([root + "/res/"], accepting: Importer.android.accepts)
        #expect(files.map(\.path) == [root + "/res/values-night/colors.xml", root + "/res/values/colors.xml"])
        let output = try ParsedImport(.android, files)
        #expect(output.hex("brand.primary", in: "dark") == "#bb86fc")
    }

    @Test func theRegistryRunsAnImportFromPathsAlone() throws {
        let folder = try TemporaryFolder("import")
        defer { folder.remove() }
        let root = folder.path
        let table = root + "/DKColorTable.txt"
        try Data(DKNightVersionFixtures.keyLast.utf8).write(to: URL(fileURLWithPath: table))
        let registry = try ImporterRegistry(Importer.all)
        let detected = try registry.run(format: nil, paths: [table])
        #expect(detected.files.first?.path == "DKColorTable.resolver.json")
        let named = try registry.run(format: "dknightversion", paths: [table], name: "Night")
        #expect(named.files.first?.path == "Night.resolver.json")
        #expect(throws: DiagnosticsError.self) { try registry.run(format: "nope", paths: [table]) }
        #expect(throws: DiagnosticsError.self) { try registry.run(format: nil, paths: []) }
    }

    @Test func aMissingPathIsADiagnosticNamingIt() {
        #expect(throws: Diagnostic.error("no such file or folder", file: "/nonexistent/livery")) {
            try InputFile.load(["/nonexistent/livery"])
        }
    }

    @Test func nonUTF8TextIsReported() {
        let file = InputFile(path: "t.txt", contents: [0xFF, 0xFE, 0x41])
        #expect(throws: Diagnostic.self) { try file.text() }
    }

    @Test func fileNamePartsAreDerivedFromThePath() {
        let file = InputFile(path: "Themes/Night.Theme.plist", text: "")
        #expect(file.baseName == "Night.Theme")
        #expect(file.fileExtension == "plist")
        #expect(InputFile(path: ".hidden", text: "").baseName == ".hidden")
    }
}
