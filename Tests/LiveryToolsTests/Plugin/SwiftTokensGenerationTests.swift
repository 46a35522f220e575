import Foundation
import LiveryCore
import LiveryTestSupport
import Testing

@testable import LiveryTools

/// What LiveryPlugin's build command does (`LiveryPluginTool`): the typed Swift tokens of a
/// resolver written to one file, and findings in the compiler's `path:line:column:` form.
@Suite("Swift tokens generation for the build plugin")
struct SwiftTokensGenerationTests {
    static let resolver = """
        {
          "version": "2025.10",
          "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
          "resolutionOrder": [{"$ref": "#/sets/base"}]
        }
        """
    static let tokens = """
        {
          "color": {
            "$type": "color",
            "accent": {"$value": {"colorSpace": "srgb", "components": [0, 0.4, 1]}}
          }
        }
        """
    /// The same file with `color.link` referring to a token that does not exist, on line 5.
    static let brokenTokens = """
        {
          "color": {
            "$type": "color",
            "accent": {"$value": {"colorSpace": "srgb", "components": [0, 0.4, 1]}},
            "link": {"$value": "{color.nope}"}
          }
        }
        """

    /// A resolver and its token file in a fresh folder; the generation's paths are absolute.
    private static func project(tokens: String = tokens) throws -> (TemporaryFolder, SwiftTokensGeneration) {
        let folder = try TemporaryFolder("plugin-tool")
        let resolver = try folder.write("app.resolver.json", text: Self.resolver)
        let base = try folder.write("base.tokens.json", text: tokens)
        let generation = SwiftTokensGeneration(
            resolver: resolver, output: folder.path + "/work/LiveryTokens.swift", declaredInputs: [resolver, base])
        return (folder, generation)
    }

    @Test func writesTheTypedConstantsOnceAndLeavesSameBytesAlone() throws {
        let (folder, generation) = try Self.project()
        defer { folder.remove() }
        let first = generation.run()
        #expect(first.succeeded, "\(first.lines)")
        #expect(first.lines.isEmpty)
        #expect(first.wrote)
        let text = try String(contentsOfFile: generation.output, encoding: .utf8)
        #expect(text.contains("public enum Tokens {"))
        #expect(text.contains("public static let accent: Livery.TokenName<Livery.TokenKinds.Color>"), "\(text)")
        let stamp = try FileManager.default.attributesOfItem(atPath: generation.output)[.modificationDate] as? Date

        let second = generation.run()
        #expect(second.succeeded)
        #expect(!second.wrote, "the same tokens give the same bytes: the file is not rewritten")
        #expect(
            try FileManager.default.attributesOfItem(atPath: generation.output)[.modificationDate] as? Date == stamp)
    }

    @Test func anErrorIsACompilerLineAtTheTokenFilesLineAndNothingIsWritten() throws {
        let (folder, generation) = try Self.project(tokens: Self.brokenTokens)
        defer { folder.remove() }
        let outcome = generation.run()
        #expect(!outcome.succeeded)
        #expect(!outcome.wrote)
        #expect(!FileManager.default.fileExists(atPath: generation.output))
        let file = folder.path + "/base.tokens.json"
        let line = try #require(outcome.lines.first { $0.contains("{color.nope}") }, "\(outcome.lines)")
        #expect(line.hasPrefix("\(file):5:"), "\(line)")
        #expect(line.contains(": error: color.link: "), "\(line)")
    }

    @Test func aFailedRunKeepsTheLastGoodFile() throws {
        let (folder, generation) = try Self.project()
        defer { folder.remove() }
        #expect(generation.run().succeeded)
        let good = try Data(contentsOf: URL(fileURLWithPath: generation.output))
        try folder.write("base.tokens.json", text: Self.brokenTokens)
        #expect(!generation.run().succeeded)
        #expect(try Data(contentsOf: URL(fileURLWithPath: generation.output)) == good)
    }

    @Test func aFileReadButNotDeclaredIsAWarning() throws {
        let (folder, full) = try Self.project()
        defer { folder.remove() }
        let generation = SwiftTokensGeneration(
            resolver: full.resolver, output: full.output, declaredInputs: [full.resolver])
        let outcome = generation.run()
        #expect(outcome.succeeded)
        #expect(
            outcome.lines == [
                "\(folder.path)/base.tokens.json: warning: read but not declared as an input of the build command, "
                    + "so editing it does not regenerate the tokens"
            ])
    }

    @Test func aMissingResolverIsAnError() throws {
        let folder = try TemporaryFolder("plugin-tool")
        defer { folder.remove() }
        let missing = folder.path + "/none.resolver.json"
        let outcome = SwiftTokensGeneration(resolver: missing, output: folder.path + "/out.swift", declaredInputs: [])
            .run()
        #expect(!outcome.succeeded)
        #expect(outcome.lines.contains { $0.hasPrefix(missing) && $0.contains("error: ") }, "\(outcome.lines)")
    }
}

@Suite("Compiler-format diagnostics")
struct CompilerDiagnosticTests {
    @Test func placedFindingIsPathLineColumnSeverityThenTokenPath() {
        let diagnostic = Diagnostic.error(
            "reference {color.nope} does not resolve", file: "/t/dark.tokens.json", path: "color.bg",
            location: SourceLocation(line: 12, column: 7))
        #expect(
            CompilerDiagnostic.line(diagnostic)
                == "/t/dark.tokens.json:12:7: error: color.bg: reference {color.nope} does not resolve")
    }

    @Test func findingWithoutLineOrFile() {
        #expect(CompilerDiagnostic.line(.warning("odd", file: "/t/a.json")) == "/t/a.json: warning: odd")
        #expect(CompilerDiagnostic.line(.error("no input")) == "error: no input")
    }

    @Test func aLineBreakInANameCannotStartAnotherFinding() {
        let diagnostic = Diagnostic.error(
            "unknown type", file: "/t/a.json", path: "x\n/t/evil.swift:1:1: error: injected\u{1B}[2J",
            location: SourceLocation(line: 2, column: 3))
        let line = CompilerDiagnostic.line(diagnostic)
        #expect(!line.contains("\n"))
        #expect(!line.contains("\u{1B}"))
        #expect(line.hasPrefix("/t/a.json:2:3: error: x /t/evil.swift:1:1"), "\(line)")
    }
}
