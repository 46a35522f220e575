import Foundation
import LiveryCore
import LiveryTestSupport
import Testing

@Suite("livery diff")
struct DiffCommandTests {
    static let fixtures = TestPaths.packageRoot + "/Tests/LiveryToolsTests/Diff/Fixtures"
    static let old = fixtures + "/old/app.resolver.json"
    static let new = fixtures + "/new/app.resolver.json"
    static let pairs = fixtures + "/pairs.json"

    @Test func theTableListsEachContextAndExits0() {
        let (status, io) = livery("diff", Self.old, Self.new)
        #expect(status == 0, "\(io.standardError)")
        #expect(io.standardError == "")
        #expect(io.standardOutput.contains("\ntheme=dark\nChange "), "\(io.standardOutput)")
        #expect(io.standardOutput.contains("\ntheme=light\nChange "))
        #expect(io.standardOutput.contains("renamed           color.brand.main"))
        #expect(io.standardOutput.contains("Renamed tokens are a guess"))
    }

    static let failOnCases: [(options: [String], expected: Int32)] = [
        (["--fail-on", "breaking"], 1), (["--fail-on", "contrast", "--pairs", pairs], 1),
        (["--fail-on", "contrast"], 0), (["--fail-on", "any"], 1), ([], 0),
    ]

    @Test(arguments: failOnCases)
    func failOnSetsTheExitStatus(options: [String], expected: Int32) {
        let (status, io) = livery(["diff", Self.old, Self.new] + options)
        #expect(status == expected, "\(options): \(io.standardError)")
        #expect(io.standardOutput.hasPrefix("\(Self.old) → \(Self.new)\n"))
    }

    @Test(arguments: ["breaking", "contrast", "any"])
    func aSourceWithItselfMeetsNoFailCondition(condition: String) {
        let (status, io) = livery("diff", Self.new, Self.new, "--pairs", Self.pairs, "--fail-on", condition)
        #expect(status == 0, "\(condition): \(io.standardError)")
        #expect(io.standardOutput.contains("no differences"))
    }

    @Test(arguments: ["table", "markdown", "json", "html"])
    func everyFormatIsTheSameBytesTwice(format: String) {
        let first = livery("diff", Self.old, Self.new, "--pairs", Self.pairs, "--format", format)
        let second = livery("diff", Self.old, Self.new, "--pairs", Self.pairs, "--format", format)
        #expect(first.status == 0, "\(first.io.standardError)")
        #expect(first.io.standardOutput == second.io.standardOutput)
    }

    @Test func jsonOutputParses() throws {
        let (status, io) = livery("diff", Self.old, Self.new, "--pairs", Self.pairs, "--format", "json")
        #expect(status == 0)
        let json = try JSONParser.parse(io.standardOutput)
        #expect(json["totals"]?["type-changed"] == 2)
        #expect(json["contrastCompared"] == .bool(true))
    }

    @Test func outputGoesToAFileWhenAsked() throws {
        let folder = try TemporaryFolder("diff")
        defer { folder.remove() }
        let out = folder.path + "/diff.html"
        let (status, io) = livery("diff", Self.old, Self.new, "--format", "html", "-o", out)
        #expect(status == 0, "\(io.standardError)")
        #expect(io.standardOutput == "wrote \(out)\n")
        #expect(try String(contentsOfFile: out, encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
    }

    // MARK: --git

