import Livery
import LiveryCore
import SwiftUI
import Testing

@testable import LiverySwiftUI

/// A leaf view for scopes to wrap.
struct Leaf: View {
    var body: Never { fatalError("a leaf") }
}

@MainActor
@Suite("SwiftUI glue against the stub SDK")
struct SwiftUIGlueTests {
    let manager = ThemeManager(source: GlueFixtures.themes())

    /// The environment the scope's content sees.
    func environment(below scope: LiveryThemeScope<Leaf>) throws -> EnvironmentValues {
        let writer = try #require(scope.body as? any _EnvironmentWriting)
        var environment = EnvironmentValues()
        writer._write(&environment)
        return environment
    }

    @Test func theScopeCarriesTheThemeAndAFixedChoicesColorScheme() throws {
        try manager.setAppearance(.dark)
        let environment = try environment(below: LiveryThemeScope(manager: manager) { Leaf() })
        #expect(environment.liveryTheme?.appearance == "dark")
        #expect(environment.colorScheme == .dark)
        #expect(environment.liveryManager === manager)
    }

    @Test func followingTheSystemTheColorSchemeIsTheSystems() throws {
        manager.systemAppearance = .dark
        let environment = try environment(below: LiveryThemeScope(manager: manager) { Leaf() })
        #expect(environment.colorScheme == .dark)
        try manager.setAppearance(.light)
        let fixed = try self.environment(below: LiveryThemeScope(manager: manager) { Leaf() })
        #expect(fixed.colorScheme == .light)
    }

    @Test func aColorTokenResolvesInTheScopesTheme() throws {
        try manager.setAppearance(.dark)
        let environment = try environment(below: LiveryThemeScope(manager: manager) { Leaf() })
        let color = SwiftUI.Color.token("text.primary", in: environment)
        #expect(color._space == .sRGB)
        #expect(color._components == [1, 1, 1, 1])
    }

    @Test func anUnknownColorTokenIsReportedOnceNotSilentlyClear() throws {
        var reports: [ThemeDiagnostic] = []
        manager.onDiagnostic = { reports.append($0) }
        let environment = try environment(below: LiveryThemeScope(manager: manager) { Leaf() })
        #expect(SwiftUI.Color.token("text.missing", in: environment) == .clear)
        #expect(SwiftUI.Color.token("text.missing", in: environment) == .clear)
        #expect(reports == [.unknownToken("text.missing")])
    }

    @Test func aTokenOfAnotherTypeIsReported() throws {
        var reports: [ThemeDiagnostic] = []
        manager.onDiagnostic = { reports.append($0) }
        let environment = try environment(below: LiveryThemeScope(manager: manager) { Leaf() })
        #expect(SwiftUI.Color.token("icon.cat", in: environment) == .clear)
        #expect(reports.count == 1)
    }

    @Test func colorsOutsideSRGBAreDisplayP3() {
        let color = SwiftUI.Color(livery: LiveryCore.Color(.displayP3, 0, 1, 0))
        #expect(color._space == .displayP3)
    }
}
