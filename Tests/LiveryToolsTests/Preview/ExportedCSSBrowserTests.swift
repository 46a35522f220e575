import Foundation
import LiveryCore
import Testing

@testable import LiveryTools

/// The `css` format's two stylesheets, linked from a bare page in headless Chromium: every
/// combination of root attributes (absent, or each context) must give every color token its
/// combination's value, with the system appearance light and then dark.
@Suite("Exported CSS in headless Chromium", .serialized)
struct ExportedCSSBrowserTests {
    static let sheets = ["tokens.css", "tokens.light-dark.css"]

    /// Every theme × contrast attribute choice; `nil` leaves the attribute off.
    static let states: [[String: String]] = [nil, "light", "dark", "sepia"].flatMap { theme in
        [nil, "normal", "high"].map { contrast in
            var state: [String: String] = [:]
            state["data-theme"] = theme
            state["data-contrast"] = contrast
            return state
        }
    }

    /// Probe results with the system appearance light, then dark.
    static let runs: Result<(light: StylesheetHarness.Result, dark: StylesheetHarness.Result), any Error> = Result {
        let browser = try HeadlessChromium.locate()
        let workspace = try BrowserWorkspace()
        defer { workspace.remove() }
        let source = PreviewFixture.table
        for file in try Exporter.css.render(ExportRequest(source: source)) {
            try workspace.write(file.text, to: file.path)
        }
        let harness = StylesheetHarness(stylesheets: sheets, states: states, attributes: ["data-theme", "data-contrast"])
        let names = source.names.names
        let page = try workspace.write(
            harness.page(colorTokens: PreviewFixture.colorNames, properties: CSSPropertyNames.names(for: names)),
            to: "harness.html")
        let light = try browser.dumpDOM(of: page, profile: try workspace.profile("light"))
        let dark = try browser.dumpDOM(of: page, profile: try workspace.profile("dark"), darkMode: true)
        return (
            try ProbeOutput.decode(StylesheetHarness.Result.self, fromDOM: light),
            try ProbeOutput.decode(StylesheetHarness.Result.self, fromDOM: dark)
        )
    }

    static func mismatches(_ result: StylesheetHarness.Result, systemDark: Bool) throws -> [String] {
        let expect = try PreviewExpectations(source: PreviewFixture.table)
        var found: [String] = []
        #expect(result.count == sheets.count)
        for (sheet, perState) in zip(sheets, result) {
            #expect(perState.count == states.count)
            for (state, colors) in zip(states, perState) {
                let theme = try expect.theme(attributes: state, systemDark: systemDark)
                found += expect.chipMismatches(colors, theme: theme).map { "\(sheet) with \(state): \($0)" }
            }
        }
        return found
    }

    @Test("root attributes pick their combination; without them the light system gives the defaults")
    func systemLight() throws {
        let mismatches = try Self.mismatches(try Self.runs.get().light, systemDark: false)
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
    }

    @Test("with prefers-color-scheme: dark, a root without data-theme takes the dark values")
    func systemDark() throws {
        let mismatches = try Self.mismatches(try Self.runs.get().dark, systemDark: true)
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
    }
}
