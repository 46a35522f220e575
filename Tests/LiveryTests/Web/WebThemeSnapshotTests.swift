import LiveryCore
import LiveryTools
import Testing

@testable import Livery

/// A web view's page reads the same custom properties, with the same values, as a page that
/// loads the stylesheet `livery export --format css` writes for the same source.
@MainActor
@Suite("Web bridge: snapshots name properties as the CSS export does")
struct WebThemeSnapshotTests {
    /// The `--name: value;` declarations of the first rule (`:root`, the default theme) of the
    /// exported `tokens.css`.
    static func exportedRoot(_ source: any ThemeSource) throws -> [String: String] {
        let files = try Exporter.css.render(ExportRequest(source: source))
        let css = try #require(files.first { $0.path == "tokens.css" }).text
        let body = try #require(css.range(of: ":root {")).upperBound
        let end = try #require(css.range(of: "}", range: body..<css.endIndex)).lowerBound
        var declarations: [String: String] = [:]
        for line in css[body..<end].split(separator: "\n") {
            let text = line.trimmingCharacters(in: .whitespaces)
            guard text.hasPrefix("--"), let colon = text.firstIndex(of: ":") else { continue }
            declarations[String(text[..<colon])] = String(text[text.index(colon, offsetBy: 2)...].dropLast())
        }
        return declarations
    }

    static func snapshot(_ source: any ThemeSource) -> [String: String] {
        let manager = ThemeManager(source: source)
        let bridge = WebThemeBridge(manager: manager)
        var out: [String: String] = [:]
        for property in bridge.snapshot(of: manager.theme).properties { out[property.name] = property.value }
        return out
    }

    @Test func theDefaultThemesPropertiesAreTheExportedRootsDeclarations() throws {
        let source = Fixtures.themes()
        let exported = try Self.exportedRoot(source)
        #expect(!exported.isEmpty)
        #expect(Self.snapshot(source) == exported)
    }

    @Test func collidingNamesAndTypographyMembersAreNamedAsTheExportNamesThem() throws {
        let tokens: [String: ResolvedToken] = [
            "type.body": typography(16), "type.body.font-size": dimension(2), "a.b": number(1), "a-b": number(2),
        ]
        let source = ThemeTable(contexts: ["light": tokens, "dark": tokens])
        let exported = try Self.exportedRoot(source)
        let snapshot = Self.snapshot(source)
        #expect(snapshot == exported)
        #expect(snapshot.keys.contains("--type-body-2-font-size"), "\(snapshot.keys.sorted())")
        #expect(snapshot.keys.contains("--a-b-2"))
    }

    @Test func aWideGamutColorIsWrittenInDisplayP3() throws {
        let p3Red = Color(.displayP3, 1, 0, 0)
        let source = ThemeTable(contexts: ["light": ["accent": color(p3Red)], "dark": ["accent": color(p3Red)]])
        #expect(Self.snapshot(source)["--accent"]?.hasPrefix("color(display-p3 1 0 0") == true)
    }

    @Test func theSnapshotCarriesEveryContextAndTheColorScheme() throws {
        let manager = ThemeManager(source: Fixtures.themesWithContrast())
        let bridge = WebThemeBridge(manager: manager, darkStyledContexts: ["sepia"])
        try manager.setModifier("contrast", to: "high")
        let light = bridge.snapshot(of: manager.theme)
        #expect(light.contexts.map(\.modifier).sorted() == ["contrast", "theme"])
        #expect(light.contexts.first { $0.modifier == "contrast" }?.context == "high")
        #expect(light.colorScheme == .light)
        #expect(bridge.snapshot(of: manager.theme(for: .context("dark"))).colorScheme == .dark)
        #expect(bridge.snapshot(of: manager.theme(for: .context("sepia"))).colorScheme == .dark)
    }
}
