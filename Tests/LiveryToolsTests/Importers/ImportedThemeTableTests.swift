import LiveryCore
import Testing

@testable import LiveryTools

@Suite("Imported theme as a theme table")
struct ImportedThemeTableTests {
    @Test func everyContextResolvesWithLayersStackedAndAliasesFollowed() throws {
        let table = try Importer.android.read(AndroidFixtures.resources).themeTable()
        #expect(table.modifiers.map(\.name) == ["theme"])
        #expect(table.modifiers.first?.contexts == ["light", "dark"])
        let dark = try table.theme(for: ResolverInput([("theme", "dark")]))
        #expect(try dark["surface"]?.value.color == Color(hex: "#121212"))
        #expect(try dark["accent"]?.value.color == Color(hex: "#03DAC5"))
        #expect(try dark["brand.secondary"]?.value.color == Color(hex: "#03DAC5"))
        let light = try table.theme(for: ResolverInput([("theme", "light")]))
        #expect(try light["surface"]?.value.color == Color(hex: "#FFFFFF"))
        #expect(light.count == dark.count)
    }

    @Test func highContrastContextsResolveToTheirOverrides() throws {
        let table = try Importer.xcassets.read(XcassetsFixtures.catalog).themeTable()
        let theme = try table.theme(for: ResolverInput([("theme", "light-high-contrast")]))
        #expect(theme["Brand.accent"]?.value.color == Color(.displayP3, 0, 0.3, 0.8))
        #expect(theme["background"]?.value.color == Color(.srgb, 1, 1, 1))
    }

    @Test func stringsAndNumbersKeepTheirTypes() throws {
        let table = try Importer.swiftTheme.read(SwiftThemeFixtures.plistThemes).themeTable()
        let night = try table.theme(for: ResolverInput([("theme", "Night")]))
        #expect(night["UIStatusBarStyle"]?.value == .opaque("LightContent"))
        #expect(night["UIStatusBarStyle"]?.type == .unknown("string"))
        #expect(night["ChangeThemeCell.cornerRadius"]?.value == .number(8))
    }
}
