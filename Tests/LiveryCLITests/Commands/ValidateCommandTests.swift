import Foundation
import LiveryTestSupport
import Testing

@Suite("livery validate")
struct ValidateCommandTests {
    @Test func exampleThemesHaveNoFindings() {
        let (status, io) = livery("validate", TestPaths.exampleResolver)
        #expect(status == 0, "\(io.standardError)")
        #expect(io.standardError == "")
        #expect(io.standardOutput == "0 errors, 0 warnings in 7 files\n")
    }

    @Test func figmaSimpleDesignSystemValidatesWithWarningsOnly() {
        let (status, io) = livery("validate", TestPaths.figmaResolver)
        #expect(status == 0, "\(io.standardError)")
        let lines = io.standardError.split(separator: "\n")
        #expect(lines.count == 38)
        #expect(lines.allSatisfy { $0.hasPrefix("warning: \(TestPaths.sharedFixtures)/dtcg/figma-sds/") }, "\(lines)")
        #expect(io.standardOutput == "0 errors, 38 warnings in 6 files\n")
    }

    @Test func strictTurnsToleratedDeviationsIntoErrors() throws {
        let folder = try TemporaryFolder("cli")
        defer { folder.remove() }
        let file = try folder.write("hex.tokens.json", text: ##"{"bg": {"$type": "color", "$value": "#ff0000"}}"##)
        let lenient = livery("validate", file)
        let strict = livery("validate", file, "--strict")
        #expect(lenient.status == 0)
        #expect(lenient.io.standardOutput == "0 errors, 1 warning in 1 file\n")
        #expect(strict.status == 1)
        #expect(strict.io.standardOutput == "1 error, 0 warnings in 1 file\n")
        #expect(strict.io.standardError.hasPrefix("error: \(file):1:"), "\(strict.io.standardError)")
    }

    @Test func tokenFilesNamedTogetherResolveReferencesBetweenThem() throws {
        let folder = try TemporaryFolder("cli")
        defer { folder.remove() }
        let base = try folder.write(
            "base.tokens.json",
            text: #"{"blue": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 1]}}}"#)
        let theme = try folder.write("theme.tokens.json", text: #"{"accent": {"$value": "{blue}"}}"#)
        let (status, io) = livery("validate", base, theme)
        #expect(status == 0, "\(io.standardError)")
        #expect(io.standardOutput == "0 errors, 0 warnings in 2 files\n")
    }

    @Test func brokenReferenceIsReportedWithFileLinePathAndMessage() throws {
        let folder = try TemporaryFolder("cli")
        defer { folder.remove() }
        let file = try folder.write(
            "broken.tokens.json", text: "{\n  \"accent\": {\"$type\": \"color\", \"$value\": \"{nope}\"}\n}\n")
        let (status, io) = livery("validate", file)
        #expect(status == 1)
        #expect(io.standardError.hasPrefix("error: \(file):2:3: accent: "), "\(io.standardError)")
        #expect(io.standardError.contains("{nope}"))
        #expect(io.standardOutput == "1 error, 0 warnings in 1 file\n")
    }

    @Test func jsonReportListsEveryFindingWithItsPlace() throws {
        let folder = try TemporaryFolder("cli")
        defer { folder.remove() }
        let file = try folder.write("wrong.tokens.json", text: #"{"a": {"$type": "color", "$value": 12}}"#)
        let (status, io) = livery("validate", file, "--json")
        #expect(status == 1)
        #expect(io.standardError == "")
        #expect(
            io.standardOutput
                == #"{"files":1,"errors":1,"warnings":0,"diagnostics":[{"severity":"error","file":"\#(file)","line":1,"column":2,"path":"a","message":"invalid color: expected a color object, found a number"}]}"#
                + "\n")
    }

    @Test func missingFileIsAnErrorNamingIt() {
        let (status, io) = livery("validate", "/nonexistent/x.tokens.json")
        #expect(status == 1)
        #expect(io.standardError == "error: /nonexistent/x.tokens.json: no such file\n")
        #expect(io.standardOutput == "1 error, 0 warnings in 1 file\n")
    }

    @Test func noPathIsAUsageError() {
        let (status, io) = livery("validate")
        #expect(status == 2)
        #expect(io.standardError.hasPrefix("Error: Missing expected argument '<path>'\n"))
    }
}