    @Test func gitComparesTheFileAtARevisionWithTheWorkingTree() throws {
        let repo = try TemporaryFolder("diff-git")
        defer { repo.remove() }
        for file in ["app.resolver.json", "base.tokens.json", "light.tokens.json", "dark.tokens.json"] {
            try repo.write(
                "tokens/" + file,
                bytes: Array(try Data(contentsOf: URL(fileURLWithPath: Self.fixtures + "/old/" + file))))
        }
        try git(["init", "-q"], in: repo.path)
        try git(["add", "."], in: repo.path)
        try git(["-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "-m", "old"], in: repo.path)
        // The working tree takes the new side; the revision keeps the old one.
        for file in ["base.tokens.json", "light.tokens.json", "dark.tokens.json"] {
            try repo.write(
                "tokens/" + file,
                bytes: Array(try Data(contentsOf: URL(fileURLWithPath: Self.fixtures + "/new/" + file))))
        }
        let path = repo.path + "/tokens/app.resolver.json"
        let viaGit = livery("diff", "--git", "HEAD", "--format", "json", "--", path)
        #expect(viaGit.status == 0, "\(viaGit.io.standardError)")
        let json = try JSONParser.parse(viaGit.io.standardOutput)
        #expect(json["old"] == .string("HEAD:\(path)"))
        #expect(json["new"] == .string(path))
        let direct = livery("diff", Self.old, Self.new, "--format", "json")
        let expected = try JSONParser.parse(direct.io.standardOutput)
        #expect(json["contexts"] == expected["contexts"])
        #expect(json["totals"]?["removed"] == 2)
    }

    @Test func aRevisionWithoutTheFileIsAnErrorNamingIt() throws {
        let repo = try TemporaryFolder("diff-git")
        defer { repo.remove() }
        try repo.write("README", text: "x")
        try git(["init", "-q"], in: repo.path)
        try git(["add", "."], in: repo.path)
        try git(["-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "-m", "first"], in: repo.path)
        let path = try repo.write("app.tokens.json", text: #"{"x": {"$type": "number", "$value": 1}}"#)
        let (status, io) = livery("diff", "--git", "HEAD", "--", path)
        #expect(status == 1)
        #expect(io.standardOutput == "")
        #expect(io.standardError.hasPrefix("error: HEAD:\(path): not readable at revision HEAD"), "\(io.standardError)")
    }

    // MARK: bad input

    @Test func aMissingFileIsAnErrorNamingItWithNoOutput() throws {
        let folder = try TemporaryFolder("diff")
        defer { folder.remove() }
        let missing = folder.path + "/missing.resolver.json"
        let out = folder.path + "/diff.md"
        let (status, io) = livery("diff", Self.old, missing, "-o", out)
        #expect(status == 1)
        #expect(io.standardOutput == "")
        #expect(io.standardError.hasPrefix("error: \(missing)"), "\(io.standardError)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func brokenJSONIsAnErrorWithItsLineAndNoOutput() throws {
        let folder = try TemporaryFolder("diff")
        defer { folder.remove() }
        let broken = try folder.write("broken.tokens.json", text: "{\n  \"a\": {\"$type\": \"color\" \"$value\": 1}\n}")
        let (status, io) = livery("diff", broken, Self.new)
        #expect(status == 1)
        #expect(io.standardOutput == "")
        #expect(io.standardError.hasPrefix("error: \(broken):2:"), "\(io.standardError)")
    }

    @Test func aBrokenTokenInAReferencedFileNamesItsFileAndPath() throws {
        let folder = try TemporaryFolder("diff")
        defer { folder.remove() }
        for file in ["app.resolver.json", "base.tokens.json", "light.tokens.json"] {
            try folder.write(
                file, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: Self.fixtures + "/new/" + file))))
        }
        let dark = try folder.write(
            "dark.tokens.json", text: #"{"color": {"$type": "color", "bg": {"$value": "{color.nope}"}}}"#)
        let (status, io) = livery("diff", Self.old, folder.path + "/app.resolver.json")
        #expect(status == 1)
        #expect(io.standardOutput == "")
        #expect(io.standardError.contains("\(dark):1:"), "\(io.standardError)")
        #expect(io.standardError.contains("color.bg"), "\(io.standardError)")
    }

    static let usageCases: [(arguments: [String], message: String)] = [
        (["diff", "a.json"], "give the old and the new file, or --git <revision> -- <path>"),
        (["diff", "--git", "main", "--", "a.json", "b.json"], "with --git, give one path"),
        (["diff", "a.json", "b.json", "--format", "pdf"], "pdf"),
        (["diff", "a.json", "b.json", "--fail-on", "never"], "never"),
    ]

    @Test(arguments: usageCases)
    func aWrongCommandLineIsAUsageError(arguments: [String], message: String) {
        let (status, io) = livery(arguments)
        #expect(status == 2, "\(arguments)")
        #expect(io.standardError.hasPrefix("Error: "), "\(io.standardError)")
        #expect(io.standardError.contains(message), "\(io.standardError)")
        #expect(io.standardOutput == "")
    }

    private func git(_ arguments: [String], in folder: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments.joined(separator: " "))")
    }
}
