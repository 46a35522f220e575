import Foundation
import LiveryCore
import Testing

/// The real-world fixture: Figma's Simple Design System in DTCG 2025.10 with a resolver.
@Suite struct FigmaFixtureTests {
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

    static func resolver() throws -> Resolver {
        try Resolver(path: fixtureDirectory + "/sds.resolver.json")
    }

    @Test func declaresOneThemeModifierWithLightAndDark() throws {
        let resolver = try Self.resolver()
        #expect(resolver.modifiers.map(\.name) == ["theme"])
        #expect(resolver.modifiers.first?.contexts == ["light", "dark"])
    }

    @Test(arguments: ["light", "dark"])
    func contextResolvesWithoutErrors(context: String) throws {
        let resolver = try Self.resolver()
        let build = resolver.build(for: ResolverInput([("theme", context)]))
        #expect(build.diagnostics.filter(\.isError).map(\.description) == [])
        let theme = try #require(build.theme)
        let declared = try resolver.tokenSet(for: ResolverInput([("theme", context)]))
        #expect(theme.count == declared.count)
    }

    @Test func defaultModeOnlyWarnsAboutTypographyWithoutSpacing() throws {
        let report = try Self.resolver().validate()
        #expect(report.errors.isEmpty)
        #expect(!report.warnings.isEmpty)
        #expect(
            report.warnings.allSatisfy {
                $0.message == "missing 'letterSpacing'" || $0.message == "missing 'lineHeight'"
            })
    }

    @Test func strictModeRejectsTypographyWithoutSpacing() throws {
        let report = TokenValidation.validate([Self.fixtureDirectory + "/sds.resolver.json"], mode: .strict)
        #expect(report.warnings.isEmpty)
        #expect(!report.errors.isEmpty)
        #expect(report.errors.allSatisfy { $0.path?.hasPrefix("typography.") == true })
    }

    @Test func everyBaseColorComputesTheHexItStates() throws {
        let path = Self.fixtureDirectory + "/base/color.tokens.json"
        let json = try JSONFile.load(path: path)
        let document = TokenDocument(json: json, file: path)
        let resolved = AliasResolver.resolve(TokenSet(documents: [document]))
        var checked = 0
        for (position, raw) in document.tokens.enumerated() {
            guard case .string(let stated)? = raw.value["hex"] else { continue }
            let color = try #require(resolved.tokens[position]?.value.color, "\(raw.name) did not resolve to a color")
            #expect(color.opaqueHex == stated.lowercased(), "\(raw.name)")
            checked += 1
        }
        #expect(checked == document.tokens.count)
        #expect(checked > 0)
    }

    @Test func themeAliasesTakeTheTypeOfTheColorTheyReference() throws {
        let theme = try Self.resolver().theme(for: ResolverInput([("theme", "dark")]))
        let token = try #require(theme["color.background.default.default"])
        #expect(token.type == .color)
        #expect(token.value == theme["color.gray.900"]?.value)
    }

    @Test func tokenIDsAreStableAcrossContexts() throws {
        let resolver = try Self.resolver()
        let light = try resolver.theme(for: ResolverInput([("theme", "light")]))
        let dark = try resolver.theme(for: ResolverInput([("theme", "dark")]))
        let id = try #require(resolver.names.id(for: "color.background.default.default"))
        #expect(light[id] != nil && dark[id] != nil)
        #expect(light[id]?.value != dark[id]?.value)
    }
}
