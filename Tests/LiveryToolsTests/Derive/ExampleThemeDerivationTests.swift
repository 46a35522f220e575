import Foundation
import LiveryCore
import Testing

@testable import LiveryTools

/// Deriving contexts of the example app theme (`Examples/Themes`: theme × contrast × brand)
/// with the pairs of `Fixtures/example-app.pairs.json`.
@Suite("Derivation on the example theme")
struct ExampleThemeDerivationTests {
    static func resolver() throws -> Resolver {
        try Resolver(path: DerivationFixtures.exampleThemes + "/app.resolver.json")
    }

    @Test func theDeclaredPairsHoldInEveryCombination() throws {
        let report = try ContrastAudit.run(
            try DerivationFixtures.pairs("example-app.pairs.json"), on: try Self.resolver())
        #expect(report.passed, "\(report.table)")
    }

    @Test func aDerivedDarkThemePassesEveryPairInItsCombination() throws {
        let requirements = try DerivationFixtures.pairs("example-app.pairs.json")
        let input = try DeriveInput(resolver: try Self.resolver(), from: "light", to: "dark")
        let result = try ThemeDerivation.derive(
            input, options: .init(strategy: .invertLightness, requirements: requirements, overwrite: true))
        #expect(result.report.passed, "\(result.report.text)")
        #expect(result.document["palette"] == nil, "the shared palette is not rewritten")

        let (derived, cleanup) = try DerivationFixtures.resolver(
            "app.resolver.json", in: DerivationFixtures.exampleThemes, replacing: "theme/dark.tokens.json",
            with: result.document)
        defer { cleanup() }
        let dark = try derived.theme(for: input.targetInput)
        let audit = try ContrastAudit.run(requirements, themes: [dark])
        #expect(audit.passed, "\(audit.table)")
        #expect(audit.results.count == 9)
    }

    @Test func aDerivedHighContrastContextMeetsItsOwnMinimums() throws {
        let requirements = try DerivationFixtures.pairs("example-app.pairs.json")
        let input = try DeriveInput(resolver: try Self.resolver(), from: "normal", to: "high")
        #expect(input.targetInput.description == "theme=light,contrast=high,brand=default")
        let result = try ThemeDerivation.derive(
            input, options: .init(strategy: .pushContrast, requirements: requirements, overwrite: true))
        #expect(result.report.passed, "\(result.report.text)")
        #expect(result.report.pairs.first?.required == 7)

        let (derived, cleanup) = try DerivationFixtures.resolver(
            "app.resolver.json", in: DerivationFixtures.exampleThemes, replacing: "contrast/high.tokens.json",
            with: result.document)
        defer { cleanup() }
        let audit = try ContrastAudit.run(requirements, themes: [try derived.theme(for: input.targetInput)])
        #expect(audit.passed, "\(audit.table)")
    }

    @Test func aNewContextPassesInEveryCombinationIncludingThoseOtherFilesOverride() throws {
        // contrast/high.tokens.json points color.tint at color.highContrast.tint, which the
        // derived file defines: the solver must move it for the dim × high rows too.
        let requirements = try DerivationFixtures.pairs("example-app.pairs.json")
        let path = DerivationFixtures.exampleThemes + "/app.resolver.json"
        let input = try DeriveInput(resolver: try Self.resolver(), from: "dark", to: "dim")
        let placement = try DerivedPlacement(
            resolverPath: path, output: DerivationFixtures.exampleThemes + "/theme/dim.tokens.json", modifier: "theme",
            context: "dim")
        let result = try ThemeDerivation.derive(
            input, options: .init(strategy: .compressLightness, requirements: requirements), placement: placement)
        let combinations = Set(result.report.pairs.map(\.input.description))
        #expect(combinations.count == 4, "\(combinations.sorted())")
        #expect(result.report.passed, "\(result.report.text)")
    }

    @Test func otherModifiersCanBeSetForTheDerivedCombination() throws {
        let input = try DeriveInput(
            resolver: try Self.resolver(), from: "light", to: "dark", at: ResolverInput([("brand", "acme")]))
        #expect(input.source.input.description == "theme=light,contrast=normal,brand=acme")
        #expect(input.targetInput.description == "theme=dark,contrast=normal,brand=acme")
    }
}
