import Foundation
import LiveryCLI
import LiveryTestSupport
import Testing

/// No command writes over its own input: an output path that is an input file, or an output
/// folder whose files would replace one, is a usage error naming both, and nothing changes.
@Suite("output over an input")
struct OutputOverInputTests {
    /// A copy of the example themes in a fresh folder, so a failing test cannot damage the package.
    private func exampleCopy() throws -> (folder: TemporaryFolder, resolver: String) {
        let folder = try TemporaryFolder()
        try FileManager.default.copyItem(
            atPath: TestPaths.packageRoot + "/Examples/Themes", toPath: folder.path + "/Themes")
        return (folder, folder.path + "/Themes/app.resolver.json")
    }

    private func expectRefused(
        _ arguments: [String], output: String, input: String, unchanged files: [String],
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let before = try files.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        var io = CapturedIO()
        let status = LiveryCLI.main(arguments, io: &io)
        #expect(status == 2, "\(arguments.joined(separator: " ")): \(io.standardError)", sourceLocation: sourceLocation)
        let firstLine = io.standardError.split(separator: "\n").first.map(String.init) ?? ""
        let expected =
            output == input
            ? "Error: the output \(output) is also an input: writing it would destroy it"
            : "Error: the output \(output) is the input \(input): writing it would destroy the input"
        #expect(firstLine == expected, sourceLocation: sourceLocation)
        #expect(io.standardError.contains("See 'livery \(arguments[0]) --help'."), sourceLocation: sourceLocation)
        let after = try files.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        #expect(after == before, "\(arguments[0]) changed an input", sourceLocation: sourceLocation)
    }

    @Test func previewOntoTheResolverIsRefused() throws {
        let (folder, resolver) = try exampleCopy()
        defer { folder.remove() }
        try expectRefused(
            ["preview", resolver, "-o", resolver], output: resolver, input: resolver, unchanged: [resolver])
    }

    @Test func deriveOntoAReferencedTokenFileIsRefused() throws {
        let (folder, resolver) = try exampleCopy()
        defer { folder.remove() }
        let source = folder.path + "/Themes/contrast/high.tokens.json"
        let spelled = folder.path + "/Themes/contrast/../contrast/high.tokens.json"
        try expectRefused(
            ["derive", resolver, "--from", "dark", "--to", "dim", "--strategy", "compress-lightness", "-o", spelled],
            output: spelled, input: source, unchanged: [source])
    }

    @Test func mergeOntoItsFirstInputIsRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let a = try folder.write("a.tokens.json", text: #"{"x": {"$type": "number", "$value": 1}}"#)
        let b = try folder.write("b.tokens.json", text: #"{"y": {"$type": "number", "$value": 2}}"#)
        try expectRefused(["merge", a, b, "-o", a], output: a, input: a, unchanged: [a, b])
    }

    @Test func anExportFolderWhoseFilesWouldReplaceAnInputIsRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let tokens = try folder.write(
            "tokens.json",
            text: #"{"bg": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}}"#)
        let resolver = try folder.write(
            "app.resolver.json",
            text:
                ##"{"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "tokens.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/base"}]}"##
        )
        try expectRefused(
            ["export", resolver, "--format", "json", "-o", folder.path], output: folder.path + "/tokens.json",
            input: folder.path + "/tokens.json", unchanged: [tokens, resolver])
    }

    @Test func publishIntoTheFolderOfItsResolverWritesNothingOverIt() throws {
        let (folder, resolver) = try exampleCopy()
        defer { folder.remove() }
        let (status, io) = livery("publish", resolver, "-o", folder.path + "/Themes")
        #expect(status == 0, "\(io.standardError)")
        #expect(FileManager.default.fileExists(atPath: folder.path + "/Themes/manifest.json"))
    }

    @Test func anOutputFolderThatIsAnInputFileIsRefused() throws {
        let (folder, resolver) = try exampleCopy()
        defer { folder.remove() }
        try expectRefused(
            ["export", resolver, "--format", "css", "-o", resolver], output: resolver, input: resolver,
            unchanged: [resolver])
    }

    @Test func buildIntoTheFolderOfItsTokensIsRefusedWhenAFileWouldBeReplaced() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let tokens = try folder.write(
            "json/tokens.json",
            text: #"{"bg": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}}"#)
        try folder.write(
            "app.resolver.json",
            text:
                ##"{"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "json/tokens.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/base"}]}"##
        )
        let config = try folder.write(
            "livery.json",
            text: #"{"resolver": "app.resolver.json", "output": ".", "exports": ["json"], "preview": false}"#)
        let before = try Data(contentsOf: URL(fileURLWithPath: tokens))
        let (status, io) = livery("build", config)
        #expect(status == 2, "\(io.standardError)")
        #expect(
            io.standardError.hasPrefix("Error: the output \(folder.path)/./json/tokens.json "), "\(io.standardError)")
        #expect(io.standardError.contains("would destroy"), "\(io.standardError)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: tokens)) == before)
    }
}
