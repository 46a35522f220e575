import Foundation
import LiveryCore
import LiveryTestSupport
import Testing

@testable import LiveryTools

@Suite("Swift exporter")
struct SwiftExporterTests {
    static func render(_ source: any ThemeSource) throws -> String {
        try #require(try Exporter.swift.render(ExportRequest(source: source)).first).text
    }

    /// The type of a constant naming a number token.
    static let number = "Livery.TokenName<Livery.TokenKinds.Number>"

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
            import Livery

            let colors: [TokenName<TokenKinds.Color>] = [
                Tokens.Color.background, Tokens.Color.textPrimary, Tokens.Color.accentVivid,
            ]
            let sizes: [TokenName<TokenKinds.Dimension>] = [Tokens.Size.spacing2xl, Tokens.Size.radiusDefault]
            let body: TokenName<TokenKinds.Typography> = Tokens.Typography.body
            let fast: TokenName<TokenKinds.Duration> = Tokens.Motion.durationFast
            let card: TokenName<TokenKinds.Shadow> = Tokens.Elevation.card
            let check: Bool = Tokens.Color.background.name == "color.background"
            print(colors, sizes, body, fast, card, check)
            """
        try use.write(to: folder.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        let result = try await Self.swiftc(
            ["-typecheck"] + (try BuiltLivery.current().importArguments) + ["Tokens.swift", "main.swift"], in: folder)
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
            "print([Tricky.Size.default, Tricky.Size._2xl, Tricky.Type_.self_, Tricky.class, Tricky.Name.init_])\n"
        try use.write(to: folder.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        let result = try await Self.swiftc(
            ["-typecheck"] + (try BuiltLivery.current().importArguments) + [generated.path, "main.swift"], in: folder)
        #expect(result.status == 0, "swiftc failed:\n\(result.output)\n--- generated ---\n\(generated.text)")
    }

    @Test("escapes keywords, prefixes leading digits and suffixes names Swift reserves")
    func escaping() throws {
        let swift = try Self.render(Self.table(["size.default", "size.2xl", "type.self", "class"]))
        #expect(swift.contains("public static let `default`: \(Self.number) = \"size.default\""))
        #expect(swift.contains("public static let _2xl: \(Self.number) = \"size.2xl\""))
        #expect(swift.contains("public enum Type_ {"))
        #expect(swift.contains("public static let self_: \(Self.number) = \"type.self\""))
        #expect(swift.contains("public static let `class`: \(Self.number) = \"class\""))
    }

    @Test("suffixes identifiers that collide, in token order")
    func collisions() throws {
        let swift = try Self.render(Self.table(["color.text-primary", "color.textPrimary", "color.text.primary"]))
        #expect(swift.contains("public static let textPrimary: \(Self.number) = \"color.text-primary\""))
        #expect(swift.contains("public static let textPrimary2: \(Self.number) = \"color.text.primary\""))
        #expect(swift.contains("public static let textPrimary3: \(Self.number) = \"color.textPrimary\""))
    }

    @Test("types each constant by its token's kind, every DTCG type and images included")
    func kinds() throws {
        let tokens: [(name: String, token: ResolvedToken, kind: String)] = [
            ("a.color", ResolvedToken(type: .color, value: .color(.white)), "Color"),
            ("a.dimension", ResolvedToken(type: .dimension, value: .dimension(Dimension(4, .px))), "Dimension"),
            ("a.family", ResolvedToken(type: .fontFamily, value: .fontFamily(["Inter"])), "FontFamily"),
            ("a.image", .image("logo"), "Image"),
            ("a.legacyImage", ResolvedToken(type: .unknown("image"), value: .opaque(.string("logo"))), "Image"),
            ("a.other", ResolvedToken(type: .unknown("elevation"), value: .opaque(.number(2))), "Unknown"),
            ("a.weight", ResolvedToken(type: .fontWeight, value: .fontWeight(700)), "FontWeight"),
            ("a.curve", ResolvedToken(type: .cubicBezier, value: .cubicBezier(CubicBezier(0, 0, 1, 1))), "CubicBezier"),
        ]
        let swift = try Self.render(
            ThemeTable(contexts: ["light": Dictionary(uniqueKeysWithValues: tokens.map { ($0.name, $0.token) })]))
        for (name, _, kind) in tokens {
            let member = String(name.dropFirst(2))
            #expect(
                swift.contains("public static let \(member): \(SwiftTokenKind.declaration(kind)) = \"\(name)\""),
                "\(name) is not typed \(kind):\n\(swift)")
        }
        #expect(swift.contains("\nimport Livery\n"), "the file imports Livery:\n\(swift)")
    }

    @Test("every standard DTCG type has a kind of its own")
    func everyStandardTypeHasAKind() {
        let kinds = TokenType.standard.map { SwiftTokenKind.standard[$0] }
        #expect(!kinds.contains(nil), "\(zip(TokenType.standard, kinds).filter { $0.1 == nil }.map(\.0))")
        #expect(Set(kinds).count == TokenType.standard.count)
    }

    @Test("a token whose kind differs between contexts is typed Mixed, which no typed binding takes")
    func mixedKinds() throws {
        let source = ThemeTable(
            contexts: [
                "light": ["a.b": ResolvedToken(type: .color, value: .color(.white))],
                "dark": ["a.b": ResolvedToken(type: .number, value: .number(1))],
            ], order: ["light", "dark"])
        let swift = try Self.render(source)
        #expect(swift.contains("public static let b: Livery.TokenName<Livery.TokenKinds.Mixed> = \"a.b\""), "\(swift)")
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
                        public static let legacy: Livery.TokenName<Livery.TokenKinds.Color> = "color.legacy"
                """))
    }

    /// Runs `swiftc` from PATH in `folder`, returning its exit status and combined output.
    static func swiftc(_ arguments: [String], in folder: URL) async throws -> (status: Int32, output: String) {
        let run = try await ChildRun.run(
            URL(fileURLWithPath: "/usr/bin/env"), ["swiftc"] + arguments, in: folder, combined: true, timeout: 900)
        return (run.status, run.standardOutput)
    }
}
