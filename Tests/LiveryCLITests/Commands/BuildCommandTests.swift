import Foundation
import LiveryCore
import LiveryTestSupport
import LiveryTools
import Testing

@Suite("livery build and preview")
struct BuildCommandTests {
    @Test func previewWritesOneSelfContainedPage() throws {
        let folder = try TemporaryFolder("cli")
        defer { folder.remove() }
        let output = folder.path + "/preview.html"
        let (status, io) = livery("preview", TestPaths.exampleResolver, "-o", output)
        #expect(status == 0, "\(io.standardError)")
        #expect(io.standardOutput == "wrote \(output)\n")
        let page = try String(contentsOfFile: output, encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(!page.contains("http://") && !page.contains("https://"))
    }

    @Test func buildWithAConfigWritesEveryExportAndThePreview() throws {
        let folder = try TemporaryFolder("cli")
        defer { folder.remove() }
        try folder.write("pairs.json", text: ExamplePairs.passing)
        let config = try folder.write(
            "livery.json",
            text: #"{"resolver": "\#(TestPaths.exampleResolver)", "pairs": "pairs.json", "output": "out"}"#)
        let (status, io) = livery("build", config)
        #expect(status == 0, "\(io.standardError)")
        let files = folder.files(under: "out")
        #expect(
            Set(files.map { String($0.split(separator: "/")[0]) }) == [
                "android", "css", "json", "preview.html", "swift", "web", "xcassets",
            ])
        #expect(
            io.standardOutput == """
                validate  0 errors, 0 warnings
                audit     32 checks, 0 failed
                export    css, swift, xcassets, android, json, web: \(files.count - 1) files
                preview   preview.html
                wrote \(files.count) files to \(folder.path)/out

                """)
    }

    @Test func buildingAgainWritesOnlyWhatChanged() throws {
        let folder = try TemporaryFolder("cli")
        defer { folder.remove() }
        let config = try folder.write(
            "livery.json", text: #"{"resolver": "\#(TestPaths.exampleResolver)", "output": "out"}"#)
        #expect(livery("build", config).status == 0)
        let count = folder.files(under: "out").count
        let (status, io) = livery("build", config)
        #expect(status == 0, "\(io.standardError)")
        #expect(io.standardOutput.hasSuffix("wrote 0 files to \(folder.path)/out (\(count) unchanged)\n"))
    }

    @Test func failingAuditStopsTheBuildAndWritesNothing() throws {
        let folder = try TemporaryFolder("cli")
        defer { folder.remove() }
        try folder.write("pairs.json", text: ExamplePairs.failing)
        let config = try folder.write(
            "livery.json",
            text: #"{"resolver": "\#(TestPaths.exampleResolver)", "pairs": "pairs.json", "output": "out"}"#)
        let (status, io) = livery("build", config)
        #expect(status == 1)
        #expect(
            io.standardOutput.hasPrefix("validate  0 errors, 0 warnings\naudit     8 checks, 8 failed\n\nForeground"))
        #expect(io.standardError == "error: build failed at audit; nothing written\n")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/out"))
    }

    @Test func outputOptionOverridesTheConfigsFolder() throws {
        let folder = try TemporaryFolder("cli")
        defer { folder.remove() }
        let config = try folder.write(
            "livery.json",
            text: #"{"resolver": "\#(TestPaths.exampleResolver)", "exports": ["json"], "preview": false}"#)
        let (status, io) = livery("build", config, "-o", folder.path + "/elsewhere")
        #expect(status == 0, "\(io.standardError)")
        #expect(folder.files(under: "elsewhere") == ["json/tokens.json"])
        #expect(io.standardOutput.contains("preview   skipped: \"preview\" is false\n"))
    }

    @Test func badConfigReportsEveryProblemWithItsPlace() throws {
        let folder = try TemporaryFolder("cli")
        defer { folder.remove() }
        let config = try folder.write(
            "livery.json",
            text:
                "{\n  \"resolver\": \"app.resolver.json\",\n  \"exports\": [\"css\", \"sketch\"],\n  \"preview\": \"yes\"\n}\n"
        )
        let (status, io) = livery("build", config)
        #expect(status == 1)
        #expect(io.standardOutput == "")
        #expect(
            io.standardError == """
                error: \(config):3:3: exports[1]: unknown format "sketch"; expected one of css, swift, xcassets, android, json, web
                error: \(config):4:3: preview: expected true or false, found a string

                """)
    }
}
