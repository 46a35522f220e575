import Foundation
import LiveryCore
import Testing

@testable import Livery

/// The engine over the real DTCG resolver and the example theme (`Examples/Themes`): three
/// modifiers (theme, contrast, brand), more than two themes, other modifiers as inputs.
@MainActor
@Suite("Engine over the DTCG resolver")
struct ResolverIntegrationTests {
    static let resolverPath = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/Themes/app.resolver.json").path

    func manager() throws -> ThemeManager {
        ThemeManager(source: try Resolver(path: Self.resolverPath))
    }

    @Test func bindingsFollowTheAppearanceAndTheOtherModifiers() throws {
        let manager = try manager()
        let label = Widget()
        label.theme(in: manager).textColor = .token("color.primaryText")
        label.theme(in: manager).backgroundColor = .token("color.background")
        let light = label.textColor
        try manager.setAppearance(.dark)
        let dark = label.textColor
        #expect(light != dark)
        #expect(label.backgroundColor == manager.theme.color("color.background"))
        try manager.setModifier("contrast", to: "high")
        #expect(manager.theme.input.description == "theme=dark,contrast=high,brand=default")
        #expect(label.textColor == manager.theme.color("color.primaryText"))
        try manager.setModifier("brand", to: "acme")
        #expect(label.textColor == manager.theme.color("color.primaryText"))
    }

    @Test func aLayerValidatesAgainstTheResolversTokens() throws {
        let manager = try manager()
        let problems = try #require(throws: ThemeLayerError.self) {
            try manager.install(overridesJSON: #"{"dark": {"color.nope": {"type": "color", "value": "fff"}}}"#)
        }
        #expect(problems.problems.map(\.path) == ["dark/color.nope"])
        try manager.install(overridesJSON: #"{"dark": {"color.background": {"type": "color", "value": "123456"}}}"#)
        try manager.setAppearance(.dark)
        #expect(manager.theme.color("color.background") == (try Color(hex: "123456")))
    }
}
