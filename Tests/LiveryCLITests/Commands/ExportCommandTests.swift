import Foundation
import LiveryCore
import LiveryTestSupport
import LiveryTools
import Testing

@Suite("livery export")
struct ExportCommandTests {
    @Test func oneFormatWritesItsFilesIntoTheFolder() throws {
        let folder = try TemporaryFolder("cli")
        defer { folder.remove() }
        let (status, io) = livery("export", TestPaths.exampleResolver, "--format", "css", "-o", folder.path)
        #expect(status == 0, "\(io.standardError)")
        let expected = try Exporter.css.render(ExportRequest(source: try Resolver(path: TestPaths.exampleResolver)))
        #expect(folder.files() == expected.map(\.path).sorted())
        #expect(io.standardOutput == "wrote \(expected.count) files (css) to \(folder.path)\n")
        for file in expected {
            let written = FileManager.default.contents(atPath: folder.path + "/" + file.path).map { [UInt8]($0) }
            #expect(written == file.contents, "\(file.path)")
        }
    }

    @Test func allFormatsGoIntoASubfolderEach() throws {
        let folder = try TemporaryFolder("cli")
        defer { folder.remove() }
        let (status, io) = livery("export", TestPaths.exampleResolver, "--format", "all", "-o", folder.path)
        #expect(status == 0, "\(io.standardError)")
        let tops = Set(folder.files().map { String($0.split(separator: "/")[0]) })
        #expect(tops == ["css", "swift", "xcassets", "android", "json", "web"])
        #expect(folder.files().contains("json/tokens.json"))
    }

    @Test func repeatedFormatsPickSeveral() throws {
        let folder = try TemporaryFolder("cli")
        defer { folder.remove() }
        let (status, _) = livery("export", TestPaths.exampleResolver, "-f", "swift", "-f", "json", "-o", folder.path)
        #expect(status == 0)
        #expect(folder.files() == ["json/tokens.json", "swift/Tokens.swift"])
    }

    @Test func contextHoldsAModifierAtOneContext() throws {
        let folder = try TemporaryFolder("cli")
        defer { folder.remove() }
        let (status, _) = livery(
            "export", TestPaths.exampleResolver, "-f", "json", "-o", folder.path, "--context", "brand=acme")
        #expect(status == 0)
        let json = try JSONFile.load(path: folder.path + "/tokens.json")
        #expect(json.objectValue?.keys.allSatisfy { $0.hasSuffix(",brand=acme") } == true)
        #expect(json.objectValue?.count == 4)
    }

    @Test func unknownContextIsAUsageErrorAndWritesNothing() throws {
        let folder = try TemporaryFolder("cli")
        defer { folder.remove() }
        let output = folder.path + "/out"
        let (status, io) = livery(
            "export", TestPaths.exampleResolver, "-f", "css", "-o", output, "--context", "brand=zeta")
        #expect(status == 2)
        #expect(io.standardError.hasPrefix("Error: modifier 'brand' has no context 'zeta'; contexts: default, acme\n"))
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func unknownFormatIsAUsageErrorListingTheFormats() {
        let (status, io) = livery("export", TestPaths.exampleResolver, "-f", "sketch", "-o", "/tmp/never")
        #expect(status == 2)
        #expect(
            io.standardError.hasPrefix(
                "Error: The value 'sketch' is invalid for '-f'; expected one of: css, swift, xcassets, android, json, web, all\n"
            ))
    }

    @Test func missingOutputIsAUsageError() {
        let (status, io) = livery("export", TestPaths.exampleResolver, "-f", "css")
        #expect(status == 2)
        #expect(io.standardError.hasPrefix("Error: Missing required option '--output'\n"))
    }

    @Test func helpListsEveryFormatWithItsSummary() throws {
        let help = livery("export", "--help").io.standardOutput
        for line in try ExporterRegistry(Exporter.all).helpLines {
            #expect(help.contains("  " + line + "\n"), "\(line)")
        }
    }

    @Test func unwritableDestinationLeavesNoPartialOutput() throws {
        let folder = try TemporaryFolder("cli")
        defer { folder.remove() }
        // A file where the output folder's subfolder must go: the xcassets folder cannot be created.
        try folder.write("out/xcassets", text: "in the way")
        let (status, io) = livery("export", TestPaths.exampleResolver, "-f", "all", "-o", folder.path + "/out")
        #expect(status == 1)
        #expect(io.standardOutput == "")
        #expect(io.standardError.hasPrefix("error: "), "\(io.standardError)")
        #expect(folder.files(under: "out") == ["xcassets"])
    }
}
