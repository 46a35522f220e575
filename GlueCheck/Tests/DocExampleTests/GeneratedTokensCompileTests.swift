import Foundation
import LiveryCore
import LiveryTools
import Testing

/// `livery export --format swift` constants plug straight into bindings of the kinds their
/// tokens convert to, and nowhere else: the generated file and the lines that use it are
/// type-checked together against the real glue.
@Suite("Generated Swift tokens in bindings")
struct GeneratedTokensCompileTests {
    /// Seed 000's `kColor` enum as tokens (the cases become a `kColor` group, light and dark),
    /// with a dimension, a typography and an image.
    static let kColor: ThemeTable = {
        func color(_ hex: String) -> ResolvedToken {
            ResolvedToken(type: .color, value: .color((try? Color(hex: hex)) ?? .clear))
        }
        let shared: [String: ResolvedToken] = [
            "dimension.spacing-m": ResolvedToken(type: .dimension, value: .dimension(Dimension(16, .px))),
            "font.body": ResolvedToken(
                type: .typography,
                value: .typography(
                    Typography(
                        fontFamily: ["Inter"], fontSize: Dimension(16, .px), fontWeight: 400, letterSpacing: nil,
                        lineHeight: 1.5))),
        ]
        return ThemeTable(
            contexts: [
                "light": shared.merging([
                    "kColor.borderLight": color("f3f3f6"), "kColor.background": color("ffffff"),
                    "kColor.primaryText": color("000000"),
                    "icon.logo": .image("logo-light"),
                ]) { $1 },
                "dark": shared.merging([
                    "kColor.borderLight": color("0c0c09"), "kColor.background": color("000000"),
                    "kColor.primaryText": color("ffffff"),
                    "icon.logo": .image("logo-dark"),
                ]) { $1 },
            ], order: ["light", "dark"])
    }()

    static let header = "import DocContext\nimport UIKit\nimport LiveryUIKit"

    static func generated() throws -> String {
        try #require(try Exporter.swift.render(ExportRequest(source: kColor)).first).text
    }

    /// The generated file followed by `use`, type-checked as one program: what it does
    /// otherwise than its `// expected-error:` marks say.
    static func surprises(
        _ use: String, header: String = header
    ) async throws -> (
        surprises: [String], generated: String
    ) {
        let generated = try generated()
        let snippet = SwiftSnippet(file: "Tokens.swift+use", line: 0, code: generated + "\n" + use)
        let found = try await SnippetTypechecker.shared.value.surprises(of: [snippet], header: header)
        return (found[snippet.description] ?? ["not type-checked"], generated)
    }

    @Test func generatedConstantsAreTokenNamesOfBindingsAndThemeLookups() async throws {
        let (surprises, generated) = try await Self.surprises(
            """
            view.theme.backgroundColor = .token(Tokens.KColor.background)
            label.theme.textColor = .token(Tokens.KColor.primaryText)
            label.theme.shadowColor = .token(Tokens.KColor.borderLight)
            final class Logo: Themeable { var imageName: String? }
            Logo().theme.imageName = .token(Tokens.Icon.logo)
            imageView.theme.image = .token(Tokens.Icon.logo)
            label.theme.font = .token(Tokens.Font.body)
            label.theme.textColor = ThemeValue { theme in theme.value(Tokens.KColor.primaryText) ?? .black }
            """)
        #expect(surprises == [], "\(surprises)\n--- generated ---\n\(generated)")
    }

    @Test func aDimensionConstantSetsACGFloatAndAFontSize() async throws {
        let (surprises, generated) = try await Self.surprises(
            """
            view.theme.alpha = .token(Tokens.Dimension.spacingM)
            label.theme.font = .token(Tokens.Dimension.spacingM)
            let spacing: CGFloat? = manager.theme.value(Tokens.Dimension.spacingM)
            """)
        #expect(surprises == [], "\(surprises)\n--- generated ---\n\(generated)")
    }

