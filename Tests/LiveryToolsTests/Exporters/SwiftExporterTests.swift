import Foundation
import LiveryCore
import LiveryTestSupport
import LiveryTools
import Testing

@Suite("Swift exporter")
struct SwiftExporterTests {
    static func render(_ source: any ThemeSource) throws -> String {
        try #require(try Exporter.swift.render(ExportRequest(source: source)).first).text
    }

    static func table(_ names: [String]) -> ThemeTable {
        let token = ResolvedToken(type: .number, value: .number(1))
        return ThemeTable(contexts: ["light": Dictionary(uniqueKeysWithValues: names.map { ($0, token) })])
    }

    @Test("writes the token namespace as the golden file")
    func matchesGolden() throws {
        try GoldenFiles.assertMatches(try Exporter.swift.render(ExportFixture.request), format: "swift")
    }

    @Test("generates a file that type-checks on its own and names tokens by path")
    func typeChecks() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livery-swift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let generated = try Self.render(ExportFixture.table)
        try generated.write(to: folder.appendingPathComponent("Tokens.swift"), atomically: true, encoding: .utf8)
        let use = """
            let names: [Tokens.Name] = [
                Tokens.Color.background, Tokens.Color.textPrimary, Tokens.Color.accentVivid,
                Tokens.Size.spacing2xl, Tokens.Size.radiusDefault, Tokens.Typography.body,
                Tokens.Motion.durationFast, Tokens.Elevation.card,
            ]
            let check: Bool = Tokens.Color.background.rawValue == "color.background"
            print(names, check)
            """
        try use.write(to: folder.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        let result = try await Self.swiftc(["-typecheck", "Tokens.swift", "main.swift"], in: folder)
        #expect(result.status == 0, "swiftc failed:\n\(result.output)\n--- generated ---\n\(generated)")
    }

    @Test("generates names that type-check when paths hold keywords, digits and reserved words")
    func trickyNamesTypeCheck() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livery-swift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var options = ExportOptions()
        options.swiftNamespace = "Tricky"
        let source = Self.table([
            "size.default", "size.2xl", "type.self", "class", "name.init", "Self.x", "a.b-c", "a.bC", "é.ü",
        ])
        let generated = try #require(try Exporter.swift.render(ExportRequest(source: source, options: options)).first)
        try generated.text.write(to: folder.appendingPathComponent(generated.path), atomically: true, encoding: .utf8)
        let use =
            "print([Tricky.Size.default, Tricky.Size._2xl, Tricky.Type_.self_, Tricky.class, Tricky.Name2.init_])\n"
        try use.write(to: folder.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        let result = try await Self.swiftc(["-typecheck", generated.path, "main.swift"], in: folder)
        #expect(result.status == 0, "swiftc failed:\n\(result.output)\n--- generated ---\n\(generated.text)")
    }

    @Test("escapes keywords, prefixes leading digits and suffixes names Swift reserves")
    func escaping() throws {
        let swift = try Self.render(Self.table(["size.default", "size.2xl", "type.self", "class"]))
        #expect(swift.contains("public static let `default`: Name = \"size.default\""))
        #expect(swift.contains("public static let _2xl: Name = \"size.2xl\""))
        #expect(swift.contains("public enum Type_ {"))
        #expect(swift.contains("public static let self_: Name = \"type.self\""))
        #expect(swift.contains("public static let `class`: Name = \"class\""))
    }

    @Test("suffixes identifiers that collide, in token order")
    func collisions() throws {
        let swift = try Self.render(Self.table(["color.text-primary", "color.textPrimary", "color.text.primary"]))
        #expect(swift.contains("public static let textPrimary: Name = \"color.text-primary\""))
        #expect(swift.contains("public static let textPrimary2: Name = \"color.text.primary\""))
        #expect(swift.contains("public static let textPrimary3: Name = \"color.textPrimary\""))
    }

    @Test("marks deprecated tokens unavailable-with-warning and keeps their description")
    func deprecation() throws {
        let swift = try Self.render(ExportFixture.table)
        #expect(
            swift.contains(
                """
                        /// The old grey.
                        ///
                        /// `color.legacy` (color)
                        /// - Value: #808080
                        @available(*, deprecated, message: "Use color.text.primary.")
                        public static let legacy: Name = "color.legacy"
                """))
    }

    /// Runs `swiftc` from PATH in `folder`, returning its exit status and combined output.
    static func swiftc(_ arguments: [String], in folder: URL) async throws -> (status: Int32, output: String) {
        let run = try await ChildRun.run(
            URL(fileURLWithPath: "/usr/bin/env"), ["swiftc"] + arguments, in: folder, combined: true, timeout: 900)
        return (run.status, run.standardOutput)
    }
}
