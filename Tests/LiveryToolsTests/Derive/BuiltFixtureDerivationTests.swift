import Foundation
import LiveryCore
import Testing

@testable import LiveryTools

/// Deriving dark from light on the built fixtures (`Fixtures/harbor`, `Fixtures/orbit`, made
/// by `Fixtures/generate.py`): shared palettes, semantic aliases, translucent state layers over
/// surfaces, a few hundred pairs and hand-made darks.
@Suite("Derivation on the built fixtures")
struct BuiltFixtureDerivationTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
        .path

    struct Outcome {
        var light: [AuditResult]
        var derived: [AuditResult]
        var result: ThemeDerivation.Result
    }

    /// Derives in memory (the file served at the hand-made dark's path) and audits the light.
    static func derive(_ name: String) throws -> Outcome {
        let path = fixtures + "/\(name)/\(name).resolver.json"
        let resolver = try Resolver(path: path)
        let requirements = try DerivationFixtures.pairs("\(name).pairs.json")
        let placement = try DerivedPlacement(
            resolverPath: path, output: fixtures + "/\(name)/theme/dark.tokens.json", modifier: "theme", context: "dark"
        )
        let input = try DeriveInput(resolver: resolver, from: "light", to: "dark")
        let result = try ThemeDerivation.derive(
            input, options: .init(strategy: .invertLightness, requirements: requirements, overwrite: true),
            placement: placement)
        let light = try ContrastAudit.run(
            requirements, themes: [try resolver.theme(for: ResolverInput([("theme", "light")]))])
        return Outcome(light: light.results, derived: result.report.pairs, result: result)
    }

    static func key(_ r: AuditResult) -> String { r.pair.path + "|" + (r.backdrop ?? "") }

    @Test func orbitsDerivedDarkPassesEveryCheckTheLightPasses() throws {
        let outcome = try Self.derive("orbit")
        let passing = Set(outcome.derived.filter(\.passed).map(Self.key))
        let lost = outcome.light.filter { $0.passed && !passing.contains(Self.key($0)) }
        #expect(lost.isEmpty, "\(lost.map(Self.key))")
        #expect(outcome.light.count >= 150)
    }

    @Test func harborsDerivedDarkPassesEveryCheckTheLightPassesAndMore() throws {
        // The ink text of the amber button must read on the button and on its hover state:
        // with the buttons mirrored along their ramp, one step does both.
        let outcome = try Self.derive("harbor")
        let passing = Set(outcome.derived.filter(\.passed).map(Self.key))
        let lost = outcome.light.filter { $0.passed && !passing.contains(Self.key($0)) }
        #expect(lost.isEmpty, "\(lost.map(Self.key))")
        #expect(outcome.derived.filter(\.passed).count > outcome.light.filter(\.passed).count)
        #expect(outcome.result.report.text.contains("cannot pass:") == !outcome.result.report.passed)
    }

    @Test func semanticTokensArePointedAtPaletteStepsAndThePaletteIsNotRewritten() throws {
        let outcome = try Self.derive("harbor")
        #expect(outcome.result.document["palette"] == nil)
        let tokens = outcome.result.report.tokens
        let toSteps = tokens.filter { $0.new.hasPrefix("{palette.") }
        #expect(
            toSteps.count * 10 >= tokens.count * 9,
            "most tokens stay on the palette: \(toSteps.count) of \(tokens.count)")
        let canvas = try #require(tokens.first { $0.name == "color.bg.canvas" })
        #expect(canvas.role == .background)
        let text = try #require(tokens.first { $0.name == "color.fg.default" })
        #expect(text.role == .foreground)
        #expect(text.new == "{palette.neutral.50}" || text.new == "{palette.neutral.100}", "\(text.new)")
    }

    @Test func onEmphasisForegroundsAreToldFromText() throws {
        let outcome = try Self.derive("harbor")
        let role = outcome.result.report.tokens.first { $0.name == "color.fg.accent.on-emphasis" }?.role
        #expect(role == .onEmphasis)
        // The white shared by the page and the button text: the page goes dark, the on-emphasis
        // text is re-pointed on its own, the shared primitive stays white.
        let canvas = outcome.result.report.tokens.first { $0.name == "color.bg.canvas" }
        #expect(canvas?.old == "{palette.base.white}" && canvas?.new != "{palette.base.white}")
    }

    @Test func everyTokenSaysWhatHappenedAndWhy() throws {
        let outcome = try Self.derive("orbit")
        #expect(!outcome.result.report.tokens.isEmpty)
        for token in outcome.result.report.tokens {
            #expect(!token.reason.isEmpty, "\(token.name)")
        }
        let moved = outcome.result.report.tokens.filter { $0.kind == .repointed }
        #expect(!moved.isEmpty, "orbit has tokens re-pointed for a pair")
        #expect(moved.allSatisfy { $0.reason.hasPrefix("pairs[") || $0.reason.contains("moved for a pair") })
    }
}

