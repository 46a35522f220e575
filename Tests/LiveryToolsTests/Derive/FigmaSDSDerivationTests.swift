import Foundation
import LiveryCore
import Testing

@testable import LiveryTools

/// Deriving Figma's Simple Design System dark theme from its light theme, with the declared
/// contrast pairs of `Fixtures/sds.pairs.json`.
@Suite("Derivation on Figma SDS")
struct FigmaSDSDerivationTests {
    static func resolver() throws -> Resolver {
        try Resolver(path: DerivationFixtures.figmaSDS + "/sds.resolver.json")
    }

    /// The dark derived from the light with the declared pairs, replacing the hand-made one.
    static func derivedDark() throws -> ThemeDerivation.Result {
        let requirements = try DerivationFixtures.pairs("sds.pairs.json")
        let input = try DeriveInput(resolver: try resolver(), from: "light", to: "dark")
        return try ThemeDerivation.derive(
            input, options: .init(strategy: .invertLightness, requirements: requirements, overwrite: true))
    }

    @Test func theDeclaredPairsHoldInTheLightTheme() throws {
        let requirements = try DerivationFixtures.pairs("sds.pairs.json")
        let light = try Self.resolver().theme(for: ResolverInput([("theme", "light")]))
        let report = try ContrastAudit.run(requirements, themes: [light])
        #expect(report.passed, "\(report.table)")
        #expect(report.results.count == 55)
    }

    @Test func theResolverTellsTheThemeTokensFromTheSharedPalette() throws {
        let input = try DeriveInput(resolver: try Self.resolver(), from: "light", to: "dark")
        let scope = try #require(input.scope)
        #expect(scope.contains("color.background.default.default"))
        #expect(!scope.contains("color.white.1000"))
        #expect(input.sourceAliases["color.background.default.default"] == "color.white.1000")
        #expect(input.targetDefined?.contains("color.text.default.default") == true)
    }

    @Test func everyDeclaredPairPassesInTheDerivedDarkTheme() throws {
        let requirements = try DerivationFixtures.pairs("sds.pairs.json")
        let input = try DeriveInput(resolver: try Self.resolver(), from: "light", to: "dark")
        let result = try ThemeDerivation.derive(
            input, options: .init(strategy: .invertLightness, requirements: requirements, overwrite: true))
        #expect(result.report.passed, "\(result.report.text)")
        #expect(result.document["color"]?["white"] == nil, "the shared palette is not rewritten")

        // The derived file, put in place of theme/dark.tokens.json, passes an independent audit.
        let (derived, cleanup) = try DerivationFixtures.resolver(
            "sds.resolver.json", in: DerivationFixtures.figmaSDS, replacing: "theme/dark.tokens.json",
            with: result.document)
        defer { cleanup() }
        let dark = try derived.theme(for: ResolverInput([("theme", "dark")]))
        let audit = try ContrastAudit.run(requirements, themes: [dark])
        #expect(audit.passed, "\(audit.table)")
        let background = try #require(dark["color.background.default.default"]?.value.color)
        #expect(OKLCHValue(background).l < 0.3)
    }

    @Test func withoutOverwriteTheExistingDarkThemeIsKept() throws {
        let input = try DeriveInput(resolver: try Self.resolver(), from: "light", to: "dark")
        let result = try ThemeDerivation.derive(input, options: .init(strategy: .invertLightness))
        #expect(!result.report.tokens.isEmpty)
        #expect(result.report.tokens.allSatisfy { $0.kind == .kept })
        #expect(result.document["color"]?["text"]?["default"]?["default"]?["$value"] == "{color.white.1000}")
    }
}
