import Foundation
import LiveryCore
import LiveryTools
import Testing

@Suite("BuildPipeline")
struct BuildPipelineTests {
    /// `Examples/Themes/app.resolver.json`, found from this file's place in the package.
    static let exampleResolver: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.path + "/Examples/Themes/app.resolver.json"
    }()

    @Test func exampleBuildRendersEveryExportInItsFolderAndThePreview() throws {
        let result = BuildPipeline(config: BuildConfig(resolver: Self.exampleResolver)).run()
        #expect(result.succeeded, "\(result.diagnostics)")
        #expect(result.steps.map(\.name) == ["validate", "audit", "export", "preview"])
        let request = ExportRequest(source: try Resolver(path: Self.exampleResolver))
        var expected: [String] = []
        for exporter in Exporter.all {
            expected += try exporter.render(request).map { "\(exporter.id)/\($0.path)" }
        }
        #expect(result.files.map(\.path) == expected + ["preview.html"])
    }

    @Test func exportsListedInTheConfigAreTheOnlyOnes() {
        let config = BuildConfig(resolver: Self.exampleResolver, exports: ["json", "css"], preview: false)
        let result = BuildPipeline(config: config).run()
        #expect(result.succeeded)
        #expect(Set(result.files.map { String($0.path.split(separator: "/")[0]) }) == ["css", "json"])
    }

    @Test func heldContextsReachTheExports() throws {
        let config = BuildConfig(
            resolver: Self.exampleResolver, exports: ["json"], contexts: ["brand": "acme"], preview: false)
        let result = BuildPipeline(config: config).run()
        let json = try JSONParser.parse(try #require(result.files.first).text)
        #expect(json.objectValue?.keys.allSatisfy { $0.hasSuffix("brand=acme") } == true)
    }

    @Test func invalidTokensStopTheBuildAtValidateWithNoFiles() throws {
        let file = NSTemporaryDirectory() + "build-bad-\(UUID().uuidString).tokens.json"
        try Data(#"{"a": {"$type": "color", "$value": 3}}"#.utf8).write(to: URL(fileURLWithPath: file))
        defer { try? FileManager.default.removeItem(atPath: file) }
        let result = BuildPipeline(config: BuildConfig(resolver: file)).run()
        #expect(!result.succeeded)
        #expect(result.steps.map(\.name) == ["validate"])
        #expect(result.files.isEmpty)
        #expect(result.diagnostics.first?.file == file)
    }

    @Test func configPathsAreRelativeToTheConfigFile() throws {
        let json = try JSONParser.parse(#"{"resolver": "tokens/app.resolver.json", "pairs": "/abs/pairs.json"}"#)
        let config = try BuildConfig(json: json, file: "site/livery.json", baseDirectory: "site")
        #expect(config.resolver == "site/tokens/app.resolver.json")
        #expect(config.pairs == "/abs/pairs.json")
        #expect(config.output == "site/livery-out")
        #expect(config.exports == nil)
        #expect(config.preview)
    }

    @Test func configProblemsAreAllReportedInDocumentOrderWithFileMemberAndLine() throws {
        let json = try JSONParser.parse("{\n\"exports\": 5,\n\"strict\": 1,\n\"contexts\": {\"brand\": 2}\n}")
        #expect {
            try BuildConfig(json: json, file: "livery.json")
        } throws: { error in
            let lines = (error as? DiagnosticsError)?.diagnostics.map(\.description) ?? []
            return lines == [
                "livery.json: missing member \"resolver\"",
                "livery.json:2:1: exports: expected \"all\" or a list of format ids, found a number",
                "livery.json:3:1: strict: expected true or false, found a number",
                "livery.json:4:14: contexts.brand: expected a context name, found a number",
            ]
        }
    }

    @Test func allMeansEveryFormat() throws {
        let config = try BuildConfig(
            json: try JSONParser.parse(#"{"resolver": "a.json", "exports": "all"}"#), file: nil)
        #expect(config.exports == nil)
    }
}