@Suite("Token roles")
struct TokenRoleTests {
    @Test func rolesComeFromPairsThenAliasesThenNames() {
        let pairs = [
            ContrastPair(foreground: "text", background: "page", minimum: .ratio(4.5)),
            ContrastPair(foreground: "on-button", background: "button", minimum: .ratio(4.5)),
            ContrastPair(foreground: "button", background: "page", minimum: .ratio(3)),
        ]
        let lightness = ["text": 0.2, "page": 1.0, "on-button": 1.0, "button": 0.4]
        let roles = TokenRoleInference(
            pairs: pairs, names: ["text", "page", "on-button", "button", "link-alias", "color.icon.muted", "x"],
            aliases: ["link-alias": "text"], lightness: { lightness[$0] })
        #expect(roles.role(of: "text") == .foreground)
        #expect(roles.role(of: "page") == .background)
        #expect(roles.role(of: "button") == .both)
        #expect(roles.role(of: "on-button") == .onEmphasis)
        #expect(roles.emphasisBackground["on-button"] == "button")
        #expect(roles.role(of: "link-alias") == .foreground)
        #expect(roles.role(of: "color.icon.muted") == .foreground)
        #expect(roles.role(of: "x") == .unpaired)
    }

    /// CamelCase words are words too (Fluent's and Carbon's names): `color.hoverPrimaryText` is
    /// text, not one unknown word.
    @Test func camelCaseNamesAreReadWordByWord() {
        #expect(
            TokenRoleInference.words(of: "NeutralForeground1Static.Fill.Color.Rest")
                == ["neutral", "foreground", "1", "static", "fill", "color", "rest"])
        #expect(TokenRoleInference.words(of: "color.hoverPrimaryText") == ["color", "hover", "primary", "text"])
        #expect(TokenRoleInference.words(of: "UIText-bg_x") == ["ui", "text", "bg", "x"])
        #expect(TokenRoleInference.words(of: "color.fixedish") == ["color", "fixedish"])
        for name in ["color.hoverPrimaryText", "color.linkVisited", "BrandStroke1.Stroke.Color.Rest"] {
            #expect(TokenRoleInference.role(fromWordsOf: name) == .foreground, "\(name)")
        }
        for name in ["color.uiBackground", "color.overlay01", "NeutralBackground1.Fill.Color.Rest"] {
            #expect(TokenRoleInference.role(fromWordsOf: name) == .background, "\(name)")
        }
        #expect(TokenRoleInference.role(fromWordsOf: "color.interactive01") == .unpaired)
        let roles = TokenRoleInference(
            pairs: [], names: ["color.hoverPrimaryText"], aliases: [:], lightness: { _ in nil })
        #expect(roles.role(of: "color.hoverPrimaryText") == .foreground)
    }

    @Test func staticAndFixedInsideACamelCaseWordKeepTheColor() {
        for name in [
            "NeutralForeground1Static.Fill.Color.Rest", "NeutralForegroundStaticInverted.Fill.Color.Rest",
            "BrandBackgroundStatic.Fill.Color.Rest", "sys.color.primaryFixedDim",
        ] {
            #expect(TokenRoleInference.isInvariant(name), "\(name)")
        }
        #expect(!TokenRoleInference.isInvariant("NeutralForegroundStaticish.Fill.Color.Rest"))
        #expect(!TokenRoleInference.isInvariant("NeutralForegroundInverted.Fill.Color.Rest"))
    }
}
