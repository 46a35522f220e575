import Foundation
import LiveryCore
import Testing

/// Every public declaration of the library products has a doc comment, read from the symbol
/// graphs of the built modules (what DocC documents).
@Suite("Public declarations are documented")
struct PublicDocumentationTests {
    /// One public symbol without a doc comment: where it is, and its name.
    struct Gap: CustomStringConvertible {
        var file: String
        var line: Int
        var name: String
        var description: String { "\(file):\(line): \(name)" }
    }

    /// The public symbols of `module` that have no doc comment, in file order.
    static func gaps(in module: String) async throws -> [Gap] {
        let checker = try await SnippetTypechecker.shared.value
        let folder = checker.scratch.appendingPathComponent("symbol-graphs-\(module)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let status = try await SnippetTypechecker.run(
            "swift-symbolgraph-extract",
            [
                "-module-name", module, "-I", checker.modules.path, "-target", try await targetTriple(),
                "-minimum-access-level", "public", "-skip-synthesized-members", "-output-dir", folder.path,
            ])
        try #require(status.status == 0, "swift-symbolgraph-extract failed: \(status.output)")
        var gaps: [Gap] = []
        var symbolCount = 0
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path)
        where file.hasSuffix(".symbols.json") {
            let graph = try JSONParser.parse(Array(try Data(contentsOf: folder.appendingPathComponent(file))))
            let symbols = try #require(graph["symbols"]?.arrayValue, "\(file) holds no symbols array")
            symbolCount += symbols.count
            for symbol in symbols where symbol["docComment"] == nil {
                let uri = symbol["location"]?["uri"]?.stringValue ?? "?"
                let path = uri.replacingOccurrences(of: "file://" + SnippetTypechecker.root.path + "/", with: "")
                let line = symbol["location"]?["position"]?["line"]?.numberValue.map { Int($0) + 1 } ?? 0
                let name = (symbol["pathComponents"]?.arrayValue ?? []).compactMap(\.stringValue).joined(separator: ".")
                gaps.append(Gap(file: path, line: line, name: name))
            }
        }
        // No graph or no public symbol read is a broken extraction, not a documented module.
        try #require(symbolCount > 0, "no public symbols read for \(module)")
        return gaps.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
    }

    /// The compiler's target triple (`x86_64-unknown-linux-gnu`).
    static func targetTriple() async throws -> String {
        let info = try await SnippetTypechecker.run("swiftc", ["-print-target-info"])
        let json = try JSONParser.parse(info.output)
        return try #require(json["target"]?["triple"]?.stringValue)
    }

    /// The undocumented declarations each module may have: none.
    static let allowedGaps = ["LiveryCore": 0, "Livery": 0, "LiveryTools": 0]

    @Test(arguments: ["LiveryCore", "Livery", "LiveryTools"])
    func everyPublicDeclarationHasADocComment(module: String) async throws {
        let gaps = try await Self.gaps(in: module)
        let allowed = Self.allowedGaps[module] ?? 0
        let list = gaps.map(\.description).joined(separator: "\n")
        #expect(
            gaps.count <= allowed,
            "\(gaps.count) public declarations of \(module) have no doc comment (at most \(allowed)):\n\(list)")
    }
}
