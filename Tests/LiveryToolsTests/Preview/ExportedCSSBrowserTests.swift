import Foundation
import LiveryCore
import Testing

@testable import LiveryTools

/// The `css` format's two stylesheets, linked from a bare page in headless Chromium: every
/// combination of root attributes (absent, or each context) must give every color token its
/// combination's value, under each system appearance and contrast preference.
@Suite("Exported CSS in headless Chromium", .serialized)
struct ExportedCSSBrowserTests {
    static let sheets = ["tokens.css", "tokens.light-dark.css"]

    /// Every theme × contrast attribute choice; an absent key leaves the attribute off.
    static let states: [[String: String]] = [nil, "light", "dark", "sepia"].flatMap { theme in
        [nil, "normal", "high"].map { contrast in
            var state: [String: String] = [:]
            state["data-theme"] = theme
            state["data-contrast"] = contrast
            return state
        }
    }

    static let systems = [false, true].flatMap { more in
        [false, true].map { SystemPreferences(dark: $0, moreContrast: more) }
    }

    /// Probe results under each system preference.
    /// Started by the first test that asks; every test awaits the same runs, holding no thread.
    static let runs = Task<[SystemPreferences: StylesheetHarness.Result], any Error> {
        let browser = try HeadlessChromium.locate()
        let workspace = try BrowserWorkspace()
        defer { workspace.remove() }
        let source = PreviewFixture.table
        for file in try Exporter.css.render(ExportRequest(source: source)) {
            try workspace.write(file.text, to: file.path)
        }
        let harness = StylesheetHarness(
            stylesheets: sheets, states: states, attributes: ["data-theme", "data-contrast"])
        let page = try workspace.write(
            harness.page(
                colorTokens: PreviewFixture.colorNames, properties: CSSPropertyNames.names(for: source.names.names)),
            to: "harness.html")
        var results: [SystemPreferences: StylesheetHarness.Result] = [:]
        for (i, system) in systems.enumerated() {
            let dom = try await browser.dumpDOM(of: page, profile: try workspace.profile("\(i)"), system: system)
            results[system] = try ProbeOutput.decode(StylesheetHarness.Result.self, fromDOM: dom)
        }
        return results
    }

    /// Every token that does not take its combination's value, per sheet and state.
    static func mismatches(under system: SystemPreferences) async throws -> [String] {
        let runs = try await runs.value
        let result = try #require(runs[system])
        let expect = try PreviewExpectations(source: PreviewFixture.table)
        var found: [String] = []
        #expect(result.count == sheets.count)
        for (sheet, perState) in zip(sheets, result) {
            #expect(perState.count == states.count)
            for (state, colors) in zip(states, perState) {
                let theme = try expect.theme(
                    attributes: state, systemDark: system.dark, systemMoreContrast: system.moreContrast)
                found += expect.chipMismatches(colors, theme: theme).map { "\(sheet) with \(state): \($0)" }
            }
        }
        return found
    }

    @Test("root attributes pick their combination; without them a light system gives the defaults")
    func systemLight() async throws {
        let mismatches = try await Self.mismatches(under: SystemPreferences())
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
    }

    @Test("with prefers-color-scheme: dark, a root without data-theme takes the dark values")
    func systemDark() async throws {
        let mismatches = try await Self.mismatches(under: SystemPreferences(dark: true))
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
    }

    @Test("with prefers-contrast: more, a root without data-contrast takes the high values", arguments: [false, true])
    func systemMoreContrast(dark: Bool) async throws {
        let mismatches = try await Self.mismatches(under: SystemPreferences(dark: dark, moreContrast: true))
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
    }
}