    @Test func stringNamesStillBindAnyProperty() async throws {
        let (surprises, generated) = try await Self.surprises(
            """
            label.theme.textColor = .token("kColor.primaryText")
            label.theme.textColor = .token(Tokens.Dimension.spacingM.name)
            let name = "kColor." + "background"
            view.theme.backgroundColor = .token(name)
            """)
        #expect(surprises == [], "\(surprises)\n--- generated ---\n\(generated)")
    }

    @Test func aConstantOfAnotherKindIsATypeErrorOnItsLine() async throws {
        let (surprises, generated) = try await Self.surprises(
            """
            label.theme.textColor = .token(Tokens.Dimension.spacingM) // expected-error: is unavailable: the token's kind does not convert
            view.theme.alpha = .token(Tokens.KColor.background) // expected-error: is unavailable: the token's kind does not convert
            label.theme.font = .token(Tokens.KColor.background) // expected-error: is unavailable: the token's kind does not convert
            imageView.theme.image = .token(Tokens.Font.body) // expected-error: is unavailable: the token's kind does not convert
            let color: UIColor? = manager.theme.value(Tokens.Font.body) // expected-error: is unavailable: the token's kind does not convert
            """)
        #expect(surprises == [], "\(surprises)\n--- generated ---\n\(generated)")
    }

    /// The SwiftUI layer's imports, for the snippets that use it.
    static let swiftUIHeader = "import DocContext\nimport SwiftUI\nimport LiverySwiftUI"

    @Test func theSwiftUILayerTakesTheSameConstantsByKind() async throws {
        let (surprises, generated) = try await Self.surprises(
            """
            let title = Text("Hi").foregroundStyle(.token(Tokens.KColor.primaryText)).font(token: Tokens.Font.body)
            let card = Text("Card").background(.token(Tokens.KColor.background))
            @MainActor func badge(_ livery: LiveryScope) {
                _ = livery.color(Tokens.KColor.borderLight)
                _ = livery.number(Tokens.Dimension.spacingM)
                _ = livery.font(Tokens.Font.body)
                _ = livery.font(Tokens.Dimension.spacingM)
                _ = livery.image(Tokens.Icon.logo)
                _ = livery.color("kColor." + "background")
            }
            """, header: Self.swiftUIHeader)
        #expect(surprises == [], "\(surprises)\n--- generated ---\n\(generated)")
    }

    @Test func aSwiftUIConstantOfAnotherKindIsATypeErrorOnItsLine() async throws {
        let (surprises, generated) = try await Self.surprises(
            """
            let title = Text("Hi").foregroundStyle(.token(Tokens.Font.body)) // expected-error: requires that 'TokenKinds.Typography' conform to 'ColorTokenKind'
            @MainActor func badge(_ livery: LiveryScope) {
                _ = livery.color(Tokens.Dimension.spacingM) // expected-error: requires that 'TokenKinds.Dimension' conform to 'ColorTokenKind'
                _ = livery.font(Tokens.KColor.background) // expected-error: requires that 'TokenKinds.Color' conform to 'FontTokenKind'
                _ = livery.image(Tokens.Font.body) // expected-error: requires that 'TokenKinds.Typography' conform to 'ImageTokenKind'
            }
            let label = Text("Hi").font(token: Tokens.Icon.logo) // expected-error: requires that 'TokenKinds.Image' conform to 'FontTokenKind'
            """, header: Self.swiftUIHeader)
        #expect(surprises == [], "\(surprises)\n--- generated ---\n\(generated)")
    }

    @Test func imageTokensSayImageInTheirDocComment() throws {
        let generated = try Self.generated()
        #expect(generated.contains("/// `icon.logo` (image)\n"), "\(generated)")
        #expect(generated.contains("/// - theme=dark: logo-dark\n") || generated.contains("logo-dark"), "\(generated)")
    }
}
