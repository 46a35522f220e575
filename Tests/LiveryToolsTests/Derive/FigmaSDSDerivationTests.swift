import Foundation
import LiveryCore
import Testing

@testable import LiveryTools

/// Deriving Figma's Simple Design System dark theme from its light theme, with the declared
/// contrast pairs of `Fixtures/sds.pairs.json`.
@Suite("Derivation on Figma SDS")
struct FigmaSDSDerivationTests {
    static let fixtureDirectory: String = {
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let candidates = [
            packageRoot.appendingPathComponent("../shared/fixtures/dtcg/figma-sds").standardized.path,
            packageRoot.appendingPathComponent("../../shared/fixtures/dtcg/figma-sds").standardized.path,
            "/work/shared/fixtures/dtcg/figma-sds",
        ]
        return candidates.first { FileManager.default.fileExists(atPath: $0 + "/sds.resolver.json") } ?? candidates[2]
    }()

    static let pairsPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/sds.pairs.json").path

    /// The SDS palette and one theme file, read without the resolver: theme tokens are
    /// references to palette colors.
    struct Theme {
        var palette: [String: ResolvedToken] = [:]
        var semantic: [String: ResolvedToken] = [:]
        var aliases: [String: String] = [:]
        var tokens: [String: ResolvedToken] { palette.merging(semantic) { $1 } }
    }

    static func theme(_ context: String) throws -> Theme {
        var problems: [Diagnostic] = []
        var theme = Theme()
        let base = FlatTokenDocument(
            try JSONFile.load(path: fixtureDirectory + "/base/color.tokens.json"), file: "color", problems: &problems)
        for token in base.tokens {
            theme.palette[token.name] = ResolvedToken(type: .color, value: .color(try Color(dtcg: token.value)))
        }
        let file = FlatTokenDocument(
            try JSONFile.load(path: fixtureDirectory + "/theme/\(context).tokens.json"), file: context,
            problems: &problems)
        for token in file.tokens {
            let target = String(try #require(token.value.stringValue).dropFirst().dropLast())
            theme.aliases[token.name] = target
            theme.semantic[token.name] = theme.palette[target]
        }
        #expect(problems.isEmpty)
        return theme
    }

    static func requirements() throws -> ContrastRequirements {
        try ContrastRequirements.load(path: pairsPath, displayName: "sds.pairs.json")
    }

    @Test func theDeclaredPairsHoldInTheLightTheme() throws {
        let light = try Self.theme("light")
        let report = try ContrastAudit.run(try Self.requirements(), on: ThemeTable(contexts: ["light": light.tokens]))
        #expect(report.passed, "\(report.table)")
        #expect(report.results.count == 22)
    }

    @Test func everyDeclaredPairPassesInTheDerivedDarkTheme() throws {
        let light = try Self.theme("light")
        let dark = try Self.theme("dark")
        let table = ThemeTable(contexts: ["light": light.tokens, "dark": dark.tokens], order: ["light", "dark"])
        let input = try DeriveInput(
            source: table, from: "light", to: "dark", sourceAliases: light.aliases, targetAliases: dark.aliases,
            scope: Set(light.semantic.keys), targetDefined: Set(dark.semantic.keys))
        let result = try ThemeDerivation.derive(
            input, options: .init(strategy: .invertLightness, requirements: try Self.requirements(), overwrite: true))
        #expect(result.report.passed, "\(result.report.text)")

        // Audit the written document on its own: palette + the derived file.
        var derived = light.palette
        var problems: [Diagnostic] = []
        for token in FlatTokenDocument(result.document, file: "dark", problems: &problems).tokens {
            derived[token.name] = ResolvedToken(type: .color, value: .color(try Color(dtcg: token.value)))
        }
        #expect(problems.isEmpty)
        #expect(derived.count == light.tokens.count)
        let audit = try ContrastAudit.run(try Self.requirements(), on: ThemeTable(contexts: ["dark": derived]))
        #expect(audit.passed, "\(audit.table)")
        let background = try #require(derived["color.background.default.default"]?.value.color)
        #expect(OKLCHValue(background).l < 0.3)
    }

    @Test func withoutOverwriteTheExistingDarkThemeIsKept() throws {
        let light = try Self.theme("light")
        let dark = try Self.theme("dark")
        let table = ThemeTable(contexts: ["light": light.tokens, "dark": dark.tokens], order: ["light", "dark"])
        let input = try DeriveInput(
            source: table, from: "light", to: "dark", sourceAliases: light.aliases, targetAliases: dark.aliases,
            scope: Set(light.semantic.keys), targetDefined: Set(dark.semantic.keys))
        let result = try ThemeDerivation.derive(input, options: .init(strategy: .invertLightness))
        #expect(result.report.tokens.allSatisfy { $0.kind == .kept })
        #expect(result.report.tokens.count == light.semantic.count)
    }
}
