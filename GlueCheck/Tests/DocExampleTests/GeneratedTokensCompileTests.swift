import Foundation
import LiveryCore
import LiveryTools
import Testing

/// `livery export --format swift` constants plug straight into bindings.
@Suite("Generated Swift tokens in bindings")
struct GeneratedTokensCompileTests {
    /// Seed 000's `kColor` enum as tokens: the cases become a `kColor` group, light and dark.
    static let kColor: ThemeTable = {
        func color(_ hex: String) -> ResolvedToken {
            ResolvedToken(type: .color, value: .color((try? Color(hex: hex)) ?? .clear))
        }
        return ThemeTable(
            contexts: [
                "light": [
                    "kColor.borderLight": color("f3f3f6"), "kColor.background": color("ffffff"),
                    "kColor.primaryText": color("000000"),
                    "icon.logo": .image("logo-light"),
                ],
                "dark": [
                    "kColor.borderLight": color("0c0c09"), "kColor.background": color("000000"),
                    "kColor.primaryText": color("ffffff"),
                    "icon.logo": .image("logo-dark"),
                ],
            ], order: ["light", "dark"])
    }()

    static func generated() throws -> String {
        try #require(try Exporter.swift.render(ExportRequest(source: kColor)).first).text
    }

    @Test func generatedConstantsAreTokenNamesOfBindingsAndThemeLookups() async throws {
        let generated = try Self.generated()
        let use = """
            view.theme.backgroundColor = .token(Tokens.KColor.background)
            label.theme.textColor = .token(Tokens.KColor.primaryText)
            label.theme.shadowColor = .token(Tokens.KColor.borderLight)
            final class Logo: Themeable { var imageName: String? }
            Logo().theme.imageName = .token(Tokens.Icon.logo)
            label.theme.textColor = ThemeValue { theme in theme.value(Tokens.KColor.primaryText) ?? .black }
            """
        let snippet = SwiftSnippet(file: "Tokens.swift+use", line: 1, code: generated + "\n" + use)
        let errors = try await SnippetTypechecker.shared.value.errors(
            of: [snippet], header: "import DocContext\nimport UIKit\nimport LiveryUIKit")
        #expect(errors[snippet.description] == [], "\(errors)\n--- generated ---\n\(generated)")
    }

    @Test func imageTokensSayImageInTheirDocComment() throws {
        let generated = try Self.generated()
        #expect(generated.contains("/// `icon.logo` (image)\n"), "\(generated)")
        #expect(generated.contains("/// - theme=dark: logo-dark\n") || generated.contains("logo-dark"), "\(generated)")
    }
}
